import { expect, test, gotoHydrated } from './fixtures';
import { axeViolations } from '../support/axe';

// A guide with tables of two, three, and four columns.
const PAGE = '/toolhive/guides-cli/run-mcp-servers';

test('on a phone each table row is a card that names its columns, and no table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, PAGE);
  const tables = page.locator('.table-scroll');
  expect(await tables.count()).toBeGreaterThan(2);
  const sizes = await tables.evaluateAll((els) => els.map((el) => [el.scrollWidth, el.clientWidth]));
  for (const [scroll, client] of sizes) expect(scroll).toBeLessThanOrEqual(client);

  const table = tables.filter({ has: page.locator('thead th:nth-child(3)') }).first();
  const heading = (await table.locator('thead th').nth(1).textContent())!.trim();
  const cell = table.locator('tbody tr').first().locator('td').nth(1);
  await expect(cell).toHaveAttribute('data-label', heading);
  expect(await cell.evaluate((el) => getComputedStyle(el, '::before').display)).toBe('block');
  // The label is drawn for the eye only: the cell's accessible name is its value, and the headings stay in the tree.
  await expect(table.getByRole('columnheader', { name: heading })).toHaveCount(1);
  const value = (await cell.textContent())!.trim();
  await expect(table.getByRole('cell', { name: value, exact: true }).first()).toBeAttached();
  // Every axe rule holds for the cards in both colour modes (the every-page check runs axe at desktop width only).
  for (const mode of ['light', 'dark'] as const) {
    // Reduced motion, as in the every-page check: Infima's colour transitions then end at once.
    await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const violations = await axeViolations(page, { include: '.table-scroll' });
    expect(violations.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  }
});

test('on a wide screen tables stay tables with their heading row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, PAGE);
  const table = page.locator('.table-scroll table').first();
  expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table');
  await expect(table.locator('thead')).toBeVisible();
  const cell = table.locator('tbody td').nth(1);
  expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
});
