import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import sample from '../../src/data/registry/v0.3.5/sample-registry.json';
import current from '../../src/data/registry/v0.44.0/sample-registry.json';

// The sample registry of v0.3.5 (its own format) renders in the frozen docs under /v0.3.5/; the
// default docs (v0.44.0) render the upstream format, whose entries are named io.github.stacklok/<name>.
const V035 = '/v0.3.5';
const guides = Object.keys(sample.servers);
const currentServers = current.data.servers as Array<{ name: string; packages: Array<{ identifier: string }> }>;

test.describe('MCP server guides', () => {
  test('a guide shows its metadata box and its tool list', async ({ page }) => {
    await page.goto(`${V035}/toolhive/guides-mcp/playwright`);
    const box = page.getByRole('region', { name: 'Registry entry: playwright' });
    await expect(box).toBeVisible();
    const term = (name: string) => box.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
    await expect(term('Image')).toHaveText(sample.servers.playwright.image);
    await expect(term('Transport')).toContainText('streamable-http');
    await expect(term('Transport')).toContainText('8931');
    await expect(term('Tier')).toHaveText('Official');
    await expect(term('Status')).toHaveText('Active');
    await expect(term('Tools')).toHaveText(String(sample.servers.playwright.tools.length));
    await expect(box.getByRole('link', { name: 'github.com/microsoft/playwright-mcp' })).toHaveAttribute(
      'href',
      'https://github.com/microsoft/playwright-mcp',
    );

    const tools = page.getByRole('list', { name: 'Tools of the playwright server' });
    await expect(tools.getByRole('listitem')).toHaveCount(sample.servers.playwright.tools.length);
    await expect(tools).toContainText('browser_navigate');
  });

  test('every guide renders the box for its own server', async ({ page }) => {
    for (const name of guides) {
      await page.goto(`${V035}/toolhive/guides-mcp/${name}`);
      await expect(page.getByRole('region', { name: `Registry entry: ${name}` })).toBeVisible();
      await expect(page.getByRole('list', { name: `Tools of the ${name} server` }).getByRole('listitem')).toHaveCount(
        sample.servers[name as keyof typeof sample.servers].tools.length,
      );
    }
  });

  test('every guide of the default docs renders the box of its upstream-format entry', async ({ page }) => {
    // Servers with a guide of their own; meta-mcp's page is retired in the default docs and shows no box.
    const withGuide = currentServers.filter((s) => {
      const name = s.name.split('/').pop()!;
      return name !== 'meta-mcp' && fs.existsSync(path.join(__dirname, `../../docs/toolhive/guides-mcp/${name}.mdx`));
    });
    expect(withGuide.length).toBeGreaterThan(5);
    for (const server of withGuide) {
      const name = server.name.split('/').pop()!;
      await page.goto(`/toolhive/guides-mcp/${name}`);
      const box = page.getByRole('region', { name: `Registry entry: ${server.name}` });
      await expect(box).toBeVisible();
      await expect(box.locator('dt', { hasText: 'Image' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
        server.packages[0].identifier,
      );
    }
  });

  test('the index table links to every guide', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/guides-mcp');
    const table = page.getByRole('table', { name: 'MCP servers with a ToolHive guide' });
    await expect(table.getByRole('row')).toHaveCount(guides.length + 1);
    for (const name of guides) {
      const link = table.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/toolhive/guides-mcp/${name}`);
    }
    await table.getByRole('link', { name: 'osv', exact: true }).click();
    await expect(page).toHaveURL(/\/toolhive\/guides-mcp\/osv$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run the OSV MCP server');
  });
});

test.describe('registry schema reference', () => {
  test('renders every definition with an anchor that the TOC links to', async ({ page }) => {
    await page.goto(`${V035}/toolhive/reference/registry-schema`);
    const definitions = [
      'server',
      'environment_variable',
      'permissions',
      'network_permissions',
      'outbound_permissions',
      'metadata',
      'provenance',
      'verified_attestation',
      'header',
      'oauth_config',
      'remote_server',
      'group',
    ];
    for (const id of definitions) {
      await expect(page.locator(`h3#${id}`)).toHaveText(id);
      await expect(page.locator(`.table-of-contents a[href="#${id}"]`)).toHaveCount(1);
    }
    const serverFields = page.locator('h3#server ~ dl.field-list').first();
    await expect(serverFields.locator('.field-list__item').filter({ hasText: 'target_port' })).toContainText('integer');
    await expect(page.locator('pre code').filter({ hasText: '"8931"' }).first()).toBeVisible();
  });

  test('deep links land on a definition and the schema file is served', async ({ page, request }) => {
    await page.goto(`${V035}/toolhive/reference/registry-schema#outbound_permissions`);
    await expect(page.locator('h3#outbound_permissions')).toBeInViewport();
    const link = page.getByRole('link', { name: '/api-specs/v0.3.5/toolhive-registry-schema.json' });
    await expect(link).toHaveAttribute('href', '/api-specs/v0.3.5/toolhive-registry-schema.json');
    const response = await request.get('/api-specs/v0.3.5/toolhive-registry-schema.json');
    expect(response.ok()).toBe(true);
    const served = await response.json();
    expect(served.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(Object.keys(served.definitions)).toContain('remote_server');
  });

  test('the default docs serve the upstream registry schemas they link to', async ({ page, request }) => {
    await page.goto('/toolhive/reference/registry-schema');
    await expect(page.locator('h3#server-ServerDetail')).toBeVisible();
    const link = page.getByRole('link', { name: '/api-specs/registry/upstream-registry.schema.json' });
    await expect(link).toHaveAttribute('href', '/api-specs/registry/upstream-registry.schema.json');
    const response = await request.get('/api-specs/registry/upstream-registry.schema.json');
    expect(response.ok()).toBe(true);
    expect(Object.keys(await response.json())).toContain('$schema');
  });
});
