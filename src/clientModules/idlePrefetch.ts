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
import { chunkNamesIn } from '../lib/routeChunkNames';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

type Docusaurus = Window['docusaurus'];

const pending = new Set<string>();
let drainScheduled = false;

function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function linkIsShown(target: string): boolean {
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

// Route path to the chunks it needs, built on first use: the chunk table's
// keys are a route path plus "-" and a short hash.
let chunkNamesByRoute: Map<string, string[]> | undefined;
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByRoute) {
    chunkNamesByRoute = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const path = key.replace(/-[^-]+$/, '');
      chunkNamesByRoute.set(path, [...(chunkNamesByRoute.get(path) ?? []), ...chunkNamesIn(chunks)]);
    }
  }
  return chunkNamesByRoute.get(routePath) ?? [];
}

const routesFetched = new Set<string>();
// Everything the page has loaded is in the HTTP cache. Webpack removes a
// chunk's script element once it has run, so resource timing is the record.
const chunkUrlsFetched = new Set<string>();
function recordLoadedResources(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) chunkUrlsFetched.add(entry.name);
  }).observe({ type: 'resource', buffered: true });
}

function prefetchChunksOf(pathname: string): void {
  if (onSlowConnection()) return;
  for (const route of routeChain(pathname)) {
    for (const name of chunkNamesOf(String(route.path))) {
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

const IDLE_SLICE_MS = 8;

function deferPrefetch(original: Docusaurus): Docusaurus {
  // Routes one by one, for a few milliseconds per idle period: an idle
  // period lasts up to 50 ms, and work that fills it on a laptop takes four
  // times as long on a mid-range phone, where it blocks the reader like any
  // other long task.
  const drain = (deadline?: IdleDeadline) => {
    drainScheduled = false;
    const started = performance.now();
    do {
      const [path] = pending;
      if (path === undefined) return;
      pending.delete(path);
      const pathname = new URL(path, window.location.href).pathname;
      if (routesFetched.has(pathname) || !linkIsShown(pathname)) continue;
      routesFetched.add(pathname);
      prefetchChunksOf(pathname);
    } while (
      deadline &&
      !deadline.didTimeout &&
      deadline.timeRemaining() > 2 &&
      performance.now() - started < IDLE_SLICE_MS
    );
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
let observingResources = false;

// The first onRouteDidUpdate runs in the commit that hydrates the page, before
// any link's IntersectionObserver has reported, and window.docusaurus is set
// by then.
export function onRouteDidUpdate(): void {
  const current = window.docusaurus;
  if (!current || installed.has(current)) return;
  if (!observingResources) {
    observingResources = true;
    recordLoadedResources();
  }
  const deferred = deferPrefetch(current);
  installed.add(deferred);
  window.docusaurus = deferred;
}
