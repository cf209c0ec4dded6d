import fs from 'node:fs';
import path from 'node:path';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, LoadedVersion, PluginOptions, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { CARD_DESCRIPTIONS } from './context';

type Sidebars = LoadedVersion['sidebars'];
type SidebarItem = Sidebars[string][number];

/** The doc fields this plugin reads; a loaded doc has them all. */
export interface CardDoc {
  id: string;
  source: string;
  description: string;
}

/** Card descriptions by the id of the doc that shows the cards, then by the card's doc id. */
export type CardDescriptions = Map<string, Record<string, string>>;

/**
 * The descriptions each page's doc cards show. A category's index doc that
 * renders `DocCardList` shows a card per item of the category (theme-classic's
 * DocCard takes a doc link's description from its doc); every other page shows
 * none. A category linking to a generated index fails: that page is no doc.
 */
export function cardDescriptions(
  sidebars: Sidebars,
  docs: CardDoc[],
  showsCards: (doc: CardDoc) => boolean,
): CardDescriptions {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const pages: CardDescriptions = new Map();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index')
        throw new Error(
          `src/features/doc-cards: category "${item.label}" links to a generated index, ` +
            'whose cards would show no descriptions. Give the category an index doc instead.',
        );
      const page = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
      if (page && showsCards(page)) {
        const cards = pages.get(page.id) ?? {};
        for (const child of item.items) {
          const doc = child.type === 'doc' || child.type === 'ref' ? byId.get(child.id) : undefined;
          if (doc?.description) cards[doc.id] = doc.description;
        }
        pages.set(page.id, cards);
      }
      walk(item.items);
    }
  };
  Object.values(sidebars).forEach(walk);
  return pages;
}

/** Routes that carry a docs version's metadata (`props.version`), the docs plugin's version routes. */
function versionRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) =>
    (route.props?.version as PropVersionMetadata | undefined)?.docs ? [route] : versionRoutes(route.routes ?? []),
  );
}

const PLUGIN = 'src/features/doc-cards/plugin.ts';

/** The docs plugin's global data without each doc's sidebar, which no navbar item of the site reads. */
export function withoutDocSidebars(data: GlobalPluginData): GlobalPluginData {
  if (!Array.isArray(data?.versions) || !data.versions.every((version) => Array.isArray(version.docs)))
    throw new Error(`${PLUGIN}: the docs plugin's global data has no versions with docs; it changed its shape`);
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.map(({ id, path, unlisted }) => ({ id, path, ...(unlisted && { unlisted }) })),
    })),
  };
}

/**
 * The theme's `doc` and `docSidebar` navbar items mark themselves active by
 * the current doc's sidebar in the global data, which withoutDocSidebars drops.
 */
function refuseNavbarItemsReadingDocSidebars(themeConfig: { navbar?: { items?: unknown[] } }): void {
  const walk = (items: unknown[] = []): void => {
    for (const item of items as { type?: string; items?: unknown[] }[]) {
      if (item.type === 'doc' || item.type === 'docSidebar')
        throw new Error(
          `${PLUGIN}: the navbar has a "${item.type}" item, which needs each doc's sidebar in the global data; ` +
            'use a "custom-docLink" item (src/theme/NavbarItem) or stop dropping the sidebars',
        );
      walk(item.items);
    }
  };
  walk(themeConfig.navbar?.items);
}

/**
 * Docusaurus's docs plugin with two changes to what it hands the browser.
 *
 * The version metadata that each doc page of a version loads lists every doc
 * of the version (id, title, description, sidebar), and in the browser only
 * theme-classic's DocCard reads that list, for a card's description: 330
 * entries, about 14 KB gzipped of descriptions and 5.5 KB of the rest, on
 * every page of the current docs. This wrapper drops the list and adds, to the
 * metadata of each page that shows cards (which that page's own chunk
 * carries), its cards' descriptions; src/theme/DocItem and src/theme/DocCard
 * hand them to the cards. Docs keep their descriptions: meta tags, search and
 * llms.txt read them from the docs' own metadata.
 *
 * The global data every page loads names, for each doc of every version, its
 * sidebar; only the theme's `doc` and `docSidebar` navbar items read it, and
 * the site has none (withoutDocSidebars).
 */
export default async function docsPluginWithCardDescriptions(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  refuseNavbarItemsReadingDocSidebars(context.siteConfig.themeConfig);
  const plugin = await docsPlugin(context, options);
  const showsCards = (doc: CardDoc) =>
    /\bDocCardList\b/.test(fs.readFileSync(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8'));
  return {
    ...plugin,
    async contentLoaded(args) {
      const { content, actions } = args;
      // The docs that show cards, each with its cards' descriptions, across the versions.
      const cardPages = new Map<CardDoc, Record<string, string>>();
      for (const version of content.loadedVersions) {
        const pages = cardDescriptions(version.sidebars, version.docs, showsCards);
        for (const doc of version.docs) if (pages.has(doc.id)) cardPages.set(doc, pages.get(doc.id)!);
      }
      // The docs plugin writes each doc's metadata, which the doc's MDX module exports, with createData.
      const written = new Set<CardDoc>();
      const routes: RouteConfig[] = [];
      await plugin.contentLoaded!({
        ...args,
        actions: {
          ...actions,
          setGlobalData: (data) => actions.setGlobalData(withoutDocSidebars(data as GlobalPluginData)),
          addRoute: (route) => routes.push(route),
          createData: (name, data) => {
            const cards = typeof data === 'object' ? cardPages.get(data as CardDoc) : undefined;
            if (!cards) return actions.createData(name, data);
            written.add(data as CardDoc);
            return actions.createData(name, { ...(data as object), [CARD_DESCRIPTIONS]: cards });
          },
        },
      });
      const versions = versionRoutes(routes);
      if (versions.length !== content.loadedVersions.length || written.size !== cardPages.size)
        throw new Error(
          `${PLUGIN}: found ${versions.length} routes with a docs version's metadata (props.version) for ` +
            `${content.loadedVersions.length} versions, and wrote the metadata of ${written.size} of the ` +
            `${cardPages.size} docs that show cards; @docusaurus/plugin-content-docs changed how it hands them over`,
        );
      for (const route of versions) (route.props!.version as PropVersionMetadata).docs = {};
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}

docsPluginWithCardDescriptions.validateOptions = validateOptions;
