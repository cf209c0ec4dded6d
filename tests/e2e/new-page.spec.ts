import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import { buildDir } from '../support/built-site';

// scripts/test.sh adds tests/fixtures/contributor-page.mdx to the docs before
// it builds, exactly as a writer adds a page: one file and nothing else.
const route = '/toolhive/concepts/zz-contributor-fixture';

test.beforeAll(() => {
  const built = fs.existsSync(path.join(buildDir, route, 'index.html'));
  expect(built, 'build with `npm test`, which adds the fixture page before building').toBe(true);
});

test('a new page appears in its sidebar', async ({ page }) => {
  await page.goto('/toolhive/concepts');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Contributor fixture page' })).toHaveAttribute('href', route);
});

test('a new page is found by search', async ({ page }) => {
  await gotoHydrated(page, '/toolhive');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.getByRole('searchbox').fill('quasarfixture');
  await expect(page.getByRole('option', { name: /Contributor fixture page/ }).first()).toBeVisible();
});

test('a new page is listed in llms.txt', async ({ request }) => {
  expect(await (await request.get('/llms.txt')).text()).toContain(`${route}.md)`);
});
