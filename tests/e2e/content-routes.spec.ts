import { test, expect } from './fixtures';

// The routes the product fixes for each content section; each must render
// with its own title as the only H1.
const ROUTES = {
  cli: [
    '/toolhive/guides-cli',
    ...[
      'install',
      'run-mcp-servers',
      'manage-mcp-servers',
      'registry',
      'client-configuration',
      'group-management',
      'secrets-management',
      'custom-permissions',
      'filesystem-access',
      'network-isolation',
      'thvignore',
      'build-containers',
      'telemetry-and-metrics',
      'api-server',
      'advanced-cicd',
    ].map((p) => `/toolhive/guides-cli/${p}`),
    '/toolhive/faq',
  ],
  ui: [
    '/toolhive/guides-ui',
    ...[
      'install',
      'run-mcp-servers',
      'registry',
      'client-configuration',
      'secrets-management',
      'network-isolation',
    ].map((p) => `/toolhive/guides-ui/${p}`),
    '/toolhive/tutorials',
    ...['quickstart-cli', 'quickstart-ui', 'quickstart-k8s', 'custom-registry', 'vault-integration'].map(
      (p) => `/toolhive/tutorials/${p}`,
    ),
    '/toolhive/quickstart',
  ],
  k8s: [
    '/toolhive/guides-k8s',
    ...[
      'intro',
      'deploy-operator-helm',
      'run-mcp-k8s',
      'tool-config',
      'telemetry-and-metrics',
      'logging-infrastructure',
    ].map((p) => `/toolhive/guides-k8s/${p}`),
    '/toolhive/concepts',
    ...['mcp-primer', 'observability', 'registry-criteria'].map((p) => `/toolhive/concepts/${p}`),
    '/toolhive/reference/crd-spec',
    '/toolhive/reference/registry-schema',
    '/toolhive/reference/client-compatibility',
  ],
};

// One test per route keeps each test short under a loaded CI machine and
// names the failing page directly.
for (const [section, routes] of Object.entries(ROUTES)) {
  test.describe(`${section} pages`, () => {
    for (const route of routes) {
      test(`${route} renders with its title`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, route).toHaveCount(1);
        const heading = (await h1.textContent())?.trim() ?? '';
        expect(heading.length, route).toBeGreaterThan(2);
        await expect(page, route).toHaveTitle(
          new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ToolHive Docs$`),
        );
      });
    }
  });
}

test('the client table appears on both pages that list clients', async ({ page }) => {
  for (const route of ['/toolhive/guides-cli/client-configuration', '/toolhive/reference/client-compatibility']) {
    await page.goto(route);
    await expect(page.getByRole('table').filter({ hasText: 'claude-code' }).first(), route).toBeVisible();
  }
});
