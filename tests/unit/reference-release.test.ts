import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { joinCli, type CliWords } from '../../src/data/cli/join';
import { apiOverridesFile, apiWordsFile, joinApi, type ApiOverrides, type ApiWords } from '../../src/data/api/join';
import { joinRegistry, joinRegistrySchema, registryWordsFile, type RegistryWords } from '../../src/data/registry/join';
import type { RegistryFacts } from '../../src/reference/registry';
import { drift, renderReport } from '../../src/reference/drift';
import { extractRelease, readRelease } from '../../src/reference/facts';
import { resolveSource } from '../../src/reference/source';
import { sync } from '../../src/reference/sync';
import { readFacts } from '../../src/reference/releases';
import type { CliFacts } from '../../src/reference/cli';
import type { ApiFacts } from '../../src/reference/api';

// The site's own data these tests join: the v0.3.5 release and our words for it.
const TAG = 'v0.3.5';
const WORDS_FILE = apiWordsFile(TAG);
const OVERRIDES_FILE = apiOverridesFile(TAG);
const REGISTRY_WORDS_FILE = registryWordsFile(TAG);

/**
 * The release pipeline on two made-up releases (tests/fixtures/reference,
 * no network): sync, the join of facts and words, and the drift report.
 */
const siteDir = path.resolve(__dirname, '../..');
const FIXTURES = path.join(siteDir, 'tests/fixtures/reference');
const OLD = path.join(FIXTURES, 'toolhive-v1.0.0');
const NEW = path.join(FIXTURES, 'toolhive-v1.1.0');
const COMMIT = 'a'.repeat(40);

describe('reference:sync', () => {
  const facts = extractRelease(OLD, resolveSource(OLD, { commit: COMMIT }));

  it('reads the tag from the folder name and takes the commit it is given', () => {
    expect(facts.source).toEqual({ repo: 'stacklok/toolhive', tag: 'v1.0.0', commit: COMMIT });
    expect(() => resolveSource(OLD, {})).toThrow(/cannot tell the commit of v1\.0\.0; pass --commit/);
  });

  it('keeps the facts of every command and flag', () => {
    const run = facts.cli.commands.find((c) => c.path === 'thv run')!;
    expect(run.usage).toBe('thv run [flags] SERVER [-- ARGS...]');
    expect(run.args).toBe('SERVER [-- ARGS...]');
    expect(run.flags).toEqual([
      { name: 'isolate-network', type: 'bool' },
      { name: 'k8s-pod-patch', type: 'string', hidden: true },
      { name: 'old-name', type: 'string' },
      { name: 'proxy-mode', type: 'string', default: 'sse' },
      { name: 'proxy-port', type: 'int', default: '8080' },
    ]);
    expect(facts.cli.commands.find((c) => c.path === 'thv')!.flags).toEqual([
      { name: 'debug', type: 'bool', persistent: true },
    ]);
    const list = facts.cli.commands.find((c) => c.path === 'thv list')!;
    expect(list.aliases).toEqual(['ls']);
    // "(default shows just running)" is help text, not a bool's default.
    expect(list.flags.find((f) => f.name === 'all')).toEqual({ name: 'all', shorthand: 'a', type: 'bool' });
  });

  it('keeps operations, CRD fields and the registry schema, and no upstream sentence', () => {
    expect(facts.api!.operations.map((o) => o.key)).toEqual([
      'DELETE /api/v1beta/workloads/{name}',
      'GET /api/v1beta/workloads',
    ]);
    expect(Object.keys((facts.api!.schemas['core.Workload'] as { properties: object }).properties)).toEqual([
      'name',
      'description',
    ]);
    const fields = facts.crds!.kinds[0].versions[0].fields;
    expect(fields.find((f) => f.path === 'spec.port')).toEqual({
      path: 'spec.port',
      type: 'integer',
      required: false,
      default: 8080,
      minimum: 1,
    });
    expect(fields.find((f) => f.path === 'spec.image')?.required).toBe(true);
    expect(facts.registry.schema).toMatchObject({ required: ['servers'] });
    expect(JSON.stringify(facts)).not.toContain('SENTINEL_PROSE');
  });

  it('writes one facts file per reference under the tag, each naming its source, and reads them back', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    const written = sync([OLD, '--commit', COMMIT, '--out', out], siteDir);
    expect(written.map((f) => path.relative(out, f)).sort()).toEqual(
      ['current.json', 'v1.0.0/api.json', 'v1.0.0/cli.json', 'v1.0.0/crds.json', 'v1.0.0/registry.json'].sort(),
    );
    for (const f of written.filter((w) => !w.endsWith('current.json')))
      expect(JSON.parse(fs.readFileSync(f, 'utf8')).source).toEqual({
        repo: 'stacklok/toolhive',
        tag: 'v1.0.0',
        commit: COMMIT,
      });
    expect(JSON.parse(fs.readFileSync(path.join(out, 'current.json'), 'utf8')).dir).toBe('v1.0.0');
    expect(readRelease(path.join(out, 'v1.0.0'))).toEqual(facts);
  });
});

describe('joining facts and words', () => {
  const facts: CliFacts = extractRelease(OLD, resolveSource(OLD, { commit: COMMIT })).cli;
  const words = (): CliWords => ({
    commands: facts.commands.map((c) => ({
      path: c.path,
      summary: 'S.',
      description: 'D.',
      flags: c.flags.filter((f) => !f.hidden).map((f) => ({ name: f.name, description: 'F.' })),
      ...(c.usage ? { examples: [{ description: 'E', command: `${c.path} --help` }] } : {}),
      related: [],
    })),
  });
  const files = { facts: 'facts/cli.json', words: 'words/commands.yaml' };

  it('joins them into the data the pages render', () => {
    const data = joinCli(facts, words(), files, '1.0.0');
    const run = data.commands.find((c) => c.path === 'thv run')!;
    expect(run.flags!.find((f) => f.name === 'proxy-mode')).toEqual({
      name: 'proxy-mode',
      type: 'string',
      default: 'sse',
      description: 'F.',
    });
    expect(run.flags!.map((f) => f.name)).not.toContain('k8s-pod-patch');
  });

  it('fails naming the key and the file for a flag with no words and for words with no flag', () => {
    const w = words();
    const run = w.commands.find((c) => c.path === 'thv run')!;
    run.flags = run.flags!.filter((f) => f.name !== 'isolate-network').concat({ name: 'made-up', description: 'X.' });
    w.commands.push({ path: 'thv gone', summary: 'S.', description: 'D.', related: [] });
    expect(() => joinCli(facts, w, files, '1.0.0')).toThrow(
      [
        'CLI reference: facts and words do not match:',
        '  - thv gone: words in words/commands.yaml, but facts/cli.json has no such command',
        '  - thv run --isolate-network: no words in words/commands.yaml for this flag of facts/cli.json',
        '  - thv run --made-up: words in words/commands.yaml, but facts/cli.json has no such flag',
      ].join('\n'),
    );
  });

  it("fails on the site's own data when our words for a flag go or words for a missing flag arrive", () => {
    const { file, facts: real } = readFacts<CliFacts>(siteDir, TAG, 'cli');
    const ours = load(fs.readFileSync(path.join(siteDir, 'src/data/cli/v0.3.5/commands.yaml'), 'utf8')) as CliWords;
    const run = ours.commands.find((c) => c.path === 'thv run')!;
    run.flags = run
      .flags!.filter((f) => f.name !== 'isolate-network')
      .concat({ name: 'no-such-flag', description: 'X.' });
    expect(() => joinCli(real, ours, { facts: file, words: 'src/data/cli/v0.3.5/commands.yaml' }, '0')).toThrow(
      /thv run --isolate-network: no words in src\/data\/cli\/v0\.3\.5\/commands\.yaml[\s\S]*thv run --no-such-flag: words in src\/data\/cli\/v0\.3\.5\/commands\.yaml, but src\/data\/reference\/v[\d.]+\/cli\.json has no such flag/,
    );
  });

  describe('the API join', () => {
    const { file, facts: api } = readFacts<ApiFacts>(siteDir, TAG, 'api');
    const read = <T>(f: string) => load(fs.readFileSync(path.join(siteDir, f), 'utf8')) as T;
    const files = { facts: file, words: WORDS_FILE, overrides: OVERRIDES_FILE };
    const join = (words: ApiWords, overrides = read<ApiOverrides>(OVERRIDES_FILE)) =>
      joinApi(api, overrides, words, files);

    it("joins the site's own facts, overrides and words without a problem", () => {
      const spec = join(read<ApiWords>(WORDS_FILE)) as { paths: Record<string, Record<string, { summary: string }>> };
      expect(spec.paths['/api/v1beta/workloads'].post.summary).toBeTruthy();
    });

    it('fails naming the key and the file when the words of an operation, a request body or a response go', () => {
      const words = read<ApiWords>(WORDS_FILE);
      delete words.operations['POST /api/v1beta/workloads'];
      delete words.operations['POST /api/v1beta/workloads requestBody'];
      delete words.operations['POST /api/v1beta/workloads 409'];
      delete words.operations['GET /api/v1beta/workloads parameter all'];
      expect(() => join(words)).toThrow(
        [
          'API reference: facts and words do not match:',
          `  - GET /api/v1beta/workloads parameter all: no words in ${WORDS_FILE} for this fact of ${file}`,
          `  - POST /api/v1beta/workloads: no words in ${WORDS_FILE} for this fact of ${file}`,
          `  - POST /api/v1beta/workloads requestBody: no words in ${WORDS_FILE} for this fact of ${file}`,
          `  - POST /api/v1beta/workloads 409: no words in ${WORDS_FILE} for this fact of ${file}`,
        ].join('\n'),
      );
    });

    it('fails naming the key when a schema or a field loses its words, or its explicit "none" entry', () => {
      const words = read<ApiWords>(WORDS_FILE);
      delete words.schemas['runner.RunConfig'];
      words.none = words.none!.filter((k) => k !== 'runner.RunConfig.image');
      expect(() => join(words)).toThrow(
        new RegExp(
          `runner\\.RunConfig: no words in ${WORDS_FILE}[^\\n]*\\n  - runner\\.RunConfig\\.image: no words in ${WORDS_FILE} for this fact of ${file.replace(/\./g, '\\.')}`,
        ),
      );
    });

    it('fails naming the key when words, or a "none" entry, name a fact the release does not have', () => {
      const words = read<ApiWords>(WORDS_FILE);
      words.operations['GET /api/v1beta/made-up'] = { summary: 'S' };
      words.schemas['runner.RunConfig.madeUp'] = { description: 'D' };
      words.none!.push('v1.noSuch');
      expect(() => join(words)).toThrow(
        [
          `  - GET /api/v1beta/made-up: words in ${WORDS_FILE}, but ${file} has no such fact`,
          `  - runner.RunConfig.madeUp: words in ${WORDS_FILE}, but ${file} has no such fact`,
          `  - v1.noSuch: a "none" entry in ${WORDS_FILE}, but ${file} has no such fact`,
        ].join('\n'),
      );
    });

    it('refuses words that state a fact, and an override whose fact is gone', () => {
      const words = read<ApiWords>(WORDS_FILE);
      words.operations['GET /health'] = { ...words.operations['GET /health'], tags: ['other'] };
      words.schemas['runner.RunConfig.image'] = { type: 'integer' };
      words.none = words.none!.filter((k) => k !== 'runner.RunConfig.image');
      const overrides = read<ApiOverrides>(OVERRIDES_FILE);
      overrides.enums!.push({ schema: 'no.Such', values: ['a'], reason: 'x' });
      expect(() => join(words, overrides)).toThrow(
        [
          'API reference: facts and words do not match:',
          `  - no.Such: override in ${OVERRIDES_FILE}, but the release has no such fact`,
          '  - GET /health: "tags" is not a word: facts come from the release, not from our words',
          '  - runner.RunConfig.image: "type" is not a word: facts come from the release, not from our words',
        ].join('\n'),
      );
    });
  });
});

describe('the registry schema join', () => {
  const { file, facts } = readFacts<RegistryFacts>(siteDir, TAG, 'registry');
  const words = () => load(fs.readFileSync(path.join(siteDir, REGISTRY_WORDS_FILE), 'utf8')) as RegistryWords;
  const join = (w: RegistryWords) => joinRegistrySchema(facts, w, { facts: file, words: REGISTRY_WORDS_FILE });

  it("joins the site's own facts and words, leaving upstream's $id out", () => {
    const schema = join(words()) as { $id?: string; definitions: Record<string, { description?: string }> };
    expect(schema.$id).toBeUndefined();
    expect(schema.definitions.server.description).toBeTruthy();
  });

  it('fails naming the pointer and the file when a field loses its words or words name a missing field', () => {
    const w = words();
    delete w.words['#/definitions/server/properties/image'];
    w.words['#/definitions/server/properties/made_up'] = { description: 'X.' };
    expect(() => join(w)).toThrow(
      [
        'Registry schema: facts and words do not match:',
        `  - #/definitions/server/properties/image: no words in ${REGISTRY_WORDS_FILE} for this fact of ${file}`,
        `  - #/definitions/server/properties/made_up: words in ${REGISTRY_WORDS_FILE}, but ${file} has no such fact`,
      ].join('\n'),
    );
  });

  it('refuses words that state a fact', () => {
    const w = words();
    w.words['#/properties/version'] = { ...w.words['#/properties/version'], pattern: '.*' };
    expect(() => join(w)).toThrow('#/properties/version: "pattern" is not a word');
  });
});

describe('the registry schema join of a release with several schema files (v0.44.0)', () => {
  const TAG44 = 'v0.44.0';
  const WORDS44 = registryWordsFile(TAG44);
  const { file, facts } = readFacts<RegistryFacts>(siteDir, TAG44, 'registry');
  const words = () => load(fs.readFileSync(path.join(siteDir, WORDS44), 'utf8')) as RegistryWords;
  const join = (w: RegistryWords, f: RegistryFacts = facts) => joinRegistry(f, w, { facts: file, words: WORDS44 });

  it("joins the release's facts with our words: every node keyed by file and pointer has words or a none entry", () => {
    const joined = join(words());
    expect(joined.map((j) => j.file).sort()).toEqual(Object.keys(facts.schemas!).sort());
    const server = joined.find((j) => j.file === 'server.schema.json')!.schema as {
      $id?: string;
      definitions: Record<string, { description?: string; allOf?: { properties?: Record<string, object> }[] }>;
    };
    expect(server.$id).toBeUndefined();
    expect(server.definitions.ServerDetail.description).toBeTruthy();
    // Fields inside an allOf branch are keyed too.
    expect(server.definitions.NamedArgument.allOf![1].properties!.name).toHaveProperty('description');
    const w = words();
    expect(Object.keys(w.words).length + w.none!.length).toBe(215);
  });

  it('fails naming file, pointer and both files when words go, or name a field or a none entry the release lacks', () => {
    const w = words();
    delete w.words['server.schema.json#/definitions/Package/properties/identifier'];
    delete w.words['publisher-provided.schema.json#/$defs/server_extensions'];
    w.words['skill.schema.json#/properties/made_up'] = { description: 'X.' };
    w.none!.push('plugin.schema.json#/$defs/nope');
    expect(() => join(w)).toThrow(
      [
        'Registry schema: facts and words do not match:',
        `  - server.schema.json#/definitions/Package/properties/identifier: no words in ${WORDS44} for this fact of ${file}`,
        `  - publisher-provided.schema.json#/$defs/server_extensions: no words in ${WORDS44} for this fact of ${file}`,
        `  - skill.schema.json#/properties/made_up: words in ${WORDS44}, but ${file} has no such fact`,
        `  - plugin.schema.json#/$defs/nope: a "none" entry in ${WORDS44}, but ${file} has no such fact`,
      ].join('\n'),
    );
  });

  it('fails naming file and pointer when the facts gain a field our words lack, or lose one they describe', () => {
    const changed = structuredClone(facts);
    const schemas = changed.schemas as Record<
      string,
      { $defs?: Record<string, { properties: Record<string, object> }> }
    >;
    schemas['publisher-provided.schema.json'].$defs!.oauth_config.properties.audience = { type: 'string' };
    delete schemas['skill.schema.json'].$defs!.skill_package.properties.digest;
    expect(() => join(words(), changed)).toThrow(
      [
        `  - publisher-provided.schema.json#/$defs/oauth_config/properties/audience: no words in ${WORDS44} for this fact of ${file}`,
        `  - skill.schema.json#/$defs/skill_package/properties/digest: words in ${WORDS44}, but ${file} has no such fact`,
      ].join('\n'),
    );
  });

  it('refuses words that state a fact, and a $ref the pinned files cannot answer', () => {
    const w = words();
    w.words['upstream-registry.schema.json#/properties/version'] = {
      ...w.words['upstream-registry.schema.json#/properties/version'],
      pattern: '.*',
    };
    expect(() => join(w)).toThrow('upstream-registry.schema.json#/properties/version: "pattern" is not a word');
    const broken = structuredClone(facts);
    (
      broken.schemas!['upstream-registry.schema.json'] as {
        properties: { data: { properties: { servers: { items: { $ref: string } } } } };
      }
    ).properties.data.properties.servers.items.$ref = 'https://example.com/elsewhere.schema.json';
    expect(() => join(words(), broken)).toThrow(
      `upstream-registry.schema.json: $ref https://example.com/elsewhere.schema.json reaches none of the schemas in ${file}`,
    );
  });

  it('refuses to join several files through the single-schema entry point', () => {
    expect(() => joinRegistrySchema(facts, words(), { facts: file, words: WORDS44 })).toThrow(
      `${file}: the release has 5 registry schema files, not one`,
    );
  });
});

describe('reference:drift', () => {
  it('reports the rename, the changed default, the removed operation and the added field, with the lines that name them', async () => {
    const report = await drift(OLD, NEW, path.join(FIXTURES, 'site'));
    const find = (key: string) => report.items.find((i) => i.key === key);
    expect(report.old.tag).toBe('v1.0.0');
    expect(report.new.tag).toBe('v1.1.0');
    expect(find('thv run --old-name')).toMatchObject({
      change: 'renamed',
      detail: expect.stringContaining('--new-name'),
      lines: ['docs/toolhive/guide.mdx:9'],
    });
    expect(find('thv run --proxy-mode')).toMatchObject({
      change: 'changed',
      detail: 'default: sse → streamable-http',
      lines: ['docs/toolhive/guide.mdx:6', 'docs/toolhive/guide.mdx:9'],
      defaultLines: ['docs/toolhive/guide.mdx:6'],
    });
    expect(find('DELETE /api/v1beta/workloads/{name}')).toMatchObject({
      change: 'removed',
      lines: ['docs/toolhive/guide.mdx:12'],
    });
    expect(find('MCPServer.spec.proxyPort')).toMatchObject({ change: 'added' });
    expect(
      report.items
        .filter((i) => i.change !== 'added')
        .map((i) => i.key)
        .sort(),
    ).toEqual(['DELETE /api/v1beta/workloads/{name}', 'thv run --old-name', 'thv run --proxy-mode'].sort());
    const markdown = renderReport(report);
    expect(markdown).toContain('# ToolHive reference drift: v1.0.0 → v1.1.0');
    expect(markdown).toContain('state the old default (sse): `docs/toolhive/guide.mdx:6`');
    expect(markdown).toContain('Hand-written lines that name a removed, renamed or changed item: **3** in 1 files');
  });

  it('reads committed facts as the old side', async () => {
    const report = await drift(
      path.join(siteDir, 'src/data/reference/v0.3.5'),
      path.join(siteDir, 'src/data/reference/v0.3.5'),
      path.join(FIXTURES, 'site'),
    );
    expect(report.items).toEqual([]);
  });
});
