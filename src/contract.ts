/**
 * What the build, the browser and the docs MCP server share. The documented
 * ToolHive release is the tag `npm run reference:sync` recorded with the
 * facts (src/data/reference/current.json), so syncing a new release changes
 * every place that names the version: the docs version label, the
 * announcement bar, the registry metadata box, the CLI pages and the MCP
 * server.
 */
import current from './data/reference/current.json';
import frozenVersions from '../versions.json';

/**
 * The docs version served at the unprefixed routes (`/toolhive/...`): Docusaurus's
 * `lastVersion`. The current docs hold it; a frozen version is served under its
 * own name (`/v0.3.5/toolhive/...`).
 */
export const DEFAULT_DOCS_VERSION: string = 'current';
/** The ToolHive repository and commit the facts were read from. */
export const TOOLHIVE_SOURCE: { repo: string; tag: string; commit: string } = {
  repo: current.repo,
  tag: current.tag,
  commit: current.commit,
};

/**
 * A docs version and the ToolHive release it documents. The current docs
 * (`docs/`, Docusaurus's version `current`) document the release named in
 * current.json; each frozen version (`versioned_docs/version-<name>/`, listed
 * in versions.json) is named after the release tag it documents.
 */
export interface DocsRelease {
  /** The Docusaurus docs version: `current` or a frozen version's name. */
  version: string;
  /** The ToolHive release tag whose facts and words its pages show: `v0.3.5`. */
  tag: string;
}

/** Every docs version the site has, the current one first (the order of versions.json after it). */
export const DOCS_RELEASES: DocsRelease[] = [
  { version: 'current', tag: current.tag },
  ...(frozenVersions as string[]).map((version) => ({ version, tag: version })),
];

/** The release a docs version documents; an unknown version fails, naming it. */
export function tagOfDocsVersion(version: string): string {
  const release = DOCS_RELEASES.find((r) => r.version === version);
  if (!release) throw new Error(`No docs version "${version}": the site has ${DOCS_RELEASES.map((r) => r.version)}`);
  return release.tag;
}

/**
 * The route segment a docs version is served under: none for the default
 * version, `next` for the current docs while they are not the default yet,
 * the version's name for a frozen one (`/v0.3.5/toolhive/...`).
 */
export function docsVersionPath(version: string): string {
  if (version === DEFAULT_DOCS_VERSION) return '';
  return version === 'current' ? 'next' : version;
}

/** The release the default docs describe, as the pages write it: `v0.3.5`. */
export const TOOLHIVE_VERSION: string = tagOfDocsVersion(DEFAULT_DOCS_VERSION);

/** Where a site that has no SITE_URL says it lives: the address `npm run serve` uses. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The search index the build writes at the site's root, which the browser and the MCP server read. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** Its reference part beside it, which the browser loads only for a search that needs it (engine/tiers.ts). */
export const SEARCH_REFERENCE_FILE = 'search-index-reference.json';
/** The engine's saved term index beside it, for the MCP server only (the browser never loads it). */
export const SEARCH_ENGINE_FILE = 'search-engine.json';

/**
 * The `thv` command names (`thv run`, `thv config otel`), which the search
 * engine matches as one term each: every command below `thv` in the
 * documented release's CLI facts (src/data/reference/<tag>/cli.json). The
 * build reads the facts and writes the names into the search index; the
 * browser and the MCP server take them from there, so all three agree.
 */
export const thvCommandNames = (cli: { commands: { path: string }[] }): string[] =>
  cli.commands.map((c) => c.path).filter((p) => p.startsWith('thv '));

/** A page's Markdown twin: `/toolhive/faq` → `toolhive/faq.md`; `/toolhive/` → `toolhive.md`. */
export function markdownPathFor(permalink: string): string {
  return `${permalink.replace(/^\/|\/$/g, '') || 'index'}.md`;
}
