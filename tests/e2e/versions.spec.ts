import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import { DOCS_RELEASES, docsVersionPath, SEARCH_INDEX_FILE } from '../../src/contract';
import { clientsOf } from '../../src/data/clients';
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
// a v0.3.5 reader does not, since v0.3.5 has no such command.
test('each version searches its own release', () => {
  const indexOf = (version: string) =>
    JSON.parse(fs.readFileSync(path.join(buildDir, docsVersionPath(version), SEARCH_INDEX_FILE), 'utf8')) as {
      commands: string[];
      pages: [string][];
    };
  for (const { version, tag } of DOCS_RELEASES) {
    const index = indexOf(version);
    const prefix = docsVersionPath(version) ? `/${docsVersionPath(version)}/` : '/';
    expect(
      index.pages.every(([route]) => route.startsWith(prefix)),
      tag,
    ).toBe(true);
    expect(index.commands.includes('thv skill'), tag).toBe(tag !== 'v0.3.5');
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
