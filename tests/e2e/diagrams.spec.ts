import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, withoutScripts } from './fixtures';
import { nextIdle, recordScripts, scriptsAskedFor } from './waits';

// Mermaid diagrams are drawn ahead of time (npm run diagrams) and inlined by
// the build (src/features/diagrams), one drawing per colour mode.

const GUIDE = '/toolhive/guides-cli/run-mcp-servers';
// A message of Mermaid's parser: in the Mermaid bundle, and nowhere else.
const MERMAID_MARKER = 'Syntax error in text';

const visibleDrawingIds = (page: Page) =>
  page
    .locator('.mermaid-drawing > svg')
    .evaluateAll((svgs) => svgs.filter((svg) => svg.getBoundingClientRect().height > 0).map((svg) => svg.id));

test('a diagram arrives drawn in the HTML, in the light drawing when scripts are off', async ({ browser }) => {
  await withoutScripts(browser, GUIDE, async (page) => {
    const drawing = page.locator('main .mermaid-drawing > svg').filter({ visible: true });
    await expect(drawing).toHaveCount(1);
    await expect(drawing).toHaveAttribute('id', /^mermaid-light-/);
    // The labels are the diagram's own text, not an image of it.
    await expect(drawing).toContainText('thv run SERVER');
  });
});

test('the drawing follows the colour mode, and no Mermaid script runs', async ({ page }) => {
  await recordScripts(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, GUIDE);
  await page.locator('.mermaid-drawing').filter({ visible: true }).scrollIntoViewIfNeeded();
  // A drawing on screen has had its chance to ask for Mermaid.
  await nextIdle(page);
  expect(await visibleDrawingIds(page)).toEqual([expect.stringMatching(/^mermaid-dark-/)]);

  const toggle = page.getByRole('button', { name: /system mode|light mode|dark mode/i }).first();
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'light'; i++) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await visibleDrawingIds(page)).toEqual([expect.stringMatching(/^mermaid-light-/)]);

  const bodies = await scriptsAskedFor(page);
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.filter((body) => body.includes(MERMAID_MARKER))).toEqual([]);
});

test('the marker the previous test looks for is in the built Mermaid bundle', () => {
  // Without this, a renamed message would let that test pass with Mermaid loaded.
  const jsDir = path.resolve(__dirname, '../../build/assets/js');
  const withMarker = fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(jsDir, file), 'utf8').includes(MERMAID_MARKER));
  expect(withMarker.length).toBeGreaterThan(0);
});

test('on a phone a scaled-down diagram opens at the size it was drawn, and back, from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, GUIDE);
  const figure = page.locator('main .mermaid-figure').first();
  const svg = figure.locator('.mermaid-drawing--light > svg');
  const drawn = await svg.evaluate((el) => (el as SVGSVGElement).viewBox.baseVal.width);
  expect((await svg.boundingBox())!.width).toBeLessThan(drawn / 2);

  await figure.getByRole('button', { name: 'Show diagram full size' }).press('Enter');
  await expect.poll(async () => Math.round((await svg.boundingBox())!.width)).toBe(Math.round(drawn));
  // The drawing scrolls sideways in its own box, which the keyboard can reach.
  const scroller = figure.locator('.mermaid-drawing--light');
  await expect(scroller).toHaveAttribute('tabindex', '0');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await figure.getByRole('button', { name: 'Fit diagram to page' }).press('Enter');
  await expect.poll(async () => (await svg.boundingBox())!.width).toBeLessThan(drawn / 2);
});

test('a diagram drawn narrower than the column has no size button', async ({ page }) => {
  await gotoHydrated(page, '/toolhive/guides-ui/client-configuration');
  await expect(page.locator('main .mermaid-figure')).toHaveCount(1);
  await expect(page.locator('main .mermaid-figure').getByRole('button')).toHaveCount(0);
});
