import type { Page } from '@playwright/test';

// A frame comes within about 16 ms, and within seconds on a loaded machine. Three waits of this bound
// (the first, after bringToFront, after a resize) fit in a test's default 60 s.
const FRAME_BOUND_MS = 20_000;

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
  // A page whose script never yields answers neither the frame nor the timer.
  const blocked = new Promise<{ hung: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ hung: `its script did not yield in ${2 * bound} ms` }), 2 * bound);
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
 * front, then given a new surface by a one-pixel change of its height and back,
 * each followed by one more wait; the state a test set up stays as it was. If
 * the frames still do not come, the wait fails naming the page and its state;
 * a page whose script never yields fails at once, as no remedy reaches it.
 */
export async function nextFrames(page: Page, count = 1, bound = FRAME_BOUND_MS): Promise<void> {
  const stalls: string[] = [];
  const remedies: Array<[string, () => Promise<void>]> = [
    ['bringToFront', () => page.bringToFront()],
    [
      'a resize',
      async () => {
        const size = page.viewportSize();
        if (!size) return;
        await page.setViewportSize({ ...size, height: size.height + 1 });
        await page.setViewportSize(size);
      },
    ],
  ];
  for (const [name, remedy] of [['', async () => undefined] as const, ...remedies]) {
    await remedy();
    const stall = await framesIn(page, count, bound);
    if (typeof stall !== 'string') throw new Error(`${page.url()} renders no frames: ${stall.hung}`);
    if (!stall) {
      if (stalls.length)
        console.warn(`${page.url()}: frames stalled (${stalls.join('; ')}) and came back after ${name}`);
      return;
    }
    stalls.push(name ? `after ${name}, ${stall}` : stall);
  }
  throw new Error(`${page.url()} renders no frames: ${stalls.join('; ')}`);
}
