import type { Page } from '@playwright/test';

// A frame comes within about 16 ms, and within seconds on a loaded machine. Three stalled waits of this
// bound (the first, after bringToFront, after a resize) leave a test's default 60 s room for its own work,
// so a stall fails with this wait's reason, not with the test's timeout; only the page checks, whose
// tests allow minutes, add a fourth after a reload.
const FRAME_BOUND_MS = 15_000;
const HUNG_MARGIN_MS = 5_000;

/**
 * Waits in the page for `count` frames; resolves '' when they came, the page's
 * state when they did not, or `hung` when its script never yielded.
 */
function framesIn(page: Page, count: number, bound: number): Promise<string | { hung: string }> {
  const inPage = page.evaluate(
    ([frames, bound]) =>
      new Promise<string>((resolve) => {
        const timer = setTimeout(
          () =>
            resolve(`no frame in ${bound} ms, visibility ${document.visibilityState}, focus ${document.hasFocus()}`),
          bound,
        );
        const step = (left: number) =>
          requestAnimationFrame(() => (left > 1 ? step(left - 1) : (clearTimeout(timer), resolve(''))));
        step(frames);
      }),
    [count, bound] as const,
  );
  // A page whose script never yields answers neither the frame nor the timer. The margin past the
  // page's own timer is fixed, not a multiple of it: on a loaded machine the round trip alone took over
  // 500 ms (a 500 ms wait was called hung at 1000 ms in 1 of 8 runs).
  const hungAfter = bound + HUNG_MARGIN_MS;
  const blocked = new Promise<{ hung: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ hung: `its script did not yield in ${hungAfter} ms` }), hungAfter);
    void inPage.finally(() => clearTimeout(timer)).catch(() => undefined);
  });
  return Promise.race([inPage, blocked]);
}

/**
 * Resolves once the open page has rendered `count` more frames: after a resize
 * or a route change, what React renders for the new state shows in the next
 * frames. Headless Chromium can stop giving a page frames while its timers
 * still run (CI, 2026-12-01: a page sweep waited on one requestAnimationFrame
 * until its 14.5-minute limit; 2026-12-02: the v0.3.5 registry schema page got
 * none in a minute, right after a resize, and bringToFront did not help; not
 * reproduced locally in 12 runs of that page). A stalled page is brought to the
 * front, then given a new surface by a height one pixel taller, each followed
 * by one more wait. The taller size holds through its wait: a size changed and
 * changed back before the page's next rendering step is no change at all (CI,
 * 2026-12-02, and 3 of 20 local runs on a loaded machine). The size is then put
 * back and its frames waited for, so the state a test set up stays as it was.
 * A caller whose state is only the address, the viewport and the emulated media
 * may pass `reload`, a last remedy that gives the page a new document (CI,
 * 2026-12-06: the v0.44.0 registry schema page got no frame after any of the
 * first three; not reproduced locally in 24 runs of that page on two loaded
 * cores). If the frames still do not come, the wait fails naming the page and
 * its state; a page whose script never yields fails at once, as no remedy
 * reaches it.
 */
export async function nextFrames(
  page: Page,
  count = 1,
  bound = FRAME_BOUND_MS,
  { reload }: { reload?: () => Promise<void> } = {},
): Promise<void> {
  const stalls: string[] = [];
  const came = async (after: string) => {
    const stall = await framesIn(page, count, bound);
    if (typeof stall !== 'string') throw new Error(`${page.url()} renders no frames: ${stall.hung}`);
    if (stall) stalls.push(after ? `after ${after}, ${stall}` : stall);
    return !stall;
  };
  const fail = () => new Error(`${page.url()} renders no frames: ${stalls.join('; ')}`);
  const cured = (by: string) =>
    console.warn(`${page.url()}: frames stalled (${stalls.join('; ')}) and came back after ${by}`);
  if (await came('')) return;
  await page.bringToFront();
  if (await came('bringToFront')) return cured('bringToFront');
  const size = page.viewportSize();
  if (!size) throw fail();
  await page.setViewportSize({ ...size, height: size.height + 1 });
  const back = await came('a resize');
  await page.setViewportSize(size);
  if (back && (await came('the size was put back'))) return cured('a resize');
  if (!reload) throw fail();
  await reload();
  if (!(await came('a reload'))) throw fail();
  cured('a reload');
}
