/**
 * The docs as the MCP server sees them: the site's own search engine over
 * the built search index, and the Markdown twin that the llms-txt plugin
 * writes for every page. Nothing else is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENGINE_DATA_FILE, readIndex, savedEngineData } from '../features/search/engine/engineData';
import { commandNames, unpack } from '../features/search/engine/format';
import { createEngine, type Engine } from '../features/search/engine/engine';
import type { SearchRecord } from '../features/search/engine/types';
import { DEFAULT_SITE_URL, markdownPathFor, SEARCH_INDEX_FILE } from '../contract';

import { TOOLHIVE_VERSION } from '../contract';

/** The ToolHive release these docs describe, from the shared contract (docusaurus.config.ts uses the same). */
export { TOOLHIVE_VERSION };
/** The site's own default, as in docusaurus.config.ts; SITE_URL overrides both. */
export { DEFAULT_SITE_URL };
/** Written next to the index by `npm run mcp:pack`: the URL the packed build was made for. */
export const META_FILE = 'mcp-meta.json';

export interface Page {
  /** Site path as the index has it, e.g. `/toolhive/guides-cli/install` or `/toolhive/guides-cli/`. */
  path: string;
  title: string;
  description: string;
  /** Top-level sidebar section, e.g. `ToolHive CLI`; API operations are in the API overview's (`Reference`). */
  section: string;
  /** For an API operation, its tag (the index's lvl0 there, e.g. `Secrets`); otherwise null. */
  apiTag: string | null;
  /** The page's Markdown without front matter; it starts with `# <title>`. */
  markdown: string;
}

export interface Docs {
  engine: Engine;
  /** Pages in index order. */
  pages: Page[];
  /** Top-level sections in the order their first page appears. */
  sections: string[];
  /** API tags in the order their first operation appears. */
  apiTags: string[];
  siteUrl: string;
  version: string;
  /** Where this version's pages live: `/toolhive/` for the default docs version, `/v0.3.5/toolhive/` for a frozen one. */
  root: string;
  /** Finds a page by its path, with or without a trailing slash. */
  page(sitePath: string): Page | undefined;
  /** Absolute URL of a site path (with or without anchor). */
  url(sitePath: string): string;
  /** Heading records of a page, in page order. */
  headings(page: Page): SearchRecord[];
}

const FRONT_MATTER = /^---\ntitle: (".*")\ndescription: (".*")\n---\n\n/;

/** A path in some docs version, `/toolhive` or `/v0.3.5/toolhive`, then `/` or nothing; group 1 is the version's prefix. */
export const VERSION_ROOT = /^(?:\/([^/]+))?\/toolhive(?=\/|$)/;
// The API overview of any docs version: `/toolhive/reference/api/` or `/v0.3.5/toolhive/reference/api/`.
const API_UNDER_VERSION = new RegExp(`${VERSION_ROOT.source}\\/reference\\/api\\/`);

export const pageKey = (sitePath: string) => sitePath.replace(/\/+$/, '') || '/';

function readFrontMatter(file: string, text: string) {
  const m = FRONT_MATTER.exec(text);
  if (!m) throw new Error(`${file}: expected front matter with a title and a description`);
  return { title: JSON.parse(m[1]) as string, description: JSON.parse(m[2]) as string, body: text.slice(m[0].length) };
}

/** The release a package's docs describe (its meta file); a site build serves its default version's. */
function readRelease(dataDir: string): string {
  const metaFile = path.join(dataDir, META_FILE);
  if (!fs.existsSync(metaFile)) return TOOLHIVE_VERSION;
  return (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { release?: string }).release ?? TOOLHIVE_VERSION;
}

function readSiteUrl(dataDir: string, env: NodeJS.ProcessEnv): string {
  let url = env.SITE_URL;
  const metaFile = path.join(dataDir, META_FILE);
  if (!url && fs.existsSync(metaFile))
    url = (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { siteUrl?: string }).siteUrl;
  url ||= DEFAULT_SITE_URL;
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http(s)');
    return parsed.origin + parsed.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL; got ${JSON.stringify(url)}`);
  }
}

/** Loads the built docs from `dataDir` (a site build, or the data folder of the npm package). */
export function loadDocs(dataDir: string, env: NodeJS.ProcessEnv = process.env): Docs {
  const { whole: index, source } = readIndex(dataDir);
  // One package holds one docs version, so every page shares the first page's root.
  const root = `${VERSION_ROOT.exec(index.pages[0]?.[0] ?? '')?.[0] ?? '/toolhive'}/`;
  const stray = index.pages.find(([sitePath]) => !sitePath.startsWith(root));
  if (stray) {
    throw new Error(`${path.join(dataDir, SEARCH_INDEX_FILE)}: ${stray[0]} is not under ${root}, as the first page is`);
  }
  const dataFile = path.join(dataDir, ENGINE_DATA_FILE);
  const saved = savedEngineData(source, fs.existsSync(dataFile) ? fs.readFileSync(dataFile, 'utf8') : undefined);
  const engine = createEngine(unpack(index), commandNames(index), saved);
  const siteUrl = readSiteUrl(dataDir, env);

  const sectionOf = new Map<string, string>();
  const headingsOf = new Map<string, SearchRecord[]>();
  for (const r of engine.records) {
    const key = pageKey(r.url_without_anchor);
    if (!sectionOf.has(key)) sectionOf.set(key, r.hierarchy.lvl0 ?? 'Other pages');
    // Table rows and details blocks carry their section's anchor; only headings open a section.
    if (r.type !== 'content' && r.anchor && r.part === 'section') {
      const list = headingsOf.get(key) ?? [];
      list.push(r);
      headingsOf.set(key, list);
    }
  }

  const categoryOf = (sitePath: string) => sectionOf.get(pageKey(sitePath)) ?? 'Other pages';
  const pages: Page[] = index.pages.map(([sitePath]) => {
    const file = path.join(dataDir, markdownPathFor(sitePath));
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new Error(`${file}: missing Markdown twin of ${sitePath} (the llms-txt plugin writes it during the build)`);
    }
    const { title, description, body } = readFrontMatter(file, text);
    const overview = API_UNDER_VERSION.exec(sitePath)?.[0];
    const operation = overview !== undefined && pageKey(sitePath) !== pageKey(overview);
    return {
      path: sitePath,
      title,
      description,
      section: categoryOf(operation ? overview : sitePath),
      apiTag: operation ? categoryOf(sitePath) : null,
      markdown: body,
    };
  });
  const byKey = new Map(pages.map((p) => [pageKey(p.path), p]));
  const sections = [...new Set(pages.map((p) => p.section))];
  const apiTags = [...new Set(pages.flatMap((p) => (p.apiTag ? [p.apiTag] : [])))];

  return {
    engine,
    pages,
    sections,
    apiTags,
    siteUrl,
    version: readRelease(dataDir),
    root,
    page: (sitePath) => byKey.get(pageKey(sitePath)),
    url: (sitePath) => siteUrl + sitePath,
    headings: (page) => headingsOf.get(pageKey(page.path)) ?? [],
  };
}
