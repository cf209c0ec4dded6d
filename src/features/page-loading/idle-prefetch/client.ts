type Docusaurus = Window['docusaurus'];

const deferred = new WeakSet<Docusaurus>();

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 50);
}

/**
 * Docusaurus' `Link` prefetches a route when the link scrolls into view. Each
 * call walks the route table (compiling a path pattern per route on the first
 * walk) and every entry of the chunk table, and the intersection observer
 * reports every link on screen in one task, so the calls ran back to back in
 * one long task right after hydration. Here each link's prefetch is the same
 * call, made in an idle period of its own, one route at a time.
 *
 * The first onRouteDidUpdate runs in the commit that hydrates the page, when
 * `window.docusaurus` is set and no link has been reported yet.
 */
export function onRouteDidUpdate(): void {
  const original = window.docusaurus;
  if (!original || deferred.has(original)) return;
  const queue = new Set<string>();
  const next = (): void => {
    const [routePath] = queue;
    if (routePath === undefined) return;
    queue.delete(routePath);
    void original.prefetch(routePath);
    if (queue.size > 0) whenIdle(next);
  };
  const wrapper: Docusaurus = Object.freeze({
    ...original,
    prefetch(routePath: string) {
      if (queue.size === 0) whenIdle(next);
      queue.add(routePath);
      return false as const;
    },
  });
  deferred.add(wrapper);
  window.docusaurus = wrapper;
}
