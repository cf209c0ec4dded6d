import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, withoutScripts } from './fixtures';
import { axeViolations } from '../support/axe';
import apiFacts from '../../src/data/reference/v0.44.0/api.json';

test('the overview explains how to reach the API', async ({ page }) => {
  await page.goto('/toolhive/reference/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ToolHive API');
  await expect(page.getByText('thv serve', { exact: true }).first()).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  for (const tag of ['System', 'Clients', 'Groups', 'Registry', 'Secrets', 'Workloads']) {
    await expect(sidebar.getByRole('button', { name: new RegExp(`sidebar category '${tag}'`) })).toBeVisible();
  }
});

test('a tag page names its endpoints and lists them', async ({ page }) => {
  await page.goto('/toolhive/reference/api/workloads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workloads endpoints');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'MCP servers that ToolHive runs or proxies, and their upgrades. Operations of the ToolHive API.',
  );
  await expect(page.locator('article').getByRole('link', { name: /List workloads/ })).toBeVisible();
});

for (const [route, method, path, field] of [
  ['/toolhive/reference/api/list-workloads', 'get', '/api/v1beta/workloads', 'all'],
  ['/toolhive/reference/api/create-workload', 'post', '/api/v1beta/workloads', 'network_isolation'],
  ['/toolhive/reference/api/delete-group', 'delete', '/api/v1beta/groups/:name', 'with-workloads'],
]) {
  test(`${method.toUpperCase()} ${path} renders its method, path, parameters and schema, with and without scripts`, async ({
    browser,
    page,
  }) => {
    const expectOperation = async (on: Page) => {
      const header = on.locator('.openapi__method-endpoint').first();
      await expect(header).toContainText(method.toUpperCase());
      await expect(header).toContainText(path);
      await expect(on.locator('article').getByText(field, { exact: true }).first()).toBeVisible();
      await expect(on.locator('.openapi-left-panel__container .openapi-skeleton')).toHaveCount(0);
    };
    // The server HTML holds the parameters and schemas, for readers without scripts and for the search index.
    // A context with scripts off reads it as they do; aborting the scripts of the test's own page instead
    // left requests in flight that could abort its next navigation (net::ERR_ABORTED).
    await withoutScripts(browser, route, expectOperation);
    await gotoHydrated(page, route);
    await expectOperation(page);
  });
}

test('the request builder loads when asked and stays open for the session', async ({ page }) => {
  // The largest page of the site, hydrated and then its explorer loaded, on two shared cores.
  test.slow();
  const explorerChunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) explorerChunks.push(response.url());
  });
  await gotoHydrated(page, '/toolhive/reference/api/create-workload');
  const panel = page.locator('.openapi-right-panel__container');
  // Before: the curl call with the spec's example body, and no request form.
  await expect(panel.locator('pre')).toContainText("curl -X POST 'http://localhost:8080/api/v1beta/workloads'");
  await expect(panel.locator('pre')).toContainText('"name":"fetch"');
  await expect(panel.getByRole('button', { name: 'Send API Request' })).toHaveCount(0);
  const before = explorerChunks.length;

  const open = panel.getByRole('button', { name: 'Open the request builder' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  expect(explorerChunks.length).toBeGreaterThan(before);
  await expect(panel.locator('.api-explorer-panel')).toBeFocused();
  for (const language of ['curl', 'python', 'nodejs', 'go', 'powershell']) {
    await expect(panel.locator(`.openapi-tabs__code-item--${language}`)).toBeVisible();
  }

  // Another operation, reached in-app, opens with the builder already loaded.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'List workloads' }).click();
  await expect(page).toHaveURL(/\/list-workloads$/);
  await expect(panel.getByRole('button', { name: 'Send API Request' })).toBeVisible();
});

// The sitemap-wide axe run sees the panel as a page loads; this covers both of its states.
for (const mode of ['light', 'dark'] as const) {
  test(`the request builder passes axe closed and open, ${mode} mode`, async ({ page }) => {
    // Every axe rule over the largest pages of the site, twice.
    test.slow();
    const axe = () => axeViolations(page);
    await page.emulateMedia({ colorScheme: mode });
    await gotoHydrated(page, '/toolhive/reference/api/create-workload');
    await page.locator('.api-explorer-launcher pre').waitFor();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'Open the request builder' }).click();
    await page.getByRole('button', { name: 'Send API Request' }).waitFor();
    expect(await axe()).toEqual([]);
  });
}

test('operation pages are styled on first paint and after in-app navigation', async ({ browser, page }) => {
  const endpointStyle = (on: Page) =>
    on
      .locator('.openapi__method-endpoint')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.display, style.paddingTop, style.borderTopWidth].join(' ');
      });

  // The theme's styles are in the site stylesheet the HTML links, so the page is styled before any script runs.
  expect(await withoutScripts(browser, '/toolhive/reference/api/list-workloads', endpointStyle)).toBe(
    'flex 10.4px 1px',
  );

  await gotoHydrated(page, '/toolhive/reference/api');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('button', { name: /sidebar category 'Workloads'/ }).click();
  await sidebar.getByRole('link', { name: 'List workloads' }).click();
  await expect(page).toHaveURL(/\/list-workloads$/);
  await expect.poll(() => endpointStyle(page)).toBe('flex 10.4px 1px');
});

test('the spec is served at /api-specs/toolhive-api.yaml and parses', async ({ request }) => {
  const response = await request.get('/api-specs/toolhive-api.yaml');
  expect(response.status()).toBe(200);
  const spec = load(await response.text()) as { openapi: string; paths: Record<string, object> };
  expect(spec.openapi).toBe('3.1.0');
  // The default docs' release (v0.44.0): one path per distinct path of its operations.
  const operations = (apiFacts as { operations: Array<{ path: string }> }).operations;
  expect(Object.keys(spec.paths)).toHaveLength(new Set(operations.map((o) => o.path)).size);
  expect(Object.keys(spec.paths)).toContain('/api/v1beta/skills');
});

test.describe('Try it', () => {
  let server: http.Server;
  let port: number;
  test.beforeAll(async () => {
    // Stands in for `thv serve` on a loopback port.
    server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      if (req.url === '/api/v1beta/version') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ version: 'v0.3.5-loopback' }));
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Workload not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(() => server.close());

  const pointAtLoopback = async (page: import('@playwright/test').Page) => {
    await page.getByRole('button', { name: 'Open the request builder' }).click();
    const baseUrl = page.locator('details', { hasText: 'Base URL' }).first();
    // The Edit button only shows while the pointer is over the server URL.
    await baseUrl.locator('.openapi-explorer__floating-btn').hover();
    await baseUrl.getByRole('button', { name: 'Edit' }).click();
    await baseUrl.getByLabel('host').fill('127.0.0.1');
    await baseUrl.getByLabel('port').fill(String(port));
  };

  test('sends a real request to the reader server and shows the answer', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/reference/api/get-version');
    await pointAtLoopback(page);
    await page.getByRole('button', { name: 'Send API Request' }).click();
    await expect(page.getByText('v0.3.5-loopback').first()).toBeVisible();
  });

  test('shows a plain-text 404 body as text', async ({ page, guard }) => {
    guard.allowConsoleError(/status of 404/);
    await gotoHydrated(page, '/toolhive/reference/api/get-workload-status');
    await pointAtLoopback(page);
    await page.getByPlaceholder('name').fill('nope');
    await page.getByRole('button', { name: 'Send API Request' }).click();
    await expect(page.getByText('Workload not found').last()).toBeVisible();
    await expect(page.getByText('404').first()).toBeVisible();
  });
});
