/**
 * Builds the local search index (DocSearch-shaped records) for the offline
 * search client in src/features/search/engine.
 * - `docusaurus build`: postBuild reads every rendered page from outDir, so
 *   generated pages (CLI, API) are indexed exactly as readers see them.
 * - `docusaurus start`: no HTML is written, so the index is built from the
 *   docs sources and served from the dev server at the same URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { createSlugger } from '@docusaurus/utils';
import { extractPage } from './indexer/extract';
import { mergeParts, splitIndex } from './engine/tiers';
import { ENGINE_DATA_FILE, engineDataFile } from './engine/engineData';
import { SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE, tagOfDocsVersion, thvCommandNames } from '../../contract';
import type { CliFacts } from '../../reference/cli';
import { readFacts } from '../../reference/releases';
import { filesBelow } from '../../lib/filesBelow';
import { attribute, find, parseHtml } from '../../lib/html';
import { sidebarDocIds } from '../../lib/sidebarDocs';
import { markdownToRecords } from './engine/markdown';
import type { PageRecords } from './engine/types';

/** A warning is printed when the gzipped core of an index is larger. */
const BUDGET_BYTES = 300 * 1024;

/** Writes a version's index in its two parts (engine/tiers.ts); the budget is the core's, which every search loads. */
async function writeIndex(
  dir: string,
  pages: PageRecords[],
  commands: string[],
  logPrefix: string,
  { engineData = false } = {},
) {
  const { core, reference } = splitIndex(pages, commands);
  const coreJson = JSON.stringify(core);
  const referenceJson = JSON.stringify(reference);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, SEARCH_INDEX_FILE), coreJson);
  await fs.writeFile(path.join(dir, SEARCH_REFERENCE_FILE), referenceJson);
  // For the MCP server (src/features/search/engine/engineData.ts); the dev server has no use for it.
  if (engineData)
    await fs.writeFile(
      path.join(dir, ENGINE_DATA_FILE),
      engineDataFile(mergeParts(core, reference), coreJson + referenceJson),
    );
  const kb = (json: string) => zlib.gzipSync(json, { level: 9 }).length / 1024;
  const records = pages.reduce((n, p) => n + p.sections.length, 0);
  const coreKb = kb(coreJson);
  const line =
    `${logPrefix} ${pages.length} pages, ${records} records; core ${coreKb.toFixed(1)} KB gzipped, ` +
    `reference part ${kb(referenceJson).toFixed(1)} KB gzipped`;
  if (coreKb * 1024 > BUDGET_BYTES)
    console.warn(`[WARNING] ${line}: the core is over the ${BUDGET_BYTES / 1024} KB budget`);
  else console.log(`[INFO] ${line}`);
}

/** A docs version as the index needs it: its name, its docsearch tag and the route it lives under. */
interface IndexedVersion {
  name: string;
  tag: string;
  path: string;
}

/**
 * Each docs version gets its own index, written under the version's path
 * (`/search-index.json` for the default version, `/v0.3.5/search-index.json`),
 * so a search, an answer or an MCP tool reads one version and scoring
 * statistics never mix versions. A page belongs to the version its
 * `docsearch:docusaurus_tag` names.
 */
function byVersion(pages: PageRecords[], versions: IndexedVersion[]): Map<IndexedVersion, PageRecords[]> {
  const groups = new Map(versions.map((v) => [v, [] as PageRecords[]]));
  const byTag = new Map(versions.map((v) => [v.tag, v]));
  for (const page of pages) {
    const tag = page.tags.find((t) => byTag.has(t));
    if (!tag) throw new Error(`search-index: ${page.path} names no docs version (tags: ${page.tags.join(', ')})`);
    groups.get(byTag.get(tag)!)!.push(page);
  }
  return groups;
}

/** `local`: build and serve the local index (hosted search needs none). */
export default function searchIndexPlugin(context: LoadContext, options: { local: boolean }): Plugin {
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  const isDev = process.env.NODE_ENV === 'development';
  // The index carries its release's command names, so the browser and the MCP server need not work them out.
  const commandsOf = (version: string) =>
    thvCommandNames(readFacts<CliFacts>(context.siteDir, tagOfDocsVersion(version), 'cli').facts);
  let versions: IndexedVersion[] = [];

  return {
    name: 'search-index',
    // The search page (SearchPage) wraps the Algolia theme's; the navbar's SearchBar is in src/theme (see there why).
    getThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({ allContent }) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      versions = Object.entries(docsPlugins).flatMap(([pluginId, docs]) =>
        docs.loadedVersions.map((v) => ({
          name: v.versionName,
          tag: `docs-${pluginId}-${v.versionName}`,
          path: v.path,
        })),
      );
      if (!options.local || !isDev) return;
      const pages: PageRecords[] = [];
      for (const [pluginId, docs] of Object.entries(docsPlugins)) {
        for (const version of docs.loadedVersions) {
          // Every doc below a top-level sidebar category is in that category.
          const categories = new Map<string, string>();
          for (const item of Object.values(version.sidebars).flat())
            if (item.type === 'category') for (const id of sidebarDocIds(item)) categories.set(id, item.label);
          for (const doc of version.docs) {
            const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
            const source = await fs.readFile(file, 'utf8').catch(() => '');
            const slugger = createSlugger();
            const page = markdownToRecords(
              {
                permalink: doc.permalink,
                title: doc.title,
                description: doc.description,
                lvl0: categories.get(doc.id) ?? doc.title,
                source,
                language: context.i18n.currentLocale,
                tag: `docs-${pluginId}-${version.versionName}`,
              },
              (t) => slugger.slug(t),
            );
            if (page) pages.push(page);
          }
        }
      }
      for (const [version, own] of byVersion(pages, versions))
        await writeIndex(
          path.join(devDir, version.path),
          own,
          commandsOf(version.name),
          `search-index (dev, from sources, ${version.name}):`,
        );
    },

    configureWebpack(_config, _isServer, { currentBundler }) {
      // The search bar picks its mode by this constant (src/theme/SearchBar), so a local build's
      // pages carry none of the hosted bar's code (./searchHosted.d.ts).
      const plugins = [new currentBundler.instance.DefinePlugin({ SEARCH_HOSTED: JSON.stringify(!options.local) })];
      if (!options.local || !isDev) return { plugins };
      // (webpack-dev-server's own types, which declare `devServer`, are not loaded here.)
      const devServer = { static: [{ directory: devDir, publicPath: context.baseUrl, watch: false }] };
      return { plugins, devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({ outDir, baseUrl }) {
      if (!options.local) return;
      const pages: PageRecords[] = [];
      for (const file of filesBelow(outDir, /\.html$/)) {
        const html = await fs.readFile(file, 'utf8');
        const document = parseHtml(html);
        const ogUrl = find(document, (e) => e.tagName === 'meta' && attribute(e, 'property') === 'og:url');
        const canonical = ogUrl && attribute(ogUrl, 'content');
        const rel = path.relative(outDir, file).split(path.sep).join('/');
        const route = canonical
          ? new URL(canonical).pathname
          : `${baseUrl}${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        const page = extractPage(document, route);
        if (page) pages.push(page);
      }
      for (const [version, own] of byVersion(pages, versions))
        await writeIndex(
          path.join(outDir, version.path),
          own,
          commandsOf(version.name),
          `search-index (${version.name}):`,
          {
            engineData: true,
          },
        );
    },
  };
}
