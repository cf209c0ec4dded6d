import type { Page } from '@playwright/test';

// A frame comes within about 16 ms, and within seconds on a loaded machine; the bound only ends a wait
// that would otherwise last until the test's limit.
const FRAME_BOUND_MS = 30_000;

/** Waits in the page for `count` frames; resolves '' when they came, or the page's state when they did not. */
function framesIn(page: Page, count: number, bound: number): Promise<string> {
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
  const blocked = new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(`its script did not yield in ${2 * bound} ms`), 2 * bound);
    void inPage.finally(() => clearTimeout(timer)).catch(() => undefined);
  });
  return Promise.race([inPage, blocked]);
}

/**
 * Resolves once the open page has rendered `count` more frames: after a resize
 * or a route change, what React renders for the new state shows in the next
 * frames. Headless Chromium can stop giving a page frames (CI, 2026-12-01: a
 * shard of the page sweep waited on one requestAnimationFrame until its
 * 14.5-minute limit). A page whose frames stall is brought to the front, the
 * remedy reported for new headless mode, and waited on once more; if they still
 * do not come, the wait fails after the two bounds (one to two minutes) instead
 * of at the test's limit, naming the page and its state.
 */
export async function nextFrames(page: Page, count = 1, bound = FRAME_BOUND_MS): Promise<void> {
  const first = await framesIn(page, count, bound);
  if (!first) return;
  await page.bringToFront();
  const second = await framesIn(page, count, bound);
  if (second) throw new Error(`${page.url()} renders no frames: ${first}; after bringToFront, ${second}`);
  console.warn(`${page.url()}: frames stalled (${first}) and came back after bringToFront`);
}
