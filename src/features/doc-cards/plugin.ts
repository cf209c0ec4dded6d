import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  PluginOptions,
  PropSidebarItem,
  PropSidebars,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

/** The route module (and so the DocItem prop) that carries a page's card descriptions. */
export const CARD_DESCRIPTIONS = 'cardDescriptions';

/** The doc fields this plugin reads; a loaded doc has them all. */
export interface CardDoc {
  id: string;
  permalink: string;
  source: string;
  description: string;
}

/** Card descriptions by the permalink of the page that shows the cards, then by doc id. */
export type CardDescriptions = Map<string, Record<string, string>>;

/**
 * The descriptions each page's doc cards show. A category's page that renders
 * `DocCardList` shows a card per item of the category (theme-classic's
 * DocCard takes a link's description from its doc); every other page shows none.
 */
export function cardDescriptions(
  sidebars: PropSidebars,
  docs: CardDoc[],
  showsCards: (doc: CardDoc) => boolean,
): CardDescriptions {
  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc]));
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const pages: CardDescriptions = new Map();
  const walk = (items: PropSidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const page = item.href === undefined ? undefined : byPermalink.get(item.href);
      if (page && showsCards(page)) {
        const cards = pages.get(page.permalink) ?? {};
        for (const child of item.items) {
          const doc = child.type === 'link' && child.docId ? byId.get(child.docId) : undefined;
          if (doc?.description) cards[doc.id] = doc.description;
        }
        pages.set(page.permalink, cards);
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

const leaves = (route: RouteConfig): RouteConfig[] => (route.routes ? route.routes.flatMap(leaves) : [route]);

/**
 * Docusaurus's docs plugin with one change to what it hands the browser. It
 * puts every doc's description into the version metadata that each doc page
 * of the version loads, only so that doc cards can show them: 325 descriptions,
 * about 15 KB gzipped, on every page of the current docs. This wrapper empties
 * them there and gives each page that shows cards its cards' descriptions as a
 * route module (src/theme/DocItem passes them on, src/theme/DocCard reads
 * them). Docs keep their descriptions: meta tags, search and llms.txt read
 * the docs' own metadata, which this does not touch.
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
      const routes: RouteConfig[] = [];
      await plugin.contentLoaded!({ ...args, actions: { ...args.actions, addRoute: (route) => routes.push(route) } });
      const versions = versionRoutes(routes);
      if (versions.length !== args.content.loadedVersions.length)
        throw new Error(
          `src/features/doc-cards/plugin.ts: found ${versions.length} routes with a docs version's metadata (props.version) ` +
            `for ${args.content.loadedVersions.length} versions; @docusaurus/plugin-content-docs changed how it passes them`,
        );
      for (const route of versions) {
        const version = route.props!.version as PropVersionMetadata;
        const loaded = args.content.loadedVersions.find((v) => v.versionName === version.version)!;
        const pages = cardDescriptions(version.docsSidebars, loaded.docs, showsCards);
        for (const doc of Object.values(version.docs)) doc.description = '';
        for (const leaf of leaves(route)) {
          const cards = pages.get(leaf.path);
          if (!cards) continue;
          // A short name: the registry in the main chunk, which every page loads, names each module.
          const name = `cards-${createHash('sha256').update(leaf.path).digest('hex').slice(0, 8)}.json`;
          const file = await args.actions.createData(name, JSON.stringify(cards));
          // By the @generated alias, as Docusaurus names its own props modules, not by the build's absolute path.
          leaf.modules = {
            ...leaf.modules,
            [CARD_DESCRIPTIONS]: `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`,
          };
        }
      }
      routes.forEach((route) => args.actions.addRoute(route));
    },
  };
}

docsPluginWithCardDescriptions.validateOptions = validateOptions;
