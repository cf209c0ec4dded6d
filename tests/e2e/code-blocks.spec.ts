import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, gotoHydrated, hydrate, presetColorMode, reloadHydrated, withoutScripts } from './fixtures';
import { browserRendered, nextIdle, recordScripts, scriptsAskedFor } from './waits';

// Fenced code is highlighted at build time (src/features/code-highlight); Prism
// reaches the browser only with code that is highlighted there.

const GUIDE = '/toolhive/guides-cli/install';

const tokensOf = (page: Page) =>
  page.locator('main pre').evaluateAll((pres) =>
    pres.map((pre) =>
      Array.from(pre.querySelectorAll('.token'))
        .map((t) => `${t.className}|${t.textContent}`)
        .join('\n'),
    ),
  );

test('fenced code arrives coloured in the HTML and hydrates without changing', async ({ browser, page }) => {
  const built = await withoutScripts(browser, GUIDE, tokensOf);
  expect(built.length).toBeGreaterThan(5);
  expect(built.join('\n')).toMatch(/token (function|string|comment|parameter|builtin)/);

  await gotoHydrated(page, GUIDE);
  expect(await tokensOf(page)).toEqual(built);
});

// theme-classic's CodeBlock mounts every block again after hydration to swap
// inline colours; with colours in CSS, src/features/code-highlight/theme/CodeBlock does not. (Its
// Tabs still mount again, for their own reasons, so this page has none.)
test('code blocks keep the DOM the server sent through hydration', async ({ page }) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedCode: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre')))
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
  // The render that follows hydration, where the remount happened, has committed.
  await browserRendered(page);
  await nextIdle(page);
  expect(await page.locator('main pre').count()).toBeGreaterThan(5);
  expect(await page.evaluate(() => (window as unknown as { removedCode: string[] }).removedCode)).toEqual([]);
});

test('token colours follow the colour mode', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await gotoHydrated(page, GUIDE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const string = page.locator('main pre .token.string').first();
  const colours = () =>
    string.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('pre')!).backgroundColor]);
  const [darkString, darkBackground] = await colours();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await reloadHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const [lightString, lightBackground] = await colours();
  expect(lightString).not.toBe(darkString);
  expect(lightBackground).not.toBe(darkBackground);
  const plain = await page
    .locator('main pre .token-line')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(lightString).not.toBe(plain);
  await context.close();
});

// The server renders the default (dark) mode's inline colours into every
// block, and the page's scripts start after the first paint; the colours a
// reader sees first must already be their mode's (src/features/code-highlight).
test("code blocks have their colour mode's colours before the page's scripts run", async ({ browser }) => {
  const backgrounds = new Map<string, string>();
  for (const mode of ['light', 'dark'] as const)
    for (const choice of ['system', 'stored'] as const) {
      const other = mode === 'light' ? 'dark' : 'light';
      const context = await browser.newContext({ colorScheme: choice === 'system' ? mode : other });
      const page = await context.newPage();
      if (choice === 'stored') await presetColorMode(page, mode);
      const held: Route[] = [];
      let holding = true;
      await page.route('**/assets/js/**', (route) => (holding ? held.push(route) : route.continue()));
      // The page asks for its scripts once it has painted; held, none has run.
      const asked = page.waitForRequest('**/assets/js/**');
      await page.goto(GUIDE, { waitUntil: 'domcontentloaded' });
      await asked;
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const string = page.locator('main .theme-code-block .token.string').first();
      const colours = () =>
        string.evaluate((el) => {
          const block = el.closest('.theme-code-block')!;
          const line = el.closest('.token-line')!;
          return {
            block: getComputedStyle(block).backgroundColor,
            pre: getComputedStyle(block.querySelector('pre')!).backgroundColor,
            plain: getComputedStyle(line).color,
            string: getComputedStyle(el).color,
          };
        });
      const firstPaint = await colours();
      holding = false;
      for (const route of held) await route.continue();
      await hydrate(page);
      // The colour mode React reads once hydrated has been rendered.
      await browserRendered(page);
      expect(await colours(), `${mode} (${choice})`).toEqual(firstPaint);
      backgrounds.set(mode, firstPaint.block);
      await context.close();
    }
  expect(backgrounds.get('light')).not.toBe(backgrounds.get('dark'));
});

// A string of Prism's bash grammar, which every highlighter bundle here includes.
const PRISM_MARKER = 'BASH_ALIASES';

test('a guide loads no syntax highlighter; an API page loads one when uncoloured code comes into view', async ({
  page,
}) => {
  await recordScripts(page);
  const highlighters = async () => (await scriptsAskedFor(page)).filter((body) => body.includes(PRISM_MARKER)).length;
  await gotoHydrated(page, GUIDE);
  // Rendered for the browser, and the blocks on screen reported: any of them
  // that wanted Prism has asked for it.
  await browserRendered(page);
  await nextIdle(page);
  expect((await scriptsAskedFor(page)).length).toBeGreaterThan(2);
  expect(await highlighters()).toBe(0);

  // The API operation pages build their curl call and examples from the spec
  // in the browser. On a phone they sit below the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/toolhive/reference/api/create-workload');
  // The curl call is built in the browser; once it is there, uncoloured and
  // off screen, the blocks on screen have been reported too.
  const curl = page.locator('.theme-code-block', { hasText: 'curl' });
  await expect(curl).toBeAttached();
  await nextIdle(page);
  expect(await highlighters()).toBe(0);
  await expect(curl.locator('.token.function')).toHaveCount(0);
  await curl.scrollIntoViewIfNeeded();
  await expect(curl.locator('.token.function').first()).toBeVisible();
  // The same count sees the highlighter once it is loaded.
  expect(await highlighters()).toBeGreaterThan(0);
});

// A block's buttons are made when it nears the viewport (src/features/code-highlight/theme/CodeBlock/useNearViewport.ts).
test('code blocks get their buttons as they come into view, and Copy copies the block by keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
  // A block in a closed troubleshooting entry never comes into view until the reader opens it.
  const blocks = page.locator('article .theme-code-block:visible');
  const copyButton = (block: Locator) => block.getByRole('button', { name: 'Copy code to clipboard' });
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  const last = blocks.last();
  // The blocks near the first screen have been reported and given buttons.
  await nextIdle(page);
  await expect(copyButton(last)).toHaveCount(0);
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    await expect(copyButton(block)).toBeAttached();
  }

  await copyButton(last).focus();
  await page.keyboard.press('Enter');
  await expect(last.getByRole('button', { name: 'Copied' })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // innerText puts an empty line after each line's block element; the copied text has none.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim());
  expect(lines(copied)).toEqual(lines(await last.locator('pre code').innerText()));
  expect(lines(copied).length).toBeGreaterThan(0);
});

// The word-wrap button shows on blocks that scroll sideways, including those
// measured only once their tab is chosen.
test('blocks that scroll sideways offer word wrap, in every tab, and wrapping removes the scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/toolhive/guides-cli/install');
  const wrapButton = (block: Locator) => block.getByRole('button', { name: 'Toggle word wrap' });
  const expectButtonsMatchOverflow = async (blocks: Locator) => {
    for (const block of await blocks.all()) {
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();
      const scrolls = await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
      await expect(wrapButton(block)).toHaveCount(scrolls ? 1 : 0);
    }
  };
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(2);
  let scrollingBlocks = 0;
  for (const tab of await tabs.all()) {
    await tab.click();
    const blocks = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
    await expectButtonsMatchOverflow(blocks);
    scrollingBlocks += await wrapButton(blocks).count();
  }
  expect(scrollingBlocks).toBeGreaterThan(0);

  const block = page
    .locator('article .theme-code-block')
    .filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) })
    .first();
  const pre = block.locator('pre');
  await wrapButton(block).focus();
  await page.keyboard.press('Enter');
  await expect(pre.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // Wrapped, the block no longer scrolls, yet keeps its button to unwrap.
  await expect(wrapButton(block)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(pre.locator('code')).not.toHaveAttribute('style');
});
