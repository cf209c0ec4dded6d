import { spawn } from 'node:child_process';
import { test, expect, gotoHydrated, holdScripts, withoutScripts } from './fixtures';
import { nextIdle } from './waits';

// Behaviours Docusaurus provides out of the box; these tests make sure our
// swizzles and configuration never break them.

test('trailing index.html and .html are stripped from routes', async ({ page, guard }) => {
  // The server-rendered HTML was made for the clean URL, so React reports a
  // recoverable hydration mismatch (#418) before it renders the same page.
  guard.allowConsoleError(/Minified React error #418/);
  await page.goto('/toolhive/index.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ToolHive overview');
  await page.goto('/toolhive/guides-cli.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ToolHive CLI guides');
});

test('the route progress bar shows while a route loads', async ({ page }) => {
  // Chunks are held only from here: the page's own scripts must load first.
  await gotoHydrated(page, '/toolhive');
  const chunks = await holdScripts(page);
  await page.getByRole('main').getByRole('link', { name: 'concepts' }).first().click();
  await expect(page.locator('#nprogress')).toBeAttached();
  chunks.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('a route chunk that fails to load makes the page reload', async ({ page, guard }) => {
  guard.allowConsoleError(/Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_FAILED/i);
  await gotoHydrated(page, '/toolhive');
  // Fail every script request from now on, until the browser reloads the page.
  let blocking = true;
  let aborted = 0;
  await page.route('**/*', async (route) => {
    if (route.request().isNavigationRequest()) blocking = false;
    if (blocking && route.request().url().includes('/assets/js/')) {
      aborted++;
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'concepts' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  expect(aborted).toBeGreaterThan(0);
  expect(blocking).toBe(false);
});

test('a crashing component shows the error page and recovers with Try again', async ({ page, guard }) => {
  guard.allowConsoleError(/Crash demo|The above error occurred|React will try to recreate/);
  await gotoHydrated(page, '/theme-preview');
  await page.getByRole('button', { name: 'Show the crash page' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Show the crash page' })).toBeVisible();
});

test('a wrong base URL shows the "did not load properly" banner', async ({ page, guard }) => {
  guard.allowConsoleError(/Failed to load resource|MIME type/);
  const port = 3290 + test.info().workerIndex;
  const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(port), '--base', '/wrong/'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
    await page.goto(`http://127.0.0.1:${port}/wrong/`);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong/');
  } finally {
    server.kill();
  }
});

test('links are not prefetched on a 2G or data-saver connection', async ({ browser }) => {
  const prefetchCount = async (slow: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (slow) {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: true } });
      });
    }
    await gotoHydrated(page, '/toolhive');
    await page.getByRole('main').getByRole('link', { name: 'concepts' }).first().hover();
    // The links on screen and the hovered one have asked for their prefetches by now.
    await nextIdle(page);
    const count = await page.locator('link[rel="prefetch"]').count();
    await context.close();
    return count;
  };
  expect(await prefetchCount(false)).toBeGreaterThan(0);
  expect(await prefetchCount(true)).toBe(0);
});

test('with JavaScript disabled every page is readable and navigation works as plain links', async ({ browser }) => {
  await withoutScripts(browser, '/toolhive', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ToolHive overview');
    await expect(page.getByText('ToolHive makes Model Context Protocol (MCP) servers safe')).toBeVisible();
    // Sidebar and in-page links are real anchors, so they navigate without scripts.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
    await page.goto('/toolhive/reference/cli/thv_run');
    await expect(page.locator('[id="--isolate-network"]')).toBeVisible();
  });
});
