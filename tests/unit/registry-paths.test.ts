import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../support/loader';

// src/features/page-loading/registry-paths: the loader runs here on a registry written by the
// installed @docusaurus/core's own route code generator.
const require = createRequire(import.meta.url);
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (args: { generatedFilesDir: string; routes: object[] }) => Promise<void>;
};

async function generatedRegistry(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-paths-'));
  try {
    await generateRouteFiles({
      generatedFilesDir: dir,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocRoot',
          routes: [
            { path: '/docs/a', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/a.mdx' } },
            { path: '/docs/b', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/b.mdx' } },
          ],
        },
      ],
    });
    return fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const run = loaderFor('src/features/page-loading/registry-paths/dropPaths.cjs', '/site/.docusaurus/registry.js');

describe('registry-paths patch', () => {
  it('keeps each entry’s import and weak id and drops its module path', async () => {
    const source = await generatedRegistry();
    const patched = run(source);
    for (const module of ['@site/docs/a.mdx', '@site/docs/b.mdx', '@theme/DocItem', '@theme/DocRoot']) {
      expect(source).toContain(`"${module}", require.resolveWeak("${module}")`);
      expect(patched).toContain(`*/ "${module}"), 0, require.resolveWeak("${module}")],`);
      expect(patched.split(`"${module}"`).length - 1, module).toBe(2);
    }
  });

  it('fails naming the file when an entry has another shape', async () => {
    const source = await generatedRegistry();
    const changed = source.replace(/, require\.resolveWeak\(("[^"]+")\)\]/, ', $1]');
    expect(() => run(changed)).toThrow(/registry\.js: expected every registry entry .* found 3 of 4/);
    expect(() => run('export default {\n};\n')).toThrow(/found 0 of 0/);
  });
});
