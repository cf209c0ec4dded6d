import type { Page } from '@playwright/test';
import { expect, test, hydrate } from './fixtures';

// One script of a page that fails on a first load must not leave a page that
// reads fine but never hydrates: it reloads once, and if the scripts fail
// again it says so with a way to try again.

const PAGE = '/toolhive/guides-cli/run-mcp-servers';

/** Aborts the first `times` requests for one of the page's own route chunks (not the entry). */
async function failRouteChunk(
  page: Page,
  times: number,
): Promise<{ aborted: () => number; stop: () => Promise<void> }> {
  let aborted = 0;
  const chunk = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;
  await page.route(chunk, async (route) => {
    if (aborted < times) {
      aborted += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  return { aborted: () => aborted, stop: () => page.unroute(chunk) };
}

function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.beforeEach(({ guard }) => {
  guard.allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  // The entry's own request for the chunk rejects too, before the reload or the alert.
  guard.allowConsoleError(/^pageerror: Loading chunk \d+ failed/);
});

test('a chunk that fails on a first load reloads the page once, which then hydrates', async ({ page }) => {
  const loads = countDocumentLoads(page);
  const chunk = await failRouteChunk(page, 1);
  await page.goto(PAGE);
  await hydrate(page);
  expect(chunk.aborted()).toBe(1);
  expect(loads()).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: 'failed to load' })).toHaveCount(0);
});

test('a chunk that fails again after the reload shows an alert with Try again, and no further reload', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  const chunk = await failRouteChunk(page, Number.POSITIVE_INFINITY);
  await page.goto(PAGE);
  const alert = page.getByRole('alert').filter({ hasText: 'failed to load' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads()).toBe(2);
  await chunk.stop();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await hydrate(page);
  await expect(alert).toHaveCount(0);
});
