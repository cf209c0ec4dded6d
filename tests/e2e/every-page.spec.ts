import type { Page } from '@playwright/test';
import { test, expect, hydrate, reloadHydrated, AXE_VIEWPORTS } from './fixtures';
import { axeFailures } from '../support/axe';
import { layoutProblems } from '../support/layout';
import { nextFrames } from '../support/frames';
import fs from 'node:fs';
import { builtRoutes, builtText, htmlFileFor, shard } from '../support/built-site';
import { OTHER_VERSION_PREFIXES, TEMPLATES } from './templates';

// Every built page, shown once, gets both checks a reader's eye would make:
// every axe rule (AAA and experimental ones included, tests/support/axe.ts) in
// light and dark mode, and the layout checks (tests/support/layout.ts) at the
// desktop width and, after a switch to dark mode and a resize, at a 390 px
// phone width. Each shard opens its first page as a first visit and reaches
// the rest as a reader following links does, in the running app. Pages of one
// template share their chrome (navbar, sidebar, footer, page layout) and
// differ in content, so the sweep checks each page's content, and one whole
// page of each template is checked with its chrome in both modes at both
// widths.
const SHARDS = 12;

// PAGES (a regular expression) narrows the run while fixing a page.
const only = process.env.PAGES ? new RegExp(process.env.PAGES) : undefined;
const templateRoutes = new Set(Object.values(TEMPLATES));
const [DESKTOP, PHONE] = AXE_VIEWPORTS;

/** Opens `route` as a first visit with the system set to `mode` would, hydrated. */
async function open(page: Page, route: string, mode: 'light' | 'dark') {
  // The system preference picks the mode, so themed images and code blocks
  // follow it too. With reduced motion, Infima's transitions take no time, so
  // a mode switch shows its end colours at once, as axe must read them.
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.setViewportSize(DESKTOP);
  await page.goto(route);
  await hydrate(page);
  await page.locator(`html[data-theme=${mode}]`).waitFor();
}

/**
 * Takes the open page to `route` as a reader's click on a link does, in light
 * mode at desktop width: the router renders the new route in the running app,
 * which need not load and hydrate again.
 */
async function follow(page: Page, route: string) {
  await page.setViewportSize(DESKTOP);
  // The old page must get its resize event before the router unmounts it.
  // Docusaurus's code-block hook (useCodeWordWrap) reads its element on every
  // resize, and an event that lands between the unmount and the removal of
  // its listener throws; a reader who turns a phone during a route change can
  // meet the same race. Resize events are dispatched before the next frame.
  await nextFrames(page);
  await switchMode(page, 'light');
  // The new page is told from the old one by its title. Docusaurus writes the canonical link from the
  // address at once (theme SiteMetadata reads the location outside PendingNavigation), while the old
  // page stays on screen until the new route's code has loaded; the title comes with the new page. A
  // page titled as the one on screen could not be told apart, so it is loaded whole instead.
  const title = builtText(route, 'title');
  if (!title || title === (await page.title())) return open(page, route, 'light');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // Images are awaited as a load would.
  await page.waitForFunction(
    ([to, expected]) => {
      const canonical = document.querySelector('link[rel=canonical]')?.getAttribute('href');
      const shown = canonical && new URL(canonical).pathname.replace(/(.)\/$/, '$1');
      return (
        shown === to &&
        document.title === expected &&
        Array.from(document.images).every((img) => img.complete || img.loading === 'lazy')
      );
    },
    [route, title],
  );
}

/**
 * The layout problems of the open page, whose state is its address, viewport and emulated colour
 * scheme only, so the frame wait may reload it as its last remedy.
 */
function pageLayout(page: Page, label: string): Promise<string[]> {
  return layoutProblems(page, label, { reload: () => reloadHydrated(page) });
}

/** Switches the system's colour mode; the site follows it without a reload. */
async function switchMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.locator(`html[data-theme=${mode}]`).waitFor();
  // Any transition a reduced-motion reader still gets must end before axe reads colours.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
}

test('following a link measures the new page, not the one still on screen while its code loads', async ({ page }) => {
  const [from, to] = ['/toolhive/concepts/groups', '/toolhive/guides-k8s/auth'];
  await open(page, from, 'light');
  // The new route's code arrives late, as on a slow network; until it does, the router keeps the old page.
  await page.route('**/*.js', async (request) => {
    await new Promise((done) => setTimeout(done, 1_000));
    await request.continue();
  });
  await follow(page, to);
  const heading = await page.locator('article h1').first().textContent();
  expect(heading).toBe(builtText(to, 'h1'));
});

test('a wait for frames passes on a live page, tries the remedies on one whose frames stall, and fails saying why', async ({
  page,
  browser,
}) => {
  await page.setContent('<html lang="en"><head><title>t</title></head><body><main>Frames</main></body></html>');
  await nextFrames(page, 2, 500);
  // A page that schedules no frames, as a stalled compositor leaves it: its frame callbacks wait, its timers run.
  const resumeWhenTaller = await page.evaluateHandle(() => {
    const live = window.requestAnimationFrame.bind(window);
    const waiting: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => (waiting.push(callback), 0);
    return () => {
      const tall = window.innerHeight + 1;
      window.addEventListener('resize', function resume() {
        if (window.innerHeight !== tall) return;
        window.removeEventListener('resize', resume);
        window.requestAnimationFrame = live;
        for (const callback of waiting.splice(0)) live(callback);
      });
    };
  });
  await expect(nextFrames(page, 1, 500)).rejects.toThrow(
    /renders no frames: no frame in 500 ms, visibility visible.*; after bringToFront, no frame.*; after a resize, no frame/,
  );
  // Frames that come back, with the callbacks that waited, only once the page sees itself one pixel taller:
  // the wait gets them from its last remedy, and the page ends at the size it had.
  const size = page.viewportSize();
  await resumeWhenTaller.evaluate((arm) => arm());
  await nextFrames(page, 2, 2_000);
  expect(page.viewportSize()).toEqual(size);
  expect(await page.evaluate(() => window.innerHeight)).toBe(size?.height);
  // A page that no resize brings back gets a new document from the caller's reload, the last remedy;
  // a reload that does not cure it either fails the wait, naming that remedy too.
  const stallFrames = () => page.evaluate(() => void (window.requestAnimationFrame = () => 0));
  await stallFrames();
  const reloads: string[] = [];
  const reload = (after?: () => Promise<void>) => async () => {
    reloads.push(page.url());
    await page.reload();
    await after?.();
  };
  await nextFrames(page, 2, 500, { reload: reload() });
  expect(reloads).toHaveLength(1);
  await stallFrames();
  await expect(nextFrames(page, 1, 500, { reload: reload(stallFrames) })).rejects.toThrow(
    /after a resize, no frame.*; after a reload, no frame in 500 ms/,
  );
  expect(reloads).toHaveLength(2);
  // A script that never yields answers neither a frame nor a timer. Its page has a context of its own,
  // which the browser can close with the page still busy.
  const hung = await browser.newContext();
  try {
    const busy = await hung.newPage();
    await busy.evaluate(() =>
      setTimeout(() => {
        for (;;);
      }, 0),
    );
    await expect(nextFrames(busy, 1, 500)).rejects.toThrow(/its script did not yield in 5500 ms/);
  } finally {
    await hung.close();
  }
});

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

test('the layout check finds overflow, a squeezed description and a tiny diagram label', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main>' +
      '<div id="wide" style="width:600px">wide</div>' +
      '<pre style="overflow-x:auto"><code style="display:block;width:900px">scrolls, so it is fine</code></pre>' +
      '<div style="overflow-x:auto"><table><thead><tr><th>Flag</th><th>Description</th></tr></thead>' +
      '<tbody><tr><td style="min-width:320px">--a-long-flag</td><td style="min-width:320px">What it does</td></tr></tbody></table></div>' +
      '<div class="mermaid-drawing" style="width:300px"><svg viewBox="0 0 2000 400" width="300" height="60">' +
      '<text x="10" y="200" style="font-size:16px">Proxy</text></svg></div>' +
      '</main></body></html>',
  );
  const phone = await layoutProblems(page, 'fixture');
  expect(phone.some((line) => line.includes('(a)') && line.includes('#wide'))).toBe(true);
  expect(phone.some((line) => line.includes('(a)') && line.includes('scrolls'))).toBe(false);
  expect(phone.some((line) => line.includes('(b)'))).toBe(true);
  // Labels are judged at desktop width only, where a drawing has its column.
  expect(phone.some((line) => line.includes('(c)'))).toBe(false);
  await page.setViewportSize(DESKTOP);
  expect((await layoutProblems(page, 'fixture')).some((line) => line.includes('(c)') && line.includes('Proxy'))).toBe(
    true,
  );
});

test('the layout check finds a table wider than its column at desktop width, not one that fits', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const table = (id: string, cell: string) =>
    `<div class="table-scroll" style="overflow-x:auto"><table id="${id}"><thead><tr><th>Value</th><th>Default</th>` +
    `</tr></thead><tbody><tr><td><code>operator.image</code></td><td>${cell}</td></tr></tbody></table></div>`;
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main style="width:700px">' +
      table(
        'wide',
        `<code style="white-space:nowrap">${'ghcr.io/stacklok/toolhive/operator:v0.44.0 '.repeat(3)}</code>`,
      ) +
      table('fits', '<code>ghcr.io/stacklok/toolhive/operator:v0.44.0</code>') +
      '</main></body></html>',
  );
  const found = (await layoutProblems(page, 'fixture')).filter((line) => line.includes('(f)'));
  expect(found.some((line) => line.includes('#wide'))).toBe(true);
  expect(found.some((line) => line.includes('#fits'))).toBe(false);
});

test('the layout check finds a cell whose code runs into the next column at desktop width, not one that wraps', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const row = (id: string, style: string) =>
    `<tr><td id="${id}"><code style="${style}">vault.hashicorp.com/agent-pre-populate-only: 'true'</code></td>` +
    `<td>${'Adds only the init container, which writes the files before the proxy starts. '.repeat(4)}</td></tr>`;
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main style="width:700px"><div class="table-scroll" style="overflow-x:auto">' +
      '<table style="table-layout:fixed;width:100%"><thead><tr><th>Annotation</th><th>What it does</th></tr></thead><tbody>' +
      row('spills', 'white-space:nowrap') +
      row('wraps', 'overflow-wrap:anywhere') +
      '</tbody></table></div></main></body></html>',
  );
  const found = (await layoutProblems(page, 'fixture')).filter((line) => line.includes('(h)'));
  expect(found.some((line) => line.includes('#spills'))).toBe(true);
  expect(found.some((line) => line.includes('#wraps'))).toBe(false);
});

test('the layout check finds a comma stranded after long inline code on a phone, or a bracket before it, not one glued to it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The site's rules for .code-token and .code-glue (src/css/custom.css), inline.
  const block = 'display:inline-block;max-width:100%;overflow-wrap:break-word';
  const glue = 'display:inline-block;max-width:calc(100% + 1em);overflow-wrap:break-word';
  const token = (tail: string, display: string) =>
    `<code><span class="code-token" style="${block};display:${display}">ghcr.io/stacklok/toolhive/${tail}:v0.44.0</span></code>`;
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main style="width:300px">' +
      `<p>An image such as ${token('stranded-operator-image', 'inline-block')}, is pulled.</p>` +
      `<p>An image such as <span style="${glue}">${token('glued-operator-image', 'inline')},</span> is pulled.</p>` +
      `<p>An image that a reader pins (${token('open-operator-image', 'inline-block')}) is pulled.</p>` +
      `<p>An image that a reader pins <span style="${glue}">(${token('shut-operator-image', 'inline')})</span> is pulled.</p>` +
      '</main></body></html>',
  );
  const found = (await layoutProblems(page, 'fixture')).filter((line) => line.includes('(g)'));
  expect(found.some((line) => line.includes('stranded'))).toBe(true);
  expect(found.some((line) => line.includes('glued'))).toBe(false);
  expect(found.some((line) => line.includes('open') && line.includes('"(" to end'))).toBe(true);
  expect(found.some((line) => line.includes('shut'))).toBe(false);
});

test('the layout check finds a prose column squeezed by code at desktop width, not a roomy one', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const prose = 'the host path at another path in the container, with a note on what the runtime skips';
  const table = (id: string, code: string) =>
    `<table id="${id}"><thead><tr><th>Form</th><th>Example</th><th>Mounts</th></tr></thead><tbody><tr>` +
    `<td><code style="white-space:nowrap">${code}</code></td><td><code style="white-space:nowrap">${code}</code></td>` +
    `<td>${prose}</td></tr></tbody></table>`;
  await page.setContent(
    '<html lang="en"><body style="margin:0"><main style="width:700px">' +
      table('squeezed', '&lt;SCHEME&gt;://&lt;NAME&gt;:&lt;CONTAINER_PATH&gt;/and/more') +
      table('roomy', 'x') +
      '</main></body></html>',
  );
  const found = (await layoutProblems(page, 'fixture')).filter((line) => line.includes('(e)'));
  expect(found.some((line) => line.includes('#squeezed') && line.includes('column 3'))).toBe(true);
  expect(found.some((line) => line.includes('#roomy'))).toBe(false);
  // On a phone each row is a card, so the check does not apply.
  await page.setViewportSize(PHONE);
  expect((await layoutProblems(page, 'fixture')).some((line) => line.includes('(e)'))).toBe(false);
});

test('the layout check finds a light surface in dark mode, and lets a small badge be', async ({ page }) => {
  await page.setContent(
    '<html lang="en" data-theme="dark"><body style="margin:0;background:#1b1b1d"><main>' +
      '<div id="panel" style="width:300px;height:100px;background:#ffffff">light panel</div>' +
      '<span id="badge" style="display:inline-block;width:40px;height:20px;background:#ffffff">GET</span>' +
      '</main></body></html>',
  );
  const found = (await layoutProblems(page, 'fixture')).filter((line) => line.includes('(d)'));
  expect(found.some((line) => line.includes('div') && line.includes('rgb(255, 255, 255)'))).toBe(true);
  expect(found.some((line) => line.includes('span'))).toBe(false);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  expect((await layoutProblems(page, 'fixture')).some((line) => line.includes('(d)'))).toBe(false);
});

// The site's chrome: the same on every page of a template, and checked with it
// below. The route progress bar (#nprogress) is chrome that shows only while
// the app moves to a new route; its role="bar", Docusaurus's own markup, is
// not a valid ARIA role, and the template checks, which load each page, never
// see it.
const CHROME = ['.navbar', '.theme-doc-sidebar-container', '.footer', '#nprogress'];

// The template pages below cover these modes and widths too. Every page of the default docs
// version is swept; of the other versions, their templates (integrity reads all their pages).
const otherVersion = (route: string) => OTHER_VERSION_PREFIXES.some((prefix) => `${route}/`.startsWith(prefix));
const routesToCheck = builtRoutes().filter(
  (route) => !templateRoutes.has(route) && !otherVersion(route) && (!only || only.test(route)),
);
for (const [index, routes] of shard(routesToCheck, SHARDS).entries()) {
  if (routes.length === 0) continue;
  test(`every page: axe light and dark, layout at 1280 and 390 px, shard ${index + 1} of ${SHARDS}`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 30_000 + 60_000);
    const axe: string[] = [];
    const layout: string[] = [];
    for (const [i, route] of routes.entries()) {
      // The shard's first page is a first visit; the rest are reached as a reader moves on.
      if (i === 0) await open(page, route, 'light');
      else await follow(page, route);
      axe.push(...(await axeFailures(page, `${route} [light]`, { exclude: CHROME })));
      layout.push(...(await pageLayout(page, route)));
      await switchMode(page, 'dark');
      axe.push(...(await axeFailures(page, `${route} [dark]`, { exclude: CHROME })));
      await page.setViewportSize(PHONE);
      layout.push(...(await pageLayout(page, route)));
    }
    expect.soft(axe, axe.join('\n')).toEqual([]);
    expect(layout, layout.join('\n')).toEqual([]);
  });
}

// The other versions' pages share the templates checked below, but their tables are their own: a frozen
// page's table that scrolls sideways at desktop width hides its last columns as much as a current one's.
// Only the desktop layout checks run on them; axe and the phone cards are the templates' concern.
const otherTableRoutes = builtRoutes().filter(
  (route) =>
    otherVersion(route) &&
    (!only || only.test(route)) &&
    fs.readFileSync(htmlFileFor(route)!, 'utf8').includes('class="table-scroll"'),
);
test(`every table of the other versions fits its column at desktop width (${otherTableRoutes.length} pages)`, async ({
  page,
}) => {
  test.skip(otherTableRoutes.length === 0, 'no page of another version has a table');
  test.setTimeout(otherTableRoutes.length * 10_000 + 60_000);
  const layout: string[] = [];
  // Each page is loaded whole: the router's move between frozen pages is the templates' concern.
  for (const route of otherTableRoutes) {
    await open(page, route, 'light');
    layout.push(...(await pageLayout(page, route)));
  }
  expect(layout, layout.join('\n')).toEqual([]);
});

for (const [template, route] of Object.entries(TEMPLATES)) {
  if (only && !only.test(route)) continue;
  test(`every page: ${template} (${route}) whole, light and dark, 1280 and 390 px`, async ({ page, guard }) => {
    test.setTimeout(240_000);
    if (template === '404 page') guard.allowConsoleError(/status of 404/);
    const axe: string[] = [];
    const layout: string[] = [];
    await open(page, route, 'light');
    // Light at 1280 then 390 px, dark at 390 then 1280 px: one resize between each pair.
    for (const [mode, viewports] of [
      ['light', AXE_VIEWPORTS],
      ['dark', [...AXE_VIEWPORTS].reverse()],
    ] as const) {
      if (mode === 'dark') await switchMode(page, 'dark');
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        axe.push(...(await axeFailures(page, `${route} [${mode}, ${viewport.width}px]`)));
        layout.push(...(await pageLayout(page, `${route} [${mode}]`)));
      }
    }
    expect.soft(axe, axe.join('\n')).toEqual([]);
    expect(layout, layout.join('\n')).toEqual([]);
  });
}
