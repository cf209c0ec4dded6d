// Docusaurus prefetches a route's chunks as soon as a link to it scrolls into
// view. Each call scans the whole route table and appends <link rel=prefetch>
// tags, and the sidebar and mobile drawer hold dozens of links, so on a long
// guide this cost about 370 ms of main thread (4x CPU throttle) inside the
// first tasks after hydration. Queued into idle periods, the same prefetches
// still happen, just not while the reader waits for the page to respond.
type Docusaurus = Window['docusaurus'];

const pending = new Set<string>();
let drainScheduled = false;

function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function deferPrefetch(original: Docusaurus): Docusaurus {
  const drain = (deadline?: IdleDeadline) => {
    drainScheduled = false;
    for (const path of pending) {
      pending.delete(path);
      void original.prefetch(path);
      if (!deadline || deadline.timeRemaining() < 10) break;
    }
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
