import fs from 'node:fs';
import path from 'node:path';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, LoadedVersion, PluginOptions, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
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

/**
 * Docusaurus's docs plugin with one change to what it hands the browser. It
 * puts every doc's description into the version metadata that each doc page
 * of the version loads, only so that doc cards can show them: 325 descriptions,
 * about 14 KB gzipped, on every page of the current docs. This wrapper empties
 * them there and adds, to the metadata of each page that shows cards (which
 * that page's own chunk carries), its cards' descriptions; src/theme/DocItem
 * and src/theme/DocCard hand them to the cards. Docs keep their descriptions:
 * meta tags, search and llms.txt read them from the docs' own metadata.
 */
export default async function docsPluginWithCardDescriptions(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
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
      for (const route of versions)
        for (const doc of Object.values((route.props!.version as PropVersionMetadata).docs)) doc.description = '';
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}

docsPluginWithCardDescriptions.validateOptions = validateOptions;
