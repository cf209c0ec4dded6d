import { test, expect, hydrate, AXE_VIEWPORTS } from './fixtures';
import { axeFailures } from '../support/axe';
import { builtRoutes, shard } from '../support/built-site';
import { TEMPLATES } from './templates';

// Every axe rule, AAA and experimental ones included (tests/support/axe.ts).
// Pages of one template share their chrome (navbar, sidebar, footer, page
// layout) and differ in content, so every page's content is checked in both
// colour modes at one width, and one whole page of each template in both modes
// at desktop width and at a 390 px phone width, where the chrome changes.
const SHARDS = 12;

// A11Y_ROUTES (a regular expression) narrows the run while fixing a page.
const only = process.env.A11Y_ROUTES ? new RegExp(process.env.A11Y_ROUTES) : undefined;
const templateRoutes = new Set(Object.values(TEMPLATES));

/** Opens `route` as a first visit with the system set to `mode` would, hydrated. */
async function open(page: import('@playwright/test').Page, route: string, mode: 'light' | 'dark') {
  // The system preference picks the mode, so themed images and code blocks follow it too.
  await page.emulateMedia({ colorScheme: mode });
  await page.setViewportSize(AXE_VIEWPORTS[0]);
  await page.goto(route);
  await hydrate(page);
  await page.locator(`html[data-theme=${mode}]`).waitFor();
}

test('the axe check runs AAA and experimental rules, not only the defaults', async ({ page }) => {
  // Grey #767676 on white is 4.5:1: AA passes, AAA's 7:1 fails. A first
  // table row that stands in for a caption is an experimental rule's finding.
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Ports</h1><p style="color:#767676">Some text</p>' +
      '<table><tr><td colspan="2">Ports</td></tr><tr><th>Name</th><th>Port</th></tr>' +
      '<tr><td>proxy</td><td>8080</td></tr></table></main></body></html>',
  );
  const ids = (await axeFailures(page, 'fixture')).map((line) => line.split(' ')[1].replace(/:$/, ''));
  expect(ids).toEqual(expect.arrayContaining(['color-contrast-enhanced', 'table-fake-caption']));
  expect(ids).not.toContain('color-contrast');
});

// The site's chrome: the same on every page of a template, and checked with it below.
const CHROME = ['.navbar', '.theme-doc-sidebar-container', '.footer'];

// The template pages below cover this mode and width too.
const routesToCheck = builtRoutes().filter((route) => !templateRoutes.has(route) && (!only || only.test(route)));
for (const [index, routes] of shard(routesToCheck, SHARDS).entries()) {
  if (routes.length === 0) continue;
  test(`axe: every page, light and dark, desktop, shard ${index + 1} of ${SHARDS}`, async ({ page }) => {
    test.setTimeout(routes.length * 30_000 + 60_000);
    const failures: string[] = [];
    for (const route of routes) {
      await open(page, route, 'light');
      failures.push(...(await axeFailures(page, `${route} [light]`, { exclude: CHROME })));
      // The site follows the system's mode as it changes, so one load serves both.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme=dark]').waitFor();
      // Links fade to their new colour; axe must read the colour they end on.
      await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
      failures.push(...(await axeFailures(page, `${route} [dark]`, { exclude: CHROME })));
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

for (const [template, route] of Object.entries(TEMPLATES)) {
  if (only && !only.test(route)) continue;
  test(`axe: ${template} (${route}), light and dark, desktop and phone`, async ({ page, guard }) => {
    test.setTimeout(240_000);
    if (template === '404 page') guard.allowConsoleError(/status of 404/);
    const failures: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await open(page, route, mode);
      for (const viewport of AXE_VIEWPORTS) {
        await page.setViewportSize(viewport);
        failures.push(...(await axeFailures(page, `${route} [${mode}, ${viewport.width}px]`)));
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
