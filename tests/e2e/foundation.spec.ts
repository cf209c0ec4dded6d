import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPILE_HINT } from '../../src/plugins/compile-hints';
import { builtRoutes, htmlFileFor } from '../support/built-site';
import { test, expect, gotoHydrated, reloadHydrated } from './fixtures';

test.describe('navbar', () => {
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
    await expectItems('ToolHive Docs', [
      ['Home', '/toolhive'],
      ['Tutorials', '/toolhive/tutorials'],
      ['ToolHive UI', '/toolhive/guides-ui'],
      ['ToolHive CLI', '/toolhive/guides-cli'],
      ['Kubernetes Operator', '/toolhive/guides-k8s'],
    ]);
    await expectItems('References', [
      ['CLI commands', '/toolhive/reference/cli/thv'],
      ['API', '/toolhive/reference/api'],
      ['Registry schema', '/toolhive/reference/registry-schema'],
      ['Operator CRD spec', '/toolhive/reference/crd-spec'],
    ]);
    for (const name of ['ToolHive on GitHub', 'Stacklok community on Discord', 'Stacklok videos on YouTube']) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('every navbar route renders a page with a heading', async ({ page }) => {
    const routes = [
      '/toolhive',
      '/toolhive/tutorials',
      '/toolhive/guides-ui',
      '/toolhive/guides-cli',
      '/toolhive/guides-k8s',
      '/toolhive/reference/cli/thv',
      '/toolhive/reference/api',
      '/toolhive/reference/registry-schema',
      '/toolhive/reference/crd-spec',
    ];
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toBeVisible();
    }
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

test('announcement bar can be dismissed and stays dismissed', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({ hasText: 'ToolHive v0.3.5' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: /close/i }).click();
  await expect(bar).toBeHidden();
  await reloadHydrated(page);
  await expect(page.getByText('These docs describe ToolHive v0.3.5')).toBeHidden();
  // A new announcement id brings the bar back.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await reloadHydrated(page);
  await expect(page.getByText('These docs describe ToolHive v0.3.5')).toBeVisible();
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
  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'CLI guides' }).click();
  await expect(page).toHaveURL(/\/toolhive\/guides-cli$/);
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

/** Opens a page and waits until idle prefetch has added more than `count` chunk links. */
async function awaitPrefetches(page: Page, route: string, count: number): Promise<void> {
  await gotoHydrated(page, route);
  await expect
    .poll(() => page.locator('link[rel=prefetch][href*="/assets/js/"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(count);
}

test('links in view still prefetch their routes, in idle time after load', async ({ page }) => {
  await awaitPrefetches(page, '/toolhive/guides-cli/install', 0);
});

test('idle prefetch fetches each chunk once, and none the page already ran', async ({ page }) => {
  // The sidebar and the guide link to many routes that share layout chunks.
  await awaitPrefetches(page, '/toolhive/guides-cli/run-mcp-servers', 5);
  await page.waitForLoadState('networkidle');
  const { prefetched, ran } = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => link.href),
    // Webpack drops a chunk's script element after it ran; resource timing keeps it.
    ran: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  expect(prefetched.length - new Set(prefetched).size).toBe(0);
  expect(prefetched.filter((url) => ran.includes(url))).toEqual([]);
});

// Tabs, and the API pages' schemas, come in the server HTML. Hydration must
// adopt those elements, not replace them: a rebuild right after load costs a
// long main-thread task on every such page (src/plugins/hydrate-in-place).
const REBUILT = '.tabs-container, .openapi-tabs__container, [role="tabpanel"], .openapi-schema__list-item';
for (const route of ['/toolhive/guides-cli/install', '/toolhive/reference/api/create-workload']) {
  test(`${route} hydrates its tabs and schemas in place`, async ({ page }) => {
    await page.addInitScript((selector) => {
      const rebuilt: string[] = [];
      Object.assign(window, { rebuiltAfterLoad: rebuilt });
      new MutationObserver((records) => {
        for (const record of records)
          record.removedNodes.forEach((node) => {
            if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
              rebuilt.push(node.outerHTML.slice(0, 80));
          });
      }).observe(document, { childList: true, subtree: true });
    }, REBUILT);
    await gotoHydrated(page, route);
    // Code block buttons are added after the render that used to rebuild the tabs, so that render is over.
    await page.locator('article .theme-code-block button').first().waitFor({ state: 'attached' });
    await expect(page.locator(REBUILT).first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { rebuiltAfterLoad: string[] }).rebuiltAfterLoad)).toEqual(
      [],
    );
  });
}

test('a tab chosen on one visit is selected on the next, after hydration', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/guides-cli/install');
  await page.getByRole('tab', { name: 'Windows' }).first().click();
  await reloadHydrated(page);
  await expect(page.getByRole('tab', { name: 'Windows' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'macOS' }).first()).toHaveAttribute('aria-selected', 'false');
});

// Each page names the scripts its route needs, and runs them after its first
// contentful paint (src/plugins/page-scripts): the paint never waits for main
// to evaluate, and webpack has no route chunk left to discover after main ran.
for (const route of ['/', '/toolhive/reference/api/create-workload']) {
  test(`${route} runs the scripts it names, in order, after its first paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const added: { src: string; at: number }[] = [];
      Object.assign(window, { scriptsAdded: added });
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src) added.push({ src: node.src, at: performance.now() });
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, route);
    const { named, added, firstPaint, deferred } = await page.evaluate(() => ({
      named: Array.from(
        document.querySelector('script[data-page-scripts]')?.getAttribute('data-page-scripts')?.split(' ') ?? [],
        (src) => new URL(src, location.href).href,
      ),
      added: (window as unknown as { scriptsAdded: { src: string; at: number }[] }).scriptsAdded,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      deferred: document.querySelectorAll('script[defer]').length,
    }));
    expect(deferred).toBe(0);
    expect(named.at(-1)).toMatch(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
    expect(named.length).toBeGreaterThan(3);
    // Everything the page ran before it hydrated is the named list, in its order.
    expect(added.slice(0, named.length).map(({ src }) => src)).toEqual(named);
    expect(added.slice(named.length).filter(({ src }) => named.includes(src))).toEqual([]);
    expect(firstPaint).toBeGreaterThan(0);
    for (const { at } of added) expect(at).toBeGreaterThanOrEqual(firstPaint);
  });
}

// The scripts a page starts with open with V8's compile hint, so they compile
// while they download (src/plugins/compile-hints); code loaded on demand keeps
// lazy compilation, since much of it may never run.
test('startup scripts carry the compile hint and on-demand scripts do not', async ({ page }) => {
  const firstLine = async (src: string) => (await (await page.request.get(src)).text()).split('\n', 1)[0];
  const hinted = new Set<string>();
  for (const route of builtRoutes()) {
    const named = /data-page-scripts="([^"]+)"/.exec(fs.readFileSync(htmlFileFor(route)!, 'utf8'))?.[1].split(' ');
    expect(named, route).toBeDefined();
    for (const src of named!)
      expect(hinted.has(src) || (await firstLine(src)) === COMPILE_HINT, `${route}: ${src}`).toBe(true);
    named!.forEach((src) => hinted.add(src));
  }
  await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
  const onDemand: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') onDemand.push(new URL(request.url()).pathname);
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('registry');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const searchScripts = onDemand.filter((src) => !hinted.has(src));
  expect(searchScripts.length).toBeGreaterThan(0);
  for (const src of searchScripts) expect(await firstLine(src), src).not.toBe(COMPILE_HINT);
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

// Building an ICU collator or formatter costs tens of milliseconds on a slow
// phone, so nothing a page runs as it starts may build one
// (src/plugins/code-unit-order, src/theme/LastUpdated).
for (const route of [
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/guides-mcp/github',
  '/toolhive/reference/api/create-workload',
]) {
  test(`${route} hydrates without locale-sensitive comparison or formatting`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { localeCalls: calls });
      const count = <T extends object>(owner: T, name: keyof T & string, label: string) => {
        const original = owner[name] as (...args: unknown[]) => unknown;
        const counted = function (this: unknown, ...args: unknown[]) {
          if (!calls.includes(label)) calls.push(label);
          return new.target ? Reflect.construct(original, args) : original.apply(this, args);
        };
        Object.defineProperty(owner, name, { value: counted, writable: true, configurable: true });
      };
      count(String.prototype, 'localeCompare', 'String#localeCompare');
      count(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
      count(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
      for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules'] as const)
        count(Intl, name, `Intl.${name}`);
    });
    await gotoHydrated(page, route);
    expect(await page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls)).toEqual([]);
  });
}

// src/theme/LastUpdated writes the date without Intl; the server's and the browser's text must agree.
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
