import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCli, goString } from '../../src/reference/cli';
import { drift } from '../../src/reference/drift';
import { readRelease } from '../../src/reference/facts';
import { resolveCore, resolveRegistryRef, type RegistryFacts } from '../../src/reference/registry';
import { sync } from '../../src/reference/sync';

/**
 * The parts of the sync that later releases need (tests/fixtures/reference,
 * no network): deprecated commands and aliases that cobra's pages leave out,
 * and registry schemas read from a toolhive-core tree at the pinned version.
 */
const siteDir = path.resolve(__dirname, '../..');
const FIXTURES = path.join(siteDir, 'tests/fixtures/reference');
const LEGACY = path.join(FIXTURES, 'toolhive-v1.0.0');
const RELEASE = path.join(FIXTURES, 'toolhive-v1.2.0');
const CORE = path.join(FIXTURES, 'toolhive-core-v0.0.2');
const COMMIT = 'a'.repeat(40);
const CORE_COMMIT = 'b'.repeat(40);

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
/** A copy of a fixture tree in a fresh folder named `name`, for a test to alter. */
const copyOf = (tree: string, name: string) => {
  const to = path.join(tmp('ref-'), name);
  fs.cpSync(tree, to, { recursive: true });
  return to;
};
const syncRelease = (extra: string[], release = RELEASE) => {
  const out = tmp('facts-');
  sync([release, '--commit', COMMIT, '--out', out, '--no-current', ...extra], siteDir);
  return readRelease(path.join(out, path.basename(release).replace('toolhive-', '')));
};

describe('deprecated commands and aliases', () => {
  const cli = extractCli(RELEASE);
  const command = (p: string) => cli.commands.find((c) => c.path === p);

  it('records a deprecated command cobra writes no page for, with its notice and the error every run returns', () => {
    expect(command('thv group run')).toEqual({
      path: 'thv group run',
      args: '[group-name]',
      deprecated: true,
      deprecatedMessage: "NOTICE_ONE use 'thv group create' and `thv run --group` instead",
      alwaysFails: "FAILS_ONE use 'thv run --group <name>' (100% of runs)",
      flags: [],
    });
    // Its last word is a page's command: the deprecated literal must not be taken for `thv run`.
    expect(command('thv run')).toEqual({
      path: 'thv run',
      usage: 'thv run [flags] SERVER',
      args: 'SERVER',
      flags: [{ name: 'group', type: 'string', default: 'default' }],
    });
  });

  it('reads a stub in a named function and a raw notice, and records no failure for a command that still works', () => {
    expect(command('thv group import')).toMatchObject({
      deprecatedMessage: 'NOTICE_TWO "raw"',
      alwaysFails: 'FAILS_TWO',
    });
    expect(command('thv group sync')).toMatchObject({ deprecated: true, deprecatedMessage: 'NOTICE_THREE' });
    expect(command('thv group sync')!.alwaysFails).toBeUndefined();
  });

  it('keeps aliases and no help text', () => {
    expect(command('thv start')!.aliases).toEqual(['restart']);
    expect(command('thv restart')).toBeUndefined();
    expect(JSON.stringify(cli)).not.toContain('SENTINEL_PROSE');
  });

  it('fails naming the file when a deprecated command is added to no known command', () => {
    const tree = copyOf(RELEASE, 'toolhive-v1.2.0');
    const file = path.join(tree, 'cmd/thv/app/group.go');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('groupRunCmd, ', ''));
    expect(() => extractCli(tree)).toThrow(
      'cmd/thv/app/group.go: cannot tell which command the deprecated command "run" is added to',
    );
  });

  it('reads Go string expressions as the compiler does', () => {
    expect(goString('"a\\"b" +\n\t\t"\\tc\\u00e9"')).toEqual({ value: 'a"b\tcé', end: 22 });
    expect(goString('`x\\n` + "y",')?.value).toBe('x\\ny');
    expect(goString('someVar')).toBeUndefined();
  });
});

describe('deprecated CRD versions', () => {
  it('marks a version the manifest deprecates, with the warning clients get, and no other', () => {
    const kind = syncRelease(['--core', CORE, '--core-commit', CORE_COMMIT]).crds!.kinds[0];
    expect(kind.versions.map(({ fields, ...v }) => ({ ...v, fields: fields.map((f) => f.path) }))).toEqual([
      {
        name: 'v1alpha1',
        served: true,
        storage: false,
        deprecated: true,
        deprecationWarning: 'WARNING_ONE',
        fields: ['spec', 'spec.description'],
      },
      { name: 'v1beta1', served: true, storage: true, fields: ['spec', 'spec.description'] },
    ]);
  });
});

describe('registry schemas from toolhive-core', () => {
  const core = ['--core', CORE, '--core-commit', CORE_COMMIT];

  it('keeps every schema of the pinned tree by file name, prose stripped, and names the tree in the facts', () => {
    const { registry, source } = syncRelease(core);
    expect(source).toEqual({ repo: 'stacklok/toolhive', tag: 'v1.2.0', commit: COMMIT });
    expect(registry.core).toEqual({ repo: 'stacklok/toolhive-core', tag: 'v0.0.2', commit: CORE_COMMIT });
    expect(registry.schemaDir).toBe('registry/types/data');
    expect(registry.schema).toBeUndefined();
    const schemas = registry.schemas as Record<string, Record<string, unknown>>;
    expect(Object.keys(schemas)).toEqual(['server.schema.json', 'skill.schema.json', 'upstream-registry.schema.json']);
    expect(JSON.stringify(registry)).not.toContain('SENTINEL_PROSE');
    const detail = (schemas['server.schema.json'].definitions as Record<string, { properties: object }>).ServerDetail;
    // A field called `description` is a name, not prose.
    expect(detail.properties).toEqual({
      name: { type: 'string', maxLength: 200 },
      description: { type: 'string' },
      repository: { $ref: '#/definitions/Repository' },
    });
    expect(schemas['upstream-registry.schema.json'].$id).toBe(
      'https://example.test/core/main/upstream-registry.schema.json',
    );
  });

  it("resolves each $ref to a pinned copy: by $id, relative to the file's $id, or inside the file", () => {
    const schemas = syncRelease(core).registry.schemas!;
    const from = 'upstream-registry.schema.json';
    expect(resolveRegistryRef(schemas, from, 'https://example.test/mcp/server.schema.json')).toMatchObject({
      file: 'server.schema.json',
      pointer: '#',
    });
    expect(resolveRegistryRef(schemas, from, 'skill.schema.json#/$defs/skill')).toEqual({
      file: 'skill.schema.json',
      pointer: '#/$defs/skill',
      node: { type: 'object', properties: { name: { type: 'string', pattern: '^[a-z]+$' } } },
    });
    expect(resolveRegistryRef(schemas, 'server.schema.json', '#/definitions/Repository')?.file).toBe(
      'server.schema.json',
    );
    expect(resolveRegistryRef(schemas, from, '#/definitions/Nothing')).toBeUndefined();
    expect(resolveRegistryRef(schemas, from, 'https://example.test/elsewhere.schema.json')).toBeUndefined();
  });

  it('fails naming the file and the $ref when a $ref reaches no pinned schema', () => {
    const tree = copyOf(CORE, 'toolhive-core-v0.0.2');
    const file = path.join(tree, 'registry/types/data/skill.schema.json');
    fs.rmSync(file);
    expect(() => syncRelease(['--core', tree, '--core-commit', CORE_COMMIT])).toThrow(
      `${path.join(tree, 'registry/types/data/upstream-registry.schema.json')}: $ref skill.schema.json#/$defs/skill reaches none of the pinned schemas`,
    );
  });

  it('fails naming both versions when the tree is not the version the release pins', () => {
    const older = copyOf(CORE, 'toolhive-core-v0.0.1');
    expect(() => syncRelease(['--core', older, '--core-commit', CORE_COMMIT])).toThrow(
      `${path.join(RELEASE, 'go.mod')} pins github.com/stacklok/toolhive-core v0.0.2, but the --core tree ${older} is v0.0.1`,
    );
    expect(() => syncRelease([...core, '--core-tag', 'v0.0.3'])).toThrow(
      /pins .* v0\.0\.2, but the --core tree .* is v0\.0\.3/,
    );
  });

  it('with a toolhive-core clone, fails when the tree does not hold what the tag holds', () => {
    const clone = tmp('core-clone-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', clone, ...args], {
        stdio: 'pipe',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    git('init', '-q');
    fs.cpSync(CORE, clone, { recursive: true });
    git('add', '.');
    git('commit', '-q', '-m', 'fixture');
    git('tag', 'v0.0.2');
    const tagged = git('rev-parse', 'HEAD').toString().trim();
    expect(resolveCore(CORE, { mirror: clone }).source).toEqual({
      repo: 'stacklok/toolhive-core',
      tag: 'v0.0.2',
      commit: tagged,
    });
    const edited = copyOf(CORE, 'toolhive-core-v0.0.2');
    const file = path.join(edited, 'registry/types/data/skill.schema.json');
    fs.appendFileSync(file, '\n');
    expect(() => resolveCore(edited, { mirror: clone })).toThrow(
      `${file}: differs from toolhive-core v0.0.2 (${clone}); the tree is not at the tag it names`,
    );
  });

  it('refuses to sync a release that pins toolhive-core without --core, and --core for one with its own schema', () => {
    expect(() => syncRelease([])).toThrow(
      'v1.2.0 ships no registry schema and its go.mod pins github.com/stacklok/toolhive-core v0.0.2; pass --core',
    );
    expect(() => syncRelease(core, LEGACY)).toThrow(
      'pkg/registry/data/schema.json: the release ships its own registry schema; --core is only for',
    );
    expect(() => syncRelease(['--core-tag', 'v0.0.2'])).toThrow('pass --core too');
    expect(() => syncRelease(['--cor', CORE])).toThrow(/Unknown option '--cor'[\s\S]*usage: reference:sync/);
  });

  it('still reads the legacy schema of a release that ships one', () => {
    const { registry } = syncRelease([], LEGACY);
    expect(registry).toMatchObject({ file: 'pkg/registry/data/schema.json', schema: { required: ['servers'] } });
    expect(registry.core).toBeUndefined();
  });
});

describe('reference:drift across registry formats', () => {
  it('reports the legacy format gone and the fields of the toolhive-core schemas as added', async () => {
    const out = tmp('facts-');
    sync(
      [RELEASE, '--commit', COMMIT, '--out', out, '--no-current', '--core', CORE, '--core-commit', CORE_COMMIT],
      siteDir,
    );
    const report = await drift(LEGACY, path.join(out, 'v1.2.0'), path.join(FIXTURES, 'site'));
    const registry = report.items.filter((i) => i.area === 'Registry');
    expect(registry.find((i) => i.change === 'removed')).toMatchObject({
      key: 'registry schema',
      detail: expect.stringContaining(
        'server.schema.json, skill.schema.json, upstream-registry.schema.json from stacklok/toolhive-core v0.0.2',
      ),
    });
    expect(registry.filter((i) => i.change === 'added').map((i) => i.key)).toEqual(
      expect.arrayContaining([
        'registry upstream-registry.schema.json data.servers',
        'registry server.schema.json repository.url',
        // Only another file points at this definition, so it is listed under its own name.
        'registry skill.schema.json $defs/skill.name',
      ]),
    );
  });

  it('runs on the committed facts of v0.3.5 and v0.44.0', async () => {
    const facts = path.join(siteDir, 'src/data/reference');
    const report = await drift(path.join(facts, 'v0.3.5'), path.join(facts, 'v0.44.0'), path.join(FIXTURES, 'site'));
    const find = (key: string) => report.items.find((i) => i.key === key);
    expect(find('thv group run')).toMatchObject({
      change: 'removed',
      detail: 'command deprecated and left out of help; every run fails',
    });
    expect(find('thv restart')).toMatchObject({ change: 'renamed' });
    expect(find('registry schema')?.detail).toContain('stacklok/toolhive-core v0.0.38');
    expect((readRelease(path.join(facts, 'v0.44.0')).registry as RegistryFacts).core?.tag).toBe('v0.0.38');
  });
});
