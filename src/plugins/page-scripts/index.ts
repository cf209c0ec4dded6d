import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { htmlFiles } from '../../lib/htmlFiles';
import { API_DOCS_DIR } from '../api-reference/paths';
import { readRoutesChunkNames } from '../../lib/readRoutesChunkNames';
import { chunkNamesIn } from '../../lib/routeChunkNames';
import { withStylesheet } from '../../lib/withStylesheet';

/**
 * Runs the page's scripts. The script list is the element's
 * `data-page-scripts` attribute, so this source is the same on every page and
 * the CSP needs one hash for it. `async = false` keeps the list's order: the
 * route chunks install before main starts the app.
 *
 * By default the scripts run once the first contentful paint is on screen. A
 * hidden page (a background tab, a prerender) does not paint, so it runs them
 * at once; the timer covers a window that never paints while visible.
 *
 * With `data-run-on="input"` (doc pages) nothing is fetched until the reader's
 * first input: a key, a pointer press, a touch, a wheel turn, or the pointer
 * over a control or a code block (whose copy buttons come with hydration).
 * Links work as plain links meanwhile, except the skip link: its no-JS target
 * is the wrapper in front of the docs sidebar, while hydrated it focuses the
 * article, so it counts as a control. A click on a control, a search
 * shortcut, or a key the tabs handle (Enter, Left, Right) is held and
 * replayed once React has hydrated, so it acts as it would have on a
 * hydrated page. Keys go to whatever has focus when they are replayed, as
 * they would have: Right then Enter on a tab selects the next one. A disabled
 * control (the colour mode toggle is disabled until hydration) gets no click
 * event, so its pointer press is replayed as one.
 */
export const PAGE_SCRIPT_LOADER = `!function(){
var script=document.currentScript,sources=script.getAttribute("data-page-scripts").split(" "),started=!1;
function run(){started||(started=!0,sources.forEach(function(src){var element=document.createElement("script");element.src=src;element.async=!1;element.onerror=function(){document.documentElement.classList.remove("page-scripts-pending")};document.head.appendChild(element)}))}
if("input"!==script.getAttribute("data-run-on")){try{if("hidden"===document.visibilityState||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list){list.getEntriesByName("first-contentful-paint").length&&setTimeout(run,0)}).observe({type:"paint",buffered:!0});setTimeout(run,3000)}catch(e){run()}return}
var root=document.documentElement,controls="button,[role=button],[role=tab],summary,a[href=\\"#__docusaurus_skipToContent_fallback\\"]",held=[],intents=["pointerdown","touchstart","wheel","pointerover","keydown","click"];
function closest(event,selector){return event.target instanceof Element?event.target.closest(selector):null}
function hold(event,replay){event.preventDefault();event.stopImmediatePropagation();held.push(replay);root.classList.add("page-scripts-pending");run()}
function onInput(event){var control=closest(event,controls);
if("pointerover"===event.type)return void((control||closest(event,".theme-code-block"))&&run());
if("pointerdown"===event.type&&control&&control.disabled)held.push(function(){control.click()});
if("click"===event.type&&control)return void hold(event,function(){control.isConnected&&control.click()});
if("keydown"===event.type){var key=event.key,shortcut=("k"===key||"K"===key)&&(event.ctrlKey||event.metaKey)||"/"===key&&!closest(event,"input,textarea,select,[contenteditable]"),onTab=/^(Enter|ArrowLeft|ArrowRight)$/.test(key)&&closest(event,"[role=tab]");
if(shortcut||onTab){var init={key:key,code:event.code,ctrlKey:event.ctrlKey,metaKey:event.metaKey,shiftKey:event.shiftKey,altKey:event.altKey,bubbles:!0,cancelable:!0};return void hold(event,function(){(document.activeElement||document.body).dispatchEvent(new KeyboardEvent("keydown",init))})}}
run()}
intents.forEach(function(type){addEventListener(type,onInput,{capture:!0,passive:"click"!==type&&"keydown"!==type})});
new MutationObserver(function(records,observer){if("true"!==root.getAttribute("data-has-hydrated"))return;observer.disconnect();intents.forEach(function(type){removeEventListener(type,onInput,!0)});root.classList.remove("page-scripts-pending");held.splice(0).forEach(function(replay){replay()})}).observe(root,{attributes:!0,attributeFilter:["data-has-hydrated"]})
}()`;

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

/** When a page runs its scripts: after its first paint, or on the reader's first input. */
export type RunOn = 'paint' | 'input';

/**
 * Rewrites one page: the route's stylesheets join the head, and the loader
 * at the end of the body runs the entry scripts with the route's chunks
 * listed before the last of them. A page that runs them after its paint also
 * preloads the entry scripts at low priority, so they download while it
 * parses; one that waits for input fetches nothing before it.
 */
export function rewritePage(html: string, route: ChunkFiles, file: string, runOn: RunOn = 'paint'): string {
  const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[2]);
  if (entry.length === 0) throw new Error(`page-scripts: ${file} has no deferred entry script to rewrite`);
  if (!html.includes('</body>')) throw new Error(`page-scripts: ${file} has no </body>`);
  const preloads =
    runOn === 'paint' ? entry.map((src) => `<link rel=preload href=${src} as=script fetchpriority=low>`).join('') : '';
  const withPreloads = html.replace(ENTRY_SCRIPT, '').replace('</head>', `${preloads}</head>`);
  // Each goes right after the site-wide stylesheet, so linking them last to
  // first leaves them in the route's order.
  const rewritten = route.css
    .filter((href) => !withPreloads.includes(href))
    .reduceRight((page, href) => withStylesheet(page, href), withPreloads);
  const routeScripts = route.js.filter((src) => !entry.includes(src));
  const sources = [...entry.slice(0, -1), ...routeScripts, ...entry.slice(-1)];
  const runOnAttribute = runOn === 'input' ? ' data-run-on=input' : '';
  return rewritten.replace(
    '</body>',
    `<script data-page-scripts="${sources.join(' ')}"${runOnAttribute}>${PAGE_SCRIPT_LOADER}</script></body>`,
  );
}

/**
 * Doc pages are read far more than they are operated, and everything on them
 * works from the server-rendered HTML until a control is used, so they wait
 * for input. The API reference keeps running after the paint: its request
 * builder is a form, and typing into it must not race hydration. So does
 * every page outside the docs (home, search, 404).
 */
export function runOnFor(html: string, pathname: string, apiRoute: string): RunOn {
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  const isDoc = /\bclass="[^"]*\bdocs-doc-page\b/.test(htmlTag);
  const isApi = pathname === apiRoute || pathname.startsWith(`${apiRoute}/`);
  return isDoc && !isApi ? 'input' : 'paint';
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
 * the 141 KB main bundle to evaluate. Doc pages go further and fetch no
 * script until the reader's first input (see `runOnFor`): a reader who only
 * reads downloads none of the 190 KB of JS a hydrated guide needs.
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
      const apiRoute = baseUrl + path.posix.relative('docs', API_DOCS_DIR);
      for (const file of await htmlFiles(outDir)) {
        const pathname = pathnameOf(outDir, file, baseUrl);
        const route: ChunkFiles = { js: [], css: [] };
        for (const name of chunkNamesForPath(table, chunkNamesByKey, pathname)) {
          const group = chunkGroups.get(name);
          if (!group)
            throw new Error(`page-scripts: ${file} needs chunk "${name}", which the client bundle does not have`);
          route.js.push(...group.js.filter((f) => !route.js.includes(f)));
          route.css.push(...group.css.filter((f) => !route.css.includes(f)));
        }
        // Read and written in one synchronous step: openapi-theme rewrites the same files concurrently.
        const html = fs.readFileSync(file, 'utf8');
        const runOn = runOnFor(html, pathname, apiRoute);
        fs.writeFileSync(file, rewritePage(html, route, file, runOn));
      }
    },
  };
}
