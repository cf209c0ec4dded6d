import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { docsDirOf, sampleRegistryFile, type DocsRelease } from '../../src/reference/releases';
import { docPages, releaseBlocks, type DocCodeBlock } from './code-block-scan';
import { registryExample, registryProblems, registryValidator, type RegistryExample } from './doc-checks';

/**
 * Every registry a docs version shows, in a JSON block or in the sample
 * registry file its pages render, must validate against the registry schema
 * of the release it documents: the ToolHive format of v0.3.5, the upstream
 * format (toolhive-core's schemas) of v0.44.0. A key from the other format,
 * a misspelled key or a value out of its enum then fails with the page and
 * line.
 */
const siteDir = path.resolve(__dirname, '../..');
/** The components that render a release's sample registry (src/data/registry/<tag>/sample-registry.json). */
const RENDERS_SAMPLE = /<(RegistrySample|McpServerMetadata|McpServerTable|McpToolList)\b/;

/** The registry files a docs version's pages render, as examples to check. */
function registryFilesOf(release: DocsRelease): RegistryExample[] {
  const pages = docPages(undefined, { docsDir: docsDirOf(release), tag: release.tag });
  if (!pages.some((p) => RENDERS_SAMPLE.test(fs.readFileSync(path.join(siteDir, p), 'utf8')))) return [];
  const file = sampleRegistryFile(release.tag);
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return [{ file, line: 1, text, value: JSON.parse(text), fragment: false }];
}

// The fewest examples each version shows, so a detector that stops finding them fails.
const AT_LEAST: Record<string, number> = { 'v0.3.5': 5, 'v0.44.0': 3 };

describe.each(DOCS_RELEASES)('registry examples in the $version docs', (release) => {
  const validate = registryValidator(release.tag);
  const blocks = releaseBlocks(release).flatMap((b) => registryExample(b) ?? []);
  const examples = [...blocks, ...registryFilesOf(release)];
  const file = `${docsDirOf(release)}/toolhive/x.mdx`;
  const block = (body: string, meta = ''): DocCodeBlock => ({ file, line: 20, lang: 'json', meta, body });

  it('are found in the JSON blocks and the files the pages render, and nothing else is taken for one', () => {
    expect(examples.length).toBeGreaterThanOrEqual(AT_LEAST[release.tag]);
    expect(examples.map((e) => e.file)).toContain(sampleRegistryFile(release.tag));
    // A client's config has `servers` too.
    expect(registryExample(block('{ "servers": { "toolhive": { "url": "http://localhost:8080/mcp" } } }'))).toBe(
      undefined,
    );
  });

  it(`validate against the ToolHive ${release.tag} registry schema`, () => {
    expect(examples.flatMap((e) => registryProblems(e, validate))).toEqual([]);
  });

  it('report a registry of the other format with the page and line', () => {
    const legacy = '{\n  "version": "1.0.0",\n  "last_updated": "2025-09-18T09:00:00Z",\n  "servers": {}\n}';
    const upstream =
      '{\n  "version": "1.0.0",\n  "meta": { "last_updated": "2025-09-18T09:00:00Z" },\n  "data": { "servers": [] }\n}';
    const other = release.tag === 'v0.3.5' ? upstream : legacy;
    expect(registryProblems(registryExample(block(other))!, validate).length).toBeGreaterThan(0);
    expect(registryProblems(registryExample(block(release.tag === 'v0.3.5' ? legacy : upstream))!, validate)).toEqual(
      [],
    );
  });
});

describe('registry examples in the v0.3.5 format', () => {
  const validate = registryValidator('v0.3.5');
  const file = 'versioned_docs/version-v0.3.5/toolhive/x.mdx';
  const problems = (body: string, meta = '') =>
    registryProblems(registryExample({ file, line: 20, lang: 'json', meta, body })!, validate);
  const server = (key: string, tier: string) =>
    [
      `    "fetch": {`,
      `      "description": "Fetches pages",`,
      `      "${key}": "ghcr.io/stackloklabs/gofetch/server:0.0.6",`,
      `      "status": "Active",`,
      `      "tier": "${tier}",`,
      `      "transport": "streamable-http",`,
      `      "tools": ["fetch"]`,
      `    }`,
    ].join('\n');
  const registry = (entry: string) =>
    `{\n  "version": "1.0.0",\n  "last_updated": "2025-09-18T09:00:00Z",\n  "servers": {\n${entry}\n  }\n}`;

  it('report a planted wrong key and a value out of its enum, each at its line', () => {
    expect(problems(registry(server('image', 'Official')))).toEqual([]);
    expect(problems(registry(server('imag', 'community')))).toEqual([
      `${file}:25: /servers/fetch must have required property 'image'`,
      `${file}:27: /servers/fetch/imag is not a key the schema allows here`,
      `${file}:29: /servers/fetch/tier must be one of Official, Community`,
    ]);
  });

  it('check an excerpt of a server entry where it sits, without asking for the keys left out', () => {
    expect(problems(server('image', 'Official'), 'title="registry.json (excerpt)" fragment')).toEqual([]);
    expect(problems(server('image', 'Internal'), 'title="registry.json (excerpt)" fragment')).toEqual([
      `${file}:25: /servers/fetch/tier must be one of Official, Community`,
    ]);
    expect(problems('"groups": [{ "name": "docs-team" }]', 'fragment')).toEqual([
      `${file}:21: /groups/0 must have required property 'description'`,
    ]);
  });
});

describe('registry examples in the upstream format of v0.44.0', () => {
  const validate = registryValidator('v0.44.0');
  const file = 'docs/toolhive/x.mdx';
  const problems = (body: string, meta = '') =>
    registryProblems(registryExample({ file, line: 20, lang: 'json', meta, body })!, validate);
  const server = (key: string) =>
    [
      '{',
      '  "name": "io.github.example/fetch",',
      '  "description": "Fetches pages",',
      '  "version": "1.0.0",',
      `  "packages": [{ "${key}": "oci", "identifier": "ghcr.io/stackloklabs/gofetch/server:0.0.6", "transport": { "type": "stdio" } }]`,
      '}',
    ].join('\n');
  const registry = (entry: string) =>
    `{\n  "version": "1.0.0",\n  "meta": { "last_updated": "2025-09-18T09:00:00Z" },\n  "data": {\n  "servers": [\n${entry}\n  ]\n  }\n}`;

  it('report a planted wrong key at its line', () => {
    expect(problems(registry(server('registryType')))).toEqual([]);
    expect(problems(registry(server('registry_type')))).toEqual([
      `${file}:30: /data/servers/0/packages/0 must have required property 'registryType'`,
    ]);
    expect(problems(registry(server('registryType')).replace('"meta"', '"metadata"'))).toEqual([
      `${file}:21: / must have required property 'meta'`,
    ]);
  });

  it('check an excerpt of one server where it sits in data.servers', () => {
    expect(problems(server('registryType'), 'title="registry.json (excerpt)" fragment')).toEqual([]);
    expect(problems(server('registry_type'), 'title="registry.json (excerpt)" fragment')).toEqual([
      `${file}:25: /data/servers/0/packages/0 must have required property 'registryType'`,
    ]);
  });
});
