import { test, expect, gotoHydrated, reloadHydrated } from './fixtures';

test.describe('navbar', () => {
  // That each route is a built page with one h1 is integrity.spec.ts's check of
  // every link on every page; the sweep in every-page.spec.ts shows each one.
  test('dropdowns list the sections with their routes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expectItems = async (label: string, items: [string, string][]) => {
      const dropdown = nav.locator('.dropdown', { has: page.getByRole('button', { name: label }) });
      for (const [name, href] of items) {
        const link = dropdown.getByRole('link', { name, exact: true, includeHidden: true });
        await expect(link).toHaveAttribute('href', href);
      }
    };
    // The doc items link to each page's route in the default docs version.
    await expectItems('ToolHive Docs', [
      ['Home', '/toolhive/'],
      ['Tutorials', '/toolhive/tutorials/'],
      ['ToolHive UI', '/toolhive/guides-ui/'],
      ['ToolHive CLI', '/toolhive/guides-cli/'],
      ['Kubernetes Operator', '/toolhive/guides-k8s/'],
    ]);
    await expectItems('References', [
      ['CLI commands', '/toolhive/reference/cli/thv'],
      ['API', '/toolhive/reference/api/'],
      ['Registry schema', '/toolhive/reference/registry-schema'],
      ['Operator CRD spec', '/toolhive/reference/crd-spec'],
    ]);
    for (const name of ['ToolHive on GitHub', 'Stacklok community on Discord', 'Stacklok videos on YouTube']) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  // One docs sidebar holds every page, and the theme's `doc` item is active on every page of its sidebar.
  test('a section is highlighted on its own pages only', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/guides-cli/install');
    // The section dropdowns sit on the left; the language menu on the right marks its own entry.
    const active = page
      .getByRole('navigation', { name: 'Main' })
      .locator('.navbar__items:not(.navbar__items--right) .dropdown__link--active');
    await expect(active).toHaveText(['Home', 'ToolHive CLI']);
    await gotoHydrated(page, '/toolhive/reference/cli/thv_run');
    await expect(active).toHaveText(['Home']);
    await gotoHydrated(page, '/toolhive/reference/cli/thv');
    await expect(active).toHaveText(['Home', 'CLI commands']);
  });

  test('a dropdown opens and closes with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'References' });
    const menu = page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'References' }) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'CLI commands' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'CLI commands' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(menu.getByRole('link', { name: 'CLI commands' })).toBeHidden();
    // Enter toggles it open and closed again.
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('colour mode', () => {
  test('the toggle cycles light, dark, system and the choice persists', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoHydrated(page, '/toolhive');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: /system mode|light mode|dark mode/i }).first();
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await toggle.click();
      seen.push((await page.evaluate(() => localStorage.getItem('theme'))) ?? 'system');
    }
    expect(new Set(seen)).toEqual(new Set(['light', 'dark', 'system']));
    await toggle.click();
    const stored = await page.evaluate(() => localStorage.getItem('theme'));
    await reloadHydrated(page);
    await expect(html).toHaveAttribute('data-theme', stored === 'light' ? 'light' : 'dark');
    await context.close();
  });

  test('respects a light system preference when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test('announcement bar names the default release, can be dismissed and stays dismissed', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({ hasText: 'These docs cover ToolHive v0.44.0 by default' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: /close/i }).click();
  await expect(bar).toBeHidden();
  await reloadHydrated(page);
  await expect(page.getByText('These docs cover ToolHive v0.44.0')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('thv-v0-44-0');
  // A reader who closed the bar while it named the previous default release sees it again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'thv-v0-3-5'));
  await reloadHydrated(page);
  await expect(page.getByText('These docs cover ToolHive v0.44.0')).toBeVisible();
});

test('mobile sidebar opens, shows the docs sidebar and returns to the main menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/toolhive/guides-cli');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toBeVisible();
  await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(sidebar.getByRole('button', { name: 'ToolHive Docs' })).toBeVisible();
});

test('footer shows logo, social links and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: 'ToolHive logo' })).toBeVisible();
  await expect(footer.getByText(/Copyright © 2025/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ToolHive on GitHub' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('unknown routes get the 404 page with links to the sections', async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/);
  const response = await gotoHydrated(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page not found | ToolHive Docs');
  await page
    .getByRole('navigation', { name: 'Or start from a section' })
    .getByRole('link', { name: 'CLI guides' })
    .click();
  await expect(page).toHaveURL(/\/toolhive\/guides-cli$/);
});

test("the 404 page lists the pages the address's words find, and searches for them", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/);
  const indexRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/search-index.json') && indexRequests.push(r.url()));
  const response = await gotoHydrated(page, '/toolhive/guides-cli/secrets-managment');
  expect(response?.status()).toBe(404);
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Search the docs for' });
  await expect(field).toHaveValue('guides cli secrets managment');
  const likely = page.getByRole('navigation', { name: 'Pages that match the address' }).getByRole('link');
  await expect(likely.first()).toHaveAttribute('href', '/toolhive/guides-cli/secrets-management');
  expect(await likely.count()).toBeLessThanOrEqual(5);
  // The index comes from the site itself, once, with no search opened.
  expect(indexRequests).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/search-index\.json$/)]);
  await field.fill('secrets keyring');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=secrets(\+|%20)keyring$/);
  await expect(page.locator('article h2 a').first()).toBeVisible();
});

test('theme preview renders every building block, Mermaid as SVG', async ({ page }) => {
  await page.goto('/theme-preview');
  await expect(page.locator('.theme-admonition')).toHaveCount(5);
  await expect(page.locator('pre code').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Windows' })).toBeVisible();
  await expect(page.locator('.docusaurus-mermaid-container svg').filter({ visible: true })).toHaveCount(1);
  await expect(page.locator('details summary')).toHaveText('Show the answer');
});

test('skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/toolhive');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Chromium moves focus off the target once the theme drops its temporary
  // tabindex, but the sequential focus start point stays there: the next Tab
  // lands inside the main content, past the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('a tab chosen on one visit is selected on the next, after hydration', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/guides-cli/install');
  await page.getByRole('tab', { name: 'Windows' }).first().click();
  await reloadHydrated(page);
  await expect(page.getByRole('tab', { name: 'Windows' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'macOS' }).first()).toHaveAttribute('aria-selected', 'false');
});

// Text is set in system fonts (src/css/custom.css), so a first visit paints
// without waiting for a font file, and diagrams are measured for Arial's metrics.
test('pages download no font file', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const route of ['/', '/toolhive/reference/api/create-workload', '/toolhive/guides-cli/run-mcp-servers']) {
    await gotoHydrated(page, route);
  }
  await page.locator('pre code').first().scrollIntoViewIfNeeded();
  expect(fonts).toEqual([]);
  const families = await page.evaluate(() =>
    [document.body, document.querySelector('pre code')!].map((element) => getComputedStyle(element).fontFamily),
  );
  expect(families[0]).toMatch(/^system-ui/);
  expect(families[1]).toMatch(/^ui-monospace/);
});

test('a doc page says when it was last updated, and keeps it through hydration', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
  const time = page.locator('footer time[itemprop="dateModified"]');
  const [text, dateTime] = [await time.textContent(), await time.getAttribute('datetime')];
  const expected = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(dateTime!));
  expect(text).toBe(expected);
  await expect(page.locator('footer .theme-last-updated')).toHaveText(`Last updated on ${expected}`);
});
