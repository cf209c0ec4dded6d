import type { Page } from '@playwright/test';
import { test, expect, hydrate, holdScripts, axeFailures, AXE_VIEWPORTS } from './fixtures';

// Doc pages fetch no script until the reader's first input
// (src/plugins/page-scripts). These tests prove a reader who only reads loads
// no JS, and that whatever they do first acts as it would on a hydrated page.
// Tests of a held input hold the scripts back (holdScripts), so the input is
// certain to reach the page before it has hydrated.

const GUIDE = '/toolhive/guides-cli/run-mcp-servers';
const TABBED = '/toolhive/guides-cli/install';

/** Counts the scripts the page requests from now on. */
function countScripts(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') count++;
  });
  return { count: () => count };
}

const notHydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

test('a doc page fetches no script until the first input, then hydrates', async ({ page }) => {
  const scripts = countScripts(page);
  await page.goto(GUIDE, { waitUntil: 'networkidle' });
  expect(scripts.count()).toBe(0);
  await expect(page.locator('link[rel=preload][as=script]')).toHaveCount(0);
  await notHydrated(page);
  await hydrate(page);
  expect(scripts.count()).toBeGreaterThan(3);
});

test('the API reference and the home page still run their scripts after the paint', async ({ page }) => {
  for (const route of ['/', '/toolhive/reference/api/create-workload']) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }
});

test('a tab clicked before hydration is selected once the page hydrates', async ({ page }) => {
  await page.goto(TABBED);
  const scripts = await holdScripts(page);
  const windows = page.getByRole('tab', { name: 'Windows' }).first();
  await windows.click();
  await notHydrated(page);
  // The click waits, and the page shows it is working on it.
  await expect(page.locator('html')).toHaveClass(/page-scripts-pending/);
  await expect(windows).toHaveAttribute('aria-selected', 'false');
  scripts.release();
  await expect(windows).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).not.toHaveClass(/page-scripts-pending/);
});

test('Right then Enter on a tab before hydration selects the next tab once the page hydrates', async ({ page }) => {
  await page.goto(TABBED);
  const selected = page.locator('[role=tab][aria-selected=true]').first();
  const before = await selected.textContent();
  const scripts = await holdScripts(page);
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await notHydrated(page);
  await expect(page.locator('[role=tab]:focus')).toHaveText(before!);
  scripts.release();
  // Replayed in order to whatever has focus: Right moves focus on, Enter selects that tab.
  await expect(page.locator('[role=tab]:focus')).not.toHaveText(before!);
  await expect(page.locator('[role=tab]:focus')).toHaveAttribute('aria-selected', 'true');
});

test('the search shortcut pressed before hydration opens search once the page hydrates', async ({ page }) => {
  await page.goto(GUIDE);
  const scripts = await holdScripts(page);
  await page.keyboard.press('Control+k');
  await notHydrated(page);
  scripts.release();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('the colour mode toggle pressed before hydration switches the mode once the page hydrates', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const scripts = await holdScripts(page);
  // Disabled until hydration, so the browser sends it no click; the press is what counts.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click({ force: true });
  await notHydrated(page);
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
});

test('a collapsed section opened before hydration opens once the page hydrates', async ({ page }) => {
  await page.goto('/toolhive/guides-ui/install');
  const details = page.locator('article details').first();
  await expect(details).not.toHaveAttribute('open');
  const scripts = await holdScripts(page);
  await details.locator('summary').click();
  await notHydrated(page);
  // Held, not toggled natively: the theme's own toggle runs once it can.
  await expect(details).not.toHaveAttribute('open');
  scripts.release();
  await expect(details).toHaveAttribute('open');
});

test('the menu button tapped before hydration opens the menu on a phone once the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(GUIDE);
  const scripts = await holdScripts(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await notHydrated(page);
  scripts.release();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Quickstart' })).toBeVisible();
});

test('the skip link used before hydration moves focus to the article once the page hydrates', async ({ page }) => {
  await page.goto(GUIDE);
  const scripts = await holdScripts(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await notHydrated(page);
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Past the docs sidebar: the next Tab lands inside the article. (The no-JS
  // target is the wrapper in front of the sidebar, so this fails without the replay.)
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('a link followed before hydration loads the next page as a document', async ({ page }) => {
  await page.goto(GUIDE);
  const scripts = await holdScripts(page);
  const documentLoad = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
  await documentLoad;
  await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
  scripts.release();
});

// The axe run over every page checks each one hydrated; this checks the state a
// reader sees before their first input, on each kind of doc page.
test('doc pages pass axe before hydration, in both modes and at both widths', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const route of [
    '/toolhive/',
    GUIDE,
    TABBED,
    '/toolhive/reference/cli/thv_run',
    '/toolhive/reference/crd-spec',
    '/toolhive/reference/registry-schema',
  ]) {
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      for (const viewport of AXE_VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await notHydrated(page);
        failures.push(...(await axeFailures(page, `${route} [${mode}, ${viewport.width}px]`)));
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
