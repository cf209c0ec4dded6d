import type { Page } from '@playwright/test';
import { test, expect, hydrate, AXE_VIEWPORTS } from './fixtures';
import { nextIdle } from './waits';
import { nextFrames } from '../support/frames';
import { TEMPLATES } from './templates';

/**
 * What a reader sees, kept as pictures: one page of each template, light and
 * dark, at 1280 and 390 px, compared with the baselines committed in
 * screenshots.spec.ts-snapshots/ (tolerance and settings in
 * playwright.config.ts). After an intended change to how pages look, run
 * `npm run test:screenshots:update` and review the changed PNGs in the diff.
 *
 * A short template is pictured whole. A long one is pictured as its first
 * screen plus one part that shows what the template is made of, cut to
 * PART_HEIGHT, so the baselines stay small and a change to one section's
 * length does not shift every pixel below it.
 */
const SHOTS: Record<string, { whole?: boolean; part?: string }> = {
  home: { whole: true },
  'doc guide': { part: '.theme-doc-markdown .theme-code-block' },
  'doc with tabs': { part: '.theme-doc-markdown .tabs-container' },
  'category index': { whole: true },
  'CLI reference': { part: '.theme-doc-markdown :is(.table-scroll, dl)' },
  'API overview': { part: '.theme-doc-markdown :is(.table-scroll, .theme-code-block)' },
  'API tag index': { whole: true },
  'API operation': { part: '.openapi-tabs__code-container, .openapi-right-panel__container' },
  'CRD spec': { part: '.theme-doc-markdown :is(.table-scroll, dl)' },
  'registry schema': { part: '.theme-doc-markdown :is(.table-scroll, dl)' },
  'search page': { whole: true },
  '404 page': { whole: true },
};
const PART_HEIGHT = 640;

// Parts of a page that change without a change to the site.
const dynamic = (page: Page) => [page.locator('.theme-last-updated')];

/** Waits until nothing the page loads or draws after its load can still change the picture. */
async function settle(page: Page, route: string) {
  await hydrate(page);
  if (route === TEMPLATES['404 page']) await expect(page.getByText(/Looking for pages/)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image below the fold would load only when a full-page picture scrolls to it.
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
  });
  await nextIdle(page);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// One load per template and mode: the site follows the system's mode as it
// changes, and the width changes by a resize, so each picture is taken as a
// reader who turns the phone or switches the mode would see it.
for (const [template, route] of Object.entries(TEMPLATES)) {
  test(`screenshots: ${template} (${route}), light and dark, 1280 and 390 px`, async ({ page, guard }) => {
    // Eight pictures of one page, on two loaded cores.
    test.setTimeout(180_000);
    if (template === '404 page') guard.allowConsoleError(/status of 404/);
    // Another docs version's template (`CLI reference v0.44.0`) is pictured as its default one is.
    const { whole, part } = SHOTS[template] ?? SHOTS[template.replace(/ v\d+\.\d+\.\d+$/, '')];
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.setViewportSize(AXE_VIEWPORTS[0]);
    await page.goto(route);
    await settle(page, route);
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await page.locator(`html[data-theme=${mode}]`).waitFor();
      for (const viewport of AXE_VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        // After a resize React re-renders what follows the window size in the next frames.
        await nextFrames(page, 2);
        const name = `${slug(template)}-${mode}-${viewport.width}`;
        // Soft, so one changed picture does not hide the others.
        await expect.soft(page).toHaveScreenshot(`${name}.png`, { fullPage: whole, mask: dynamic(page) });
        if (!part) continue;
        const box = await page
          .locator(part)
          .first()
          .evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
          });
        const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: 0 };
        clip.width = Math.min(clip.width, viewport.width - clip.x);
        clip.height = Math.min(box.height + 16, PART_HEIGHT);
        await expect.soft(page).toHaveScreenshot(`${name}-part.png`, { fullPage: true, clip, mask: dynamic(page) });
      }
    }
  });
}
