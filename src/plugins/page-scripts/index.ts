import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { htmlFiles } from '../../lib/htmlFiles';
import { readRoutesChunkNames } from '../../lib/readRoutesChunkNames';
import { chunkNamesIn } from '../../lib/routeChunkNames';
import { withStylesheet } from '../../lib/withStylesheet';

/**
 * Runs the page's scripts once its first contentful paint is on screen. The
 * script list is the element's `data-page-scripts` attribute, so this source
 * is the same on every page and the CSP needs one hash for it. `async = false`
 * keeps the list's order: the route chunks install before main starts the app.
 * A hidden page (a background tab, a prerender) does not paint, so it runs
 * them at once; the timer covers a window that never paints while visible.
 */
export const PAGE_SCRIPT_LOADER = `!function(){var sources=document.currentScript.getAttribute("data-page-scripts").split(" "),started=!1;function run(){started||(started=!0,sources.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=!1;document.head.appendChild(script)}))}try{if("hidden"===document.visibilityState||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list){list.getEntriesByName("first-contentful-paint").length&&setTimeout(run,0)}).observe({type:"paint",buffered:!0});setTimeout(run,3000)}catch(e){run()}}()`;

export interface ChunkFiles {
  js: string[];
  css: string[];
}

type KeyedRoute = RouteConfig & { component: string | null; routes?: KeyedRoute[] };

/**
 * The route table of `.docusaurus/routes.js`, with each route's component
 * replaced by its key in `routesChunkNames.json` (path, "-", hash), which is
 * what the client looks its chunks up by.
 */
export function readRouteTable(routesSource: string): KeyedRoute[] {
  // The file is code (it calls ComponentCreator per route), written by
  // Docusaurus for this build, so evaluating it with a stand-in for that one
  // call is the faithful way to read it.
  const body = routesSource.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const keyOf = (routePath: string, hash?: string): string | null => (hash ? `${routePath}-${hash}` : null);
  const table: unknown = new Function('ComponentCreator', 'React', body)(keyOf, {});
  if (!Array.isArray(table)) throw new Error('page-scripts: .docusaurus/routes.js did not export a route list');
  return table as KeyedRoute[];
}

/**
 * The chunks the client preloads before it hydrates `pathname`: every route
 * react-router-config matches, outermost first, as Docusaurus' `preload` does.
 */
export function chunkNamesForPath(
  table: KeyedRoute[],
  chunkNamesByKey: Record<string, unknown>,
  pathname: string,
): string[] {
  return matchRoutes(table, pathname).flatMap(({ route }) => {
    const key = (route as KeyedRoute).component;
    return key ? chunkNamesIn(chunkNamesByKey[key]) : [];
  });
}

/** The URL path a built HTML file is served at, as the client sees it. */
export function pathnameOf(outDir: string, file: string, baseUrl: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return baseUrl;
  return baseUrl + (relative.endsWith('/index.html') ? relative.slice(0, -'/index.html'.length) : relative);
}

const ENTRY_SCRIPT = /<script src=("?)([^"\s>]+)\1 defer><\/script>/g;

/**
 * Rewrites one page: Docusaurus' deferred entry scripts become low-priority
 * preloads (they download while the page parses), the route's stylesheets
 * join the head, and the loader at the end of the body runs the entry
 * scripts with the route's chunks listed before the last of them.
 */
export function rewritePage(html: string, route: ChunkFiles, file: string): string {
  const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[2]);
  if (entry.length === 0) throw new Error(`page-scripts: ${file} has no deferred entry script to rewrite`);
  if (!html.includes('</body>')) throw new Error(`page-scripts: ${file} has no </body>`);
  const preloads = entry.map((src) => `<link rel=preload href=${src} as=script fetchpriority=low>`).join('');
  const withPreloads = html.replace(ENTRY_SCRIPT, '').replace('</head>', `${preloads}</head>`);
  // Each goes right after the site-wide stylesheet, so linking them last to
  // first leaves them in the route's order.
  const rewritten = route.css
    .filter((href) => !withPreloads.includes(href))
    .reduceRight((page, href) => withStylesheet(page, href), withPreloads);
  const routeScripts = route.js.filter((src) => !entry.includes(src));
  const sources = [...entry.slice(0, -1), ...routeScripts, ...entry.slice(-1)];
  return rewritten.replace(
    '</body>',
    `<script data-page-scripts="${sources.join(' ')}">${PAGE_SCRIPT_LOADER}</script></body>`,
  );
}

/** The part of a webpack or Rspack compiler this plugin reads: its stats once a build is done. */
interface StatsSource {
  hooks: {
    done: {
      tap(
        name: string,
        onDone: (stats: { toJson(options: object): { namedChunkGroups?: NamedChunkGroups } }) => void,
      ): void;
    };
  };
}
type NamedChunkGroups = Record<string, { assets?: { name: string }[] }>;

/**
 * Docusaurus writes only `runtime~main` and `main` into a page, so the
 * browser learned the route's own chunks after running main: one more round
 * trip, and a script element per chunk created inside main's evaluation
 * (about 80 ms of the 210 ms task under a 4x CPU throttle on a guide). Each
 * page now names every script and stylesheet its route needs, and the
 * scripts run after the first contentful paint, so the paint never waits for
 * the 141 KB main bundle to evaluate.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
  let chunkGroups: Map<string, ChunkFiles> | undefined;
  return {
    name: 'page-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: StatsSource) {
              compiler.hooks.done.tap('page-scripts', (stats) => {
                const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
                chunkGroups = new Map(
                  Object.entries(namedChunkGroups).map(([name, group]) => {
                    const files = (group.assets ?? []).map((asset) => context.baseUrl + asset.name);
                    return [
                      name,
                      { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) },
                    ];
                  }),
                );
              });
            },
          },
        ],
      };
    },
    async postBuild({ outDir, baseUrl }) {
      if (!chunkGroups) throw new Error('page-scripts: the client bundle reported no chunk groups');
      const generated = context.generatedFilesDir;
      const table = readRouteTable(fs.readFileSync(path.join(generated, 'routes.js'), 'utf8'));
      const chunkNamesByKey = readRoutesChunkNames(generated);
      for (const file of await htmlFiles(outDir)) {
        const route: ChunkFiles = { js: [], css: [] };
        for (const name of chunkNamesForPath(table, chunkNamesByKey, pathnameOf(outDir, file, baseUrl))) {
          const group = chunkGroups.get(name);
          if (!group)
            throw new Error(`page-scripts: ${file} needs chunk "${name}", which the client bundle does not have`);
          route.js.push(...group.js.filter((f) => !route.js.includes(f)));
          route.css.push(...group.css.filter((f) => !route.css.includes(f)));
        }
        // Read and written in one synchronous step: openapi-theme rewrites the same files concurrently.
        fs.writeFileSync(file, rewritePage(fs.readFileSync(file, 'utf8'), route, file));
      }
    },
  };
}
