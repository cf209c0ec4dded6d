import fs from 'node:fs';
import path from 'node:path';
import { DOCS_RELEASES, docsVersionPath, type DocsRelease } from '../contract';
import { FACTS_DIR, PARTS } from './facts';

type Part = (typeof PARTS)[number];
/** The references whose words are kept per release, each in `src/data/<reference>/<tag>/`. */
export type WordsReference = 'cli' | 'api' | 'crds' | 'registry';

export type { DocsRelease };

/**
 * The docs versions this build includes, with the release each documents:
 * every version, or those named in DOCS_VERSIONS (`current`, `v0.3.5`, comma
 * separated), the same list the docs plugin's `onlyIncludeVersions` gets, so
 * a quick build generates and checks only what it serves.
 */
export function docsReleases(env: NodeJS.ProcessEnv = process.env): DocsRelease[] {
  const wanted = env.DOCS_VERSIONS?.split(',').map((v) => v.trim());
  if (!wanted) return DOCS_RELEASES;
  const unknown = wanted.filter((v) => !DOCS_RELEASES.some((r) => r.version === v));
  if (unknown.length)
    throw new Error(
      `DOCS_VERSIONS names ${unknown.join(', ')}; the docs versions are ${DOCS_RELEASES.map((r) => r.version)}`,
    );
  return DOCS_RELEASES.filter((r) => wanted.includes(r.version));
}

/** Where a docs version's pages live: `docs` or `versioned_docs/version-<name>`, as Docusaurus lays them out. */
export const docsDirOf = (release: DocsRelease): string =>
  release.version === 'current' ? 'docs' : `versioned_docs/version-${release.version}`;

/**
 * The route prefix of a docs version's pages (`''`, `/next`, `/v0.3.5`), from
 * the same `docsVersionPath` the docs plugin's config takes its paths from.
 * Pages that link across versions build their links with it.
 */
export const docsVersionRoute = (release: DocsRelease): string =>
  docsVersionPath(release.version) ? `/${docsVersionPath(release.version)}` : '';

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
 * the same path, below the version's route segment: `api-specs/toolhive-api.yaml`
 * for the default version, `api-specs/next/toolhive-api.yaml` for another.
 */
export const specFileOf = (release: DocsRelease, name: string): string =>
  docsVersionPath(release.version) ? `api-specs/${docsVersionPath(release.version)}/${name}` : `api-specs/${name}`;

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
