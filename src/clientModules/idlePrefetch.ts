// Docusaurus prefetches a route's chunks as soon as a link to it scrolls into
// view. Each call scans the whole route table and appends <link rel=prefetch>
// tags, and the sidebar and mobile drawer hold dozens of links, so on a long
// guide this cost about 370 ms of main thread (4x CPU throttle) inside the
// first tasks after hydration. Queued into idle periods, the prefetches still
// happen, just not while the reader waits for the page to respond. And only
// for links a reader can see: the intersection observer also reports links in
// the closed mobile drawer (hidden, but inside the viewport), which on a phone
// fetched the chunks of a whole sidebar section. Hovering or tapping a link
// still preloads its route, visible or not.
//
// Docusaurus' own prefetch appends a tag for every chunk of the route, even
// the layout and sidebar chunks this page already ran or an earlier prefetch
// fetched, so every doc link fetched the same 12 KB sidebar chunk again, and
// each appended tag costs a few milliseconds of main thread on a phone: idle
// callbacks of 40 to 100 ms, which Lighthouse counts as blocking time. Here a
// chunk is fetched once, and never when the page already has it.
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type { RouteConfig } from 'react-router-config';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

type Docusaurus = Window['docusaurus'];

const pending = new Set<string>();
let drainScheduled = false;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function linkIsShown(path: string): boolean {
  const target = new URL(path, window.location.href).pathname;
  return Array.from(document.links).some(
    (link) =>
      link.pathname === target &&
      // Browsers before 2024 lack checkVisibility; they prefetch as Docusaurus does.
      (typeof link.checkVisibility !== 'function' ||
        link.checkVisibility({ opacityProperty: true, visibilityProperty: true })) &&
      link.getClientRects().length > 0,
  );
}

// The same test Docusaurus makes before it prefetches.
function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

// The routes a path renders through, outermost first, as react-router-config's
// matchRoutes finds them (the first match at each level).
function routeChain(pathname: string, candidates: readonly RouteConfig[] = routes): RouteConfig[] {
  for (const route of candidates) {
    if (route.path && !matchPath(pathname, route)) continue;
    return [route, ...(route.routes ? routeChain(pathname, route.routes) : [])];
  }
  return [];
}

function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}

const routesFetched = new Set<string>();
const chunkUrlsFetched = new Set<string>();

function prefetchChunksOf(path: string): void {
  const pathname = new URL(path, window.location.href).pathname;
  if (onSlowConnection() || routesFetched.has(pathname)) return;
  routesFetched.add(pathname);
  // Chunks the page already loaded are in the HTTP cache. Webpack removes a
  // chunk's script element once it has run, so ask resource timing instead.
  for (const entry of performance.getEntriesByType('resource')) chunkUrlsFetched.add(entry.name);
  for (const route of routeChain(pathname)) {
    const names = Object.entries(routesChunkNames)
      // Keys are the route path plus "-" and a short hash.
      .filter(([key]) => key.replace(/-[^-]+$/, '') === route.path)
      .flatMap(([, chunks]) => chunkNamesIn(chunks));
    for (const name of names) {
      const asset = __webpack_require__.gca(name);
      // Chunks webpack merged into others have no file of their own.
      if (!asset || asset.includes('undefined')) continue;
      const url = new URL(asset, window.location.href).href;
      if (chunkUrlsFetched.has(url)) continue;
      chunkUrlsFetched.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.appendChild(link);
    }
  }
}

function deferPrefetch(original: Docusaurus): Docusaurus {
  // One route per idle period: a call costs a few milliseconds, and at the CPU
  // of a mid-range phone a batch of them no longer fits in one idle period.
  const drain = () => {
    drainScheduled = false;
    const [path] = pending;
    if (path === undefined) return;
    pending.delete(path);
    if (linkIsShown(path)) prefetchChunksOf(path);
    if (pending.size > 0) {
      drainScheduled = true;
      whenIdle(drain);
    }
  };
  return Object.freeze({
    ...original,
    prefetch(path: string) {
      pending.add(path);
      if (!drainScheduled) {
        drainScheduled = true;
        whenIdle(drain);
      }
      return false as const;
    },
  });
}

const installed = new WeakSet<Docusaurus>();

// The first onRouteDidUpdate runs in the commit that hydrates the page, before
// any link's IntersectionObserver has reported, and window.docusaurus is set
// by then.
export function onRouteDidUpdate(): void {
  const current = window.docusaurus;
  if (!current || installed.has(current)) return;
  const deferred = deferPrefetch(current);
  installed.add(deferred);
  window.docusaurus = deferred;
}
