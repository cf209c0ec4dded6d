import fs from 'node:fs';
import path from 'node:path';
import { loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { docsDirOf } from '../../src/reference/releases';
import { codeBlocks, docPages, type DocCodeBlock } from './code-block-scan';

/**
 * Parses one block as its fence language says. `json` is strict: every JSON
 * file ToolHive reads (registries, permission profiles, run configurations)
 * goes through Go's encoding/json, which rejects comments, so a JSON example
 * with comments would be a broken example; `jsonc` and `json5` are refused
 * for the same reason. A block whose meta includes `fragment` holds the
 * members of an object (`"key": value, ...`), as excerpts of a larger file
 * do, and is parsed inside braces.
 */
function parseProblem(block: DocCodeBlock): string | null {
  try {
    if (block.lang === 'yaml' || block.lang === 'yml') loadAll(block.body);
    else if (block.lang === 'json') {
      const fragment = /(^|\s)fragment(\s|$)/.test(block.meta);
      JSON.parse(fragment ? `{${block.body}}` : block.body);
    } else if (block.lang === 'jsonc' || block.lang === 'json5') {
      return `${block.lang} is not allowed: ToolHive reads JSON without comments, so write plain json`;
    }
    return null;
  } catch (error) {
    return String((error as Error).message).split('\n')[0];
  }
}

const CHECKED = new Set(['yaml', 'yml', 'json', 'jsonc', 'json5']);
// The hand-written pages of every docs version.
const allPages = DOCS_RELEASES.flatMap((r) => docPages(undefined, { docsDir: docsDirOf(r), tag: r.tag }));
const blocks = allPages.flatMap((file) => codeBlocks(file));
const checked = blocks.filter((b) => CHECKED.has(b.lang));

describe('YAML and JSON code blocks in the docs', () => {
  it('finds the blocks, including ones indented inside list items', () => {
    expect(checked.filter((b) => b.lang.startsWith('y')).length).toBeGreaterThanOrEqual(60);
    expect(checked.filter((b) => b.lang === 'json').length).toBeGreaterThanOrEqual(30);
    expect(checked.some((b) => b.file.endsWith('telemetry-and-metrics.mdx') && b.meta.includes('otel-collector'))).toBe(
      true,
    );
  });

  it('all parse', () => {
    const problems = checked.flatMap((b) => {
      const problem = parseProblem(b);
      return problem ? [`${b.file}:${b.line} (${b.lang} ${b.meta}): ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('reports a broken block with its reason, and a fragment only parses as a fragment', () => {
    const text = [
      '1. Save this:',
      '',
      '   ```yaml title="a.yaml"',
      '   key: value',
      '   - item',
      '   ```',
      '',
      '```json title="x (excerpt)" fragment',
      '"servers": {}',
      '```',
      '',
      '```json',
      '"servers": {}',
      '```',
      '',
      '```jsonc',
      '{ "a": 1 }',
      '```',
    ].join('\n');
    const [yaml, fragment, plain, jsonc] = codeBlocks('fixture.mdx', text);
    expect(yaml).toMatchObject({ line: 3, lang: 'yaml', body: 'key: value\n- item\n' });
    expect(parseProblem(yaml)).toMatch(/end of the stream or a document separator/);
    expect(parseProblem(fragment)).toBeNull();
    expect(parseProblem(plain)).toMatch(/JSON/);
    expect(parseProblem(jsonc)).toMatch(/jsonc is not allowed/);
  });
});

/*
 * Configurations for other products (collectors, log shippers, CI systems),
 * other products' output (Vault), and installer behaviour on a platform this
 * project cannot run (Windows) are written from documentation, not from a
 * run. Such a page must say so with an admonition titled `Example to adapt`,
 * `Not tested here`, or `Tested with <PRODUCT VERSION>`.
 */
const THIRD_PARTY_CONFIG =
  /fluent|vector|filebeat|splunk|collector|prometheus\.yml|compose\.ya?ml|jaeger|alerts|workflows\//i;
const UNVERIFIABLE_TEXT = /kubectl exec -n vault|administrator rights|Squirrel/;
const MARKER = /^:::(note|info|warning)\[(Example to adapt|Not tested here|Tested with [^\]]+ \d[^\]]*)\]/m;

function needsMarker(file: string, text: string): string[] {
  const reasons = codeBlocks(file, text)
    .filter((b) => THIRD_PARTY_CONFIG.test(b.meta))
    .map((b) => `line ${b.line}: ${b.meta}`);
  const match = UNVERIFIABLE_TEXT.exec(text);
  if (match) reasons.push(`mentions "${match[0]}"`);
  return reasons;
}

describe('content no tool here can confirm', () => {
  const pages = allPages.map((file) => ({
    file,
    text: fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8'),
  }));

  it('is marked as an example to adapt or as untested', () => {
    const unmarked = pages.flatMap(({ file, text }) => {
      const reasons = needsMarker(file, text);
      return reasons.length > 0 && !MARKER.test(text) ? [`${file}: ${reasons.join('; ')}`] : [];
    });
    expect(unmarked).toEqual([]);
  });

  it('covers the pages that hold such content', () => {
    const flagged = pages.filter(({ file, text }) => needsMarker(file, text).length > 0).map((p) => p.file);
    expect(flagged).toEqual(
      expect.arrayContaining([
        'docs/toolhive/guides-k8s/logging-infrastructure.mdx',
        'docs/toolhive/guides-k8s/telemetry-and-metrics.mdx',
        'docs/toolhive/guides-cli/telemetry-and-metrics.mdx',
        'docs/toolhive/tutorials/vault-integration.mdx',
        'docs/toolhive/guides-ui/install.mdx',
      ]),
    );
  });

  it('does not accept a page without the marker, or a marker without a version', () => {
    const page = '```yaml title="otel-collector.yaml"\nreceivers: {}\n```\n';
    expect(needsMarker('x.mdx', page)).toEqual(['line 1: title="otel-collector.yaml"']);
    expect(MARKER.test(page)).toBe(false);
    expect(MARKER.test(':::note[Tested with]\n')).toBe(false);
    expect(MARKER.test(':::note[Tested with Fluent Bit 3.2]\n')).toBe(true);
    expect(MARKER.test(':::note[Example to adapt]\n')).toBe(true);
  });
});
