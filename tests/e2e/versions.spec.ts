import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import {
  DEFAULT_DOCS_VERSION,
  DOCS_RELEASES,
  docsVersionPath,
  SEARCH_INDEX_FILE,
  thvCommandNames,
} from '../../src/contract';
import { clientsOf } from '../../src/data/clients';
import { commandNames } from '../../src/features/search/engine/format';
import type { PackedIndex } from '../../src/features/search/engine/types';
import type { CliFacts } from '../../src/reference/cli';
import { readFacts } from '../../src/reference/releases';
import { buildDir } from '../support/built-site';

// Each docs version shows its own release's data: a page of every component that reads release data,
// in every version, names that version's release or holds its data, and links stay inside the version.
for (const { version, tag } of DOCS_RELEASES) {
  const prefix = docsVersionPath(version) ? `/${docsVersionPath(version)}` : '';

  test(`${tag} pages show ${tag} data`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/toolhive/guides-mcp/playwright`);
    await expect(page.getByTestId('mcp-server-metadata')).toContainText(tag);

    await gotoHydrated(page, `${prefix}/toolhive/guides-mcp`);
    const table = page.getByTestId('mcp-server-table');
    for (const href of await table.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href, 'a server guide in the same version').toMatch(new RegExp(`^${prefix}/toolhive/guides-mcp/`));

    await gotoHydrated(page, `${prefix}/toolhive/reference/client-compatibility`);
    const auto = page.getByRole('table', { name: 'Clients ToolHive configures automatically' });
    await expect(auto.locator('tbody tr')).toHaveCount(clientsOf(tag).autoClients.length);
  });
}

// One index per version, with that release's command names: a v0.44.0 reader finds `thv skill`,
// a v0.3.5 reader does not, since v0.3.5 has no such command. Most names come from the CLI
// reference pages' titles, so the names must match the release's even where pages are retired.
test('each version searches its own release', () => {
  const indexOf = (version: string) =>
    JSON.parse(
      fs.readFileSync(path.join(buildDir, docsVersionPath(version), SEARCH_INDEX_FILE), 'utf8'),
    ) as PackedIndex;
  for (const { version, tag } of DOCS_RELEASES) {
    const index = indexOf(version);
    const prefix = docsVersionPath(version) ? `/${docsVersionPath(version)}/` : '/';
    expect(
      index.pages.every(([route]) => route.startsWith(prefix)),
      tag,
    ).toBe(true);
    const names = commandNames(index);
    expect(names.includes('thv skill'), tag).toBe(tag !== 'v0.3.5');
    expect([...names].sort(), tag).toEqual(
      thvCommandNames(readFacts<CliFacts>(path.resolve(__dirname, '../..'), tag, 'cli').facts).sort(),
    );
  }
});

// One docs MCP package per version, holding that version's pages only and naming its release.
test('each version has its own MCP package', () => {
  for (const { version, tag } of DOCS_RELEASES) {
    const tarball = path.join(buildDir, `toolhive-docs-mcp-${tag.replace(/^v/, '')}.tgz`);
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    const twins = files.filter((f) => f.startsWith('package/data/') && f.endsWith('.md'));
    const prefix = docsVersionPath(version) ? `package/data/${docsVersionPath(version)}/` : 'package/data/toolhive';
    expect(twins.length, tag).toBeGreaterThan(100);
    expect(
      twins.filter((f) => !f.startsWith(prefix)),
      tag,
    ).toEqual([]);
    const meta = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/data/mcp-meta.json'], { encoding: 'utf8' }),
    );
    expect(meta.release, tarball).toBe(tag);
  }
});

// The docs plugin's data in the browser is trimmed (src/features/doc-cards/plugin.ts: no doc list in the
// version metadata, no sidebar per doc in the global data). What reads the rest still works in both
// versions: the dropdown keeps the reader on the same page, the old version's banner links to the page
// in the default one, and the sidebar, breadcrumbs and pagination follow the page.
test('a page in either version links to itself in the other, with its sidebar, breadcrumbs and pagination', async ({
  page,
}) => {
  const guide = '/toolhive/guides-cli/run-mcp-servers';
  const tags = DOCS_RELEASES.map((r) => r.tag);
  const versionMenu = page.locator('.navbar__items--right .dropdown', { hasText: tags[0] });
  const versionLinks = () =>
    versionMenu
      .locator('.dropdown__menu a')
      .evaluateAll((links) => Object.fromEntries(links.map((a) => [a.textContent, a.getAttribute('href')])));
  const pageHrefs: Record<string, string> = {};
  for (const { version, tag } of DOCS_RELEASES) {
    const prefix = docsVersionPath(version) ? `/${docsVersionPath(version)}` : '';
    pageHrefs[tag] = `${prefix}${guide}`;
  }
  for (const { version, tag } of DOCS_RELEASES) {
    const prefix = docsVersionPath(version) ? `/${docsVersionPath(version)}` : '';
    await gotoHydrated(page, `${prefix}${guide}`);
    expect(await versionLinks(), tag).toEqual(pageHrefs);
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveAttribute(
      'href',
      `${prefix}${guide}`,
    );
    await expect(page.locator('.breadcrumbs a[href$="/toolhive/guides-cli/"]')).toHaveAttribute(
      'href',
      `${prefix}/toolhive/guides-cli/`,
    );
    for (const link of await page
      .locator('.pagination-nav a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(link, tag).toMatch(new RegExp(`^${prefix}/toolhive/`));
    await expect(page.locator('.pagination-nav a')).toHaveCount(2);
    if (version !== DEFAULT_DOCS_VERSION)
      await expect(page.locator('.theme-doc-version-banner a')).toHaveAttribute('href', guide);
  }
  // In the browser: choosing the other version in the dropdown opens the same page there.
  const [other] = DOCS_RELEASES.filter((r) => r.version !== DEFAULT_DOCS_VERSION);
  await gotoHydrated(page, guide);
  await versionMenu.hover();
  await versionMenu.locator('.dropdown__menu a', { hasText: other.tag }).click();
  await expect(page).toHaveURL(new RegExp(`${pageHrefs[other.tag]}$`));
  await expect(page.locator('h1')).toBeVisible();
});
