import { describe, expect, it } from 'vitest';
import remarkHighlightCode, { tokenizeLines } from '../../src/plugins/code-highlight/remark';
import * as light from '../../src/plugins/code-highlight/prism-light';
import { LIGHT_LANGUAGES } from '../../src/plugins/code-highlight/prism-light-languages';
import { prismLines } from '../../src/plugins/code-highlight/tokens';

// Registers the site's extra grammars (bash among them) on the full runtime.
remarkHighlightCode({ additionalLanguages: ['bash', 'json', 'powershell', 'docker', 'promql'] });

const samples: Record<string, string> = {
  json: `{
  "name": "fetch",
  "port": 8080,
  "ratio": -1.5e3,
  "env_vars": { "TOKEN": "a \\"quoted\\" value" },
  "args": [],
  "remote": false,
  "group": null
}

[1, true, "x"]`,
  bash: `curl -X POST 'http://localhost:8080/api/v1beta/workloads' \\
  -H 'Content-Type: application/json' \\
  -d '{"name": "fetch", "image": "ghcr.io/stackloklabs/gofetch/server"}'

# stop it again
thv stop fetch && echo "stopped $HOME" | tee -a "\${LOG:-/tmp/log}"`,
};

describe('the light Prism runtime', () => {
  for (const language of LIGHT_LANGUAGES) {
    it(`colours ${language} exactly as the full runtime does`, () => {
      const code = samples[language === 'json' ? 'json' : 'bash'];
      const lines = prismLines(light, code, language);
      expect(lines).toBeDefined();
      expect(lines).toEqual(tokenizeLines(code, language));
      expect(lines!.flat().some((token) => token.types.some((type) => type !== 'plain'))).toBe(true);
    });
  }

  it('has no grammar beyond its own, so other languages go to the full runtime', () => {
    expect(prismLines(light, 'fn main() {}', 'rust')).toBeUndefined();
  });
});
