import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The docs versions as they will be after the cut: v0.44.0 current, v0.3.5 frozen.
vi.mock('../../src/reference/releases', async (original) => ({
  ...(await original<typeof import('../../src/reference/releases')>()),
  docsReleases: () => [
    { version: 'current', tag: 'v0.44.0' },
    { version: 'v0.3.5', tag: 'v0.3.5' },
  ],
}));

import registrySchemaPlugin from '../../src/features/registry-schema';
import { generateRegistrySchemas } from '../../src/data/registry/join';
import { DOCS_RELEASES } from '../../src/contract';
import { specFileOf } from '../../src/reference/releases';

const repo = path.resolve(__dirname, '../..');
// A site folder of its own, so the plugin writes outside the worktree; it reads the repository's src/.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-plugin-'));
fs.symlinkSync(path.join(repo, 'src'), path.join(siteDir, 'src'));
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('registry-schema plugin across docs versions', () => {
  it('writes the current version’s five schema files side by side, and the frozen version’s one legacy file', () => {
    registrySchemaPlugin({ siteDir } as LoadContext);
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    // Each version's files sit where specFileOf puts them: the default version's at /api-specs/, another's below its path.
    const current = DOCS_RELEASES.find((r) => r.tag === 'v0.44.0')!;
    const frozen = DOCS_RELEASES.find((r) => r.tag === 'v0.3.5')!;
    expect(fs.readdirSync(path.join(siteDir, path.dirname(specFileOf(current, 'registry/x')))).sort()).toEqual([
      'plugin.schema.json',
      'publisher-provided.schema.json',
      'server.schema.json',
      'skill.schema.json',
      'upstream-registry.schema.json',
    ]);
    for (const { name, schema } of generateRegistrySchemas(repo, 'v0.44.0'))
      expect(read(specFileOf(current, name))).toEqual(schema);
    expect(read(specFileOf(frozen, 'toolhive-registry-schema.json'))).toEqual(
      generateRegistrySchemas(repo, 'v0.3.5')[0].schema,
    );
    expect(fs.existsSync(path.join(siteDir, specFileOf(current, 'toolhive-registry-schema.json')))).toBe(false);
  });
});

describe('registry-schema plugin and the bundler cache', () => {
  // The page's remark plugin reads these with fs, so no compiled module depends on them.
  const read = (tag: string) =>
    ['words.yaml', 'sample-registry.json'].map((name) => path.join(siteDir, 'src/data/registry', tag, name));
  const configure = (config: object) => {
    const plugin = registrySchemaPlugin({ siteDir } as LoadContext);
    return (plugin.configureWebpack as (config: object, isServer: boolean) => Record<string, unknown>)(config, true);
  };

  it('makes a persistent cache depend on each version’s words, facts and sample registry', () => {
    const rspack = configure({ experiments: { cache: { type: 'persistent', buildDependencies: [] } } });
    const files = (rspack.experiments as { cache: { buildDependencies: string[] } }).cache.buildDependencies;
    for (const tag of ['v0.44.0', 'v0.3.5']) {
      expect(files).toEqual(
        expect.arrayContaining([...read(tag), path.join(siteDir, 'src/data/reference', tag, 'registry.json')]),
      );
    }
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    const webpack = configure({ cache: { type: 'filesystem' } });
    expect((webpack.cache as { buildDependencies: { data: string[] } }).buildDependencies.data).toEqual(files);
  });

  it('adds no cache settings to a build that has no persistent cache', () => {
    const config = configure({});
    expect(config.experiments).toBeUndefined();
    expect(config.cache).toBeUndefined();
  });
});
