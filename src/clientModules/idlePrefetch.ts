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

function deferPrefetch(original: Docusaurus): Docusaurus {
  // One route per idle period: a call costs a few milliseconds, and at the CPU
  // of a mid-range phone a batch of them no longer fits in one idle period.
  const drain = () => {
    drainScheduled = false;
    const [path] = pending;
    if (path === undefined) return;
    pending.delete(path);
    if (linkIsShown(path)) void original.prefetch(path);
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
