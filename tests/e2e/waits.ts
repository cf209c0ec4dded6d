import { expect, type Page } from '@playwright/test';
import { nextFrames } from '../support/frames';

/**
 * Resolves in the page's first idle period after two frames. Intersection
 * reports are delivered with a frame, and idle callbacks run in the order
 * they were queued, so by then the page has started whatever it does for
 * the links and blocks on screen, and whatever it queued for idle time.
 * A wait for the network to go quiet promises neither.
 */
export async function nextIdle(page: Page): Promise<void> {
  await nextFrames(page, 2);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Records every script element the page inserts, from before its first byte:
 * the bundler loads a chunk by inserting one and removes it once it ran, so
 * the elements in the document at any moment miss chunks that came and went.
 */
export async function recordScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { scriptsInserted: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && node.src) seen.add(node.src);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The text of every script the page has asked for so far, loaded or still
 * loading (needs recordScripts). Read from the server, so a request in flight
 * counts as surely as one that finished.
 */
export async function scriptsAskedFor(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => [
    ...new Set([
      ...(window as unknown as { scriptsInserted: Set<string> }).scriptsInserted,
      ...Array.from(document.scripts, (s) => s.src).filter(Boolean),
    ]),
  ]);
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

/**
 * Resolves once the page has rendered for the browser after hydration: the
 * colour-mode toggle is disabled until `useIsBrowser()` turns true, and every
 * component that reads it renders in that same commit.
 */
export async function browserRendered(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /dark and light mode/i })).toBeEnabled();
}
