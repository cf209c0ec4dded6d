import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_VERSION, DOCS_RELEASES, tagOfDocsVersion } from '../../src/contract';
import { clientsOf } from '../../src/data/clients';
import { readSampleRegistry, registryOf } from '../../src/data/registry';
import { PARTS } from '../../src/reference/facts';
import {
  docsVersionRoute,
  factsFile,
  releaseOfDocFile,
  sampleRegistryFile,
  wordsFile,
} from '../../src/reference/releases';

const siteDir = path.resolve(__dirname, '../..');
const frozen: string[] = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

describe('docs versions and the releases they document', () => {
  it('are the current docs and every frozen version of versions.json, each named after its release', () => {
    expect(DOCS_RELEASES.map((r) => r.version)).toEqual(['current', ...frozen]);
    const current = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/reference/current.json'), 'utf8'));
    expect(tagOfDocsVersion('current')).toBe(current.tag);
    for (const version of frozen) expect(tagOfDocsVersion(version)).toBe(version);
    expect(() => tagOfDocsVersion('v9.9.9')).toThrow(/No docs version "v9\.9\.9"/);
  });

  it.each(DOCS_RELEASES)('$version ($tag) has facts, words, a sample registry and client data', ({ tag }) => {
    for (const part of PARTS) expect(fs.existsSync(path.join(siteDir, factsFile(tag, part))), part).toBe(true);
    for (const [ref, name] of [
      ['cli', 'commands.yaml'],
      ['api', 'words.yaml'],
      ['api', 'overrides.yaml'],
      ['crds', 'words.yaml'],
      ['crds', 'intro.mdx'],
      ['registry', 'words.yaml'],
    ] as const)
      expect(fs.existsSync(path.join(siteDir, wordsFile(ref, tag, name))), `${ref}/${name}`).toBe(true);
    const sample = sampleRegistryFile(tag);
    expect(registryOf(tag).servers).toEqual(
      readSampleRegistry(JSON.parse(fs.readFileSync(path.join(siteDir, sample), 'utf8')), sample).servers,
    );
    expect(clientsOf(tag).autoClients.length).toBeGreaterThan(0);
  });

  it('reads the docs version of a page from where its source file sits', () => {
    expect(releaseOfDocFile(path.join(siteDir, 'docs/toolhive/faq.mdx')).version).toBe('current');
    for (const version of frozen)
      expect(releaseOfDocFile(`${siteDir}/versioned_docs/version-${version}/toolhive/faq.mdx`).tag).toBe(version);
    expect(() => releaseOfDocFile('/site/versioned_docs/version-v9.9.9/toolhive/faq.mdx')).toThrow(
      /version-v9\.9\.9\/toolhive\/faq\.mdx: in the folder of docs version "v9\.9\.9", which versions\.json does not list/,
    );
  });

  it('serves the default version at the root, the current docs under /next until they are the default, a frozen version below its name', () => {
    const routes = Object.fromEntries(DOCS_RELEASES.map((r) => [r.version, docsVersionRoute(r)]));
    expect(routes[DEFAULT_DOCS_VERSION]).toBe('');
    for (const [version, route] of Object.entries(routes))
      if (version !== DEFAULT_DOCS_VERSION) expect(route).toBe(version === 'current' ? '/next' : `/${version}`);
  });

  it('refuses release data for a release the site has none for', () => {
    expect(() => registryOf('v9.9.9')).toThrow(/src\/data\/registry\/v9\.9\.9\/sample-registry\.json/);
    expect(() => clientsOf('v9.9.9')).toThrow(/src\/data\/clients\/v9\.9\.9\.ts/);
  });
});
