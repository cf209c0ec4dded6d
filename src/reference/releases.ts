import fs from 'node:fs';
import path from 'node:path';
import { DOCS_RELEASES, type DocsRelease } from '../contract';
import { FACTS_DIR, PARTS } from './facts';

type Part = (typeof PARTS)[number];
/** The references whose words are kept per release, each in `src/data/<reference>/<tag>/`. */
export type WordsReference = 'cli' | 'api' | 'crds' | 'registry';

export type { DocsRelease };

/**
 * Every docs version the site builds, with the release it documents: the
 * current docs (docs/) document the release in current.json, and each
 * frozen version in versions.json documents the release it is named after.
 */
export const docsReleases = (): DocsRelease[] => DOCS_RELEASES;

/** Where a docs version's pages live: `docs` or `versioned_docs/version-<name>`, as Docusaurus lays them out. */
export const docsDirOf = (release: DocsRelease): string =>
  release.version === 'current' ? 'docs' : `versioned_docs/version-${release.version}`;

/**
 * The route prefix of a docs version's pages: none for the current docs,
 * `/<name>` for a frozen version, as the docs plugin serves them once the
 * current docs are the last version (`lastVersion: 'current'`) and each
 * frozen version keeps the default path, its name. Pages that link across
 * versions build their links from it, so it must follow the versions config.
 */
export const docsVersionRoute = (release: DocsRelease): string =>
  release.version === 'current' ? '' : `/${release.version}`;

/** A file of our words for one release: `src/data/cli/v0.3.5/commands.yaml`. */
export const wordsFile = (reference: WordsReference, tag: string, name: string): string =>
  path.posix.join('src/data', reference, tag, name);

/** One reference's facts of one release, relative to the site root. */
export const factsFile = (tag: string, part: Part): string => path.posix.join(FACTS_DIR, tag, `${part}.json`);

/** Reads a release's facts of one reference; a missing or malformed file fails naming it. */
export function readFacts<T>(siteDir: string, tag: string, part: Part): { file: string; facts: T } {
  const file = factsFile(tag, part);
  try {
    return { file, facts: JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as T };
  } catch (error) {
    throw new Error(`${file}: cannot read the ${part} facts (run npm run reference:sync): ${(error as Error).message}`);
  }
}

/**
 * A file the build writes for a docs version under api-specs/ and serves at
 * the same path: `api-specs/toolhive-api.yaml` for the current docs,
 * `api-specs/v0.3.5/toolhive-api.yaml` for a frozen version.
 */
export const specFileOf = (release: DocsRelease, name: string): string =>
  release.version === 'current' ? `api-specs/${name}` : `api-specs/${release.version}/${name}`;

/** The docs version a page's source file belongs to, from where it sits: `versioned_docs/version-<name>/…` or `docs/…`. */
export function releaseOfDocFile(file: string): DocsRelease {
  const frozen = /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(file)?.[1];
  const release = DOCS_RELEASES.find((r) => r.version === (frozen ?? 'current'));
  if (!release)
    throw new Error(`${file}: in the folder of docs version "${frozen}", which versions.json does not list`);
  return release;
}

/** The sample registry the MCP server guides of a release render (src/data/registry/<tag>/sample-registry.json). */
export const sampleRegistryFile = (tag: string): string => wordsFile('registry', tag, 'sample-registry.json');
