import { test, expect, hydrate, axeFailures, AXE_VIEWPORTS } from './fixtures';
import { builtRoutes, shard } from '../support/built-site';

// Every page of the build, in both colour modes, at desktop width and at a
// 390 px phone width, against WCAG 2.1 A/AA and axe's best practices.
const SHARDS = 12;

// A11Y_ROUTES (a regular expression) narrows the run while fixing a page.
const only = process.env.A11Y_ROUTES ? new RegExp(process.env.A11Y_ROUTES) : undefined;
const routesToCheck = builtRoutes().filter((route) => !only || only.test(route));

for (const [index, routes] of shard(routesToCheck, SHARDS).entries()) {
  if (routes.length === 0) continue;
  test(`axe: pages shard ${index + 1} of ${SHARDS}`, async ({ page }) => {
    test.setTimeout(routes.length * 60_000 + 60_000);
    const failures: string[] = [];
    for (const route of routes) {
      for (const mode of ['light', 'dark'] as const) {
        // The reader's system preference picks the mode, as on a first visit,
        // so themed images and code blocks follow it too.
        await page.emulateMedia({ colorScheme: mode });
        await page.setViewportSize(AXE_VIEWPORTS[0]);
        await page.goto(route);
        await hydrate(page);
        await page.locator(`html[data-theme=${mode}]`).waitFor();
        for (const viewport of AXE_VIEWPORTS) {
          await page.setViewportSize(viewport);
          failures.push(...(await axeFailures(page, `${route} [${mode}, ${viewport.width}px]`)));
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
