import { test, expect, gotoHydrated } from './fixtures';
import { interactiveScriptBytes } from '../../scripts/interactive-js.cjs';

// Bytes are the same on every run of a build, so the JS budget (issue #28) is
// asserted here; times and scores vary with the machine and are reported by
// `npm run bench`, which counts the same way.
// Since the second docs version (2026-11-28) a guide runs more than the 203 KB it ran with one: Docusaurus ships the
// route table, the chunk registry and the docs global data of every version in the runtime and main chunks, and
// after the flip the guide loads the larger v0.44.0 version metadata (244.7 KB). Keeping the docs' descriptions out
// of that metadata (src/features/doc-cards) brought it to 229.2 KB; dropping the data and code no page uses (the
// version's doc list, module paths, the chunk-name map, tslib) to 212.4 KB; leaving plugin options out of the
// browser's site config, the hosted search bar out of local builds, and the search modal's texts out of the pages
// until search opens, to 207.9 KB. The 210 KB is met; this limit, the next KB up, stops growth (issue #49:
// the budgets; see PERFORMANCE.md, "Two docs versions"). On 2026-11-29 the guide itself grew: troubleshooting entries
// titled by the messages thv prints added 2.1 KB to its MDX (0.8 KB gzipped), and the figure rose to 208.8 KB; the
// limit moved to the next KB up again, still under the 210 KB. The twenty-first session's glue of inline
// code to its punctuation (src/features/inline-code) adds a span around each glued token to the guide's content,
// 0.4 KB gzipped (209.2 KB): the limit is now the issue's own 210 KB.
const JS_BUDGET_KB = 210;

test(`the long guide parses at most ${JS_BUDGET_KB} KB of gzipped JS until it is interactive`, async ({ page }) => {
  const { total, inline, files } = await interactiveScriptBytes(page, '/toolhive/guides-cli/run-mcp-servers');
  // The count sees the page's scripts: the runtime, the app and the route's own chunks.
  expect(files.length).toBeGreaterThan(2);
  expect(inline).toBeGreaterThan(0);
  const list = files.map((file) => `${(file.bytes / 1024).toFixed(1)} KB ${file.url}`).join('\n');
  expect(total / 1024, `inline ${(inline / 1024).toFixed(1)} KB\n${list}`).toBeLessThanOrEqual(JS_BUDGET_KB);
});

// A local build leaves out the hosted search bar (SEARCH_HOSTED, src/features/search/searchHosted.d.ts), and the
// modal's texts come with the modal's code (LocalSearchBar's importModal): no page runs either before search opens.
test('the long guide runs neither the hosted search bar nor the search modal texts until search opens', async ({
  page,
}) => {
  const { files } = await interactiveScriptBytes(page, '/toolhive/guides-cli/run-mcp-servers');
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const body = await (await page.request.get(file.url)).text();
    // The Algolia bar's preconnect host, and the translation ids of theme-search-algolia's SearchTranslations.
    expect(body.includes('-dsn.algolia.net'), `${file.url} holds the Algolia bar`).toBe(false);
    expect(body.includes('theme.SearchModal.'), `${file.url} holds the modal's texts`).toBe(false);
  }
});

// src/features/page-loading/route-chunks: a page names its route's chunks itself, so main.js
// finds them already on their way instead of inserting them during the task
// that evaluates it. Without the patch a page names only the runtime and main,
// and webpack adds a script element per route chunk before hydration.
for (const route of ['/toolhive/guides-cli/run-mcp-servers', '/toolhive/reference/api/create-workload', '/']) {
  test(`${route} names every script added before it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { scriptsBeforeHydration: added });
      new MutationObserver((records, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true') return observer.disconnect();
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, route);
    const named = (await page.locator('script[data-scripts]').getAttribute('data-scripts'))!.split(' ');
    const added = await page.evaluate(
      () => (window as unknown as { scriptsBeforeHydration: string[] }).scriptsBeforeHydration,
    );
    expect(named.length).toBeGreaterThan(2);
    expect(added).toEqual(named);
  });
}

// Docusaurus prefetches the pages of links an IntersectionObserver reports
// visible, and an observer counts a box that only touches the viewport as
// visible. Infima parks the closed phone menu right against the left edge, so
// while its items slide into place on load every link in it was reported
// visible; src/css/custom.css moves it a pixel further out.
test('on a phone, nothing in the closed menu counts as visible, so it prefetches nothing', async ({ page }) => {
  await page.addInitScript(() => {
    // pending: menu links an observer watches and has not reported yet. A link
    // whose observer is disconnected first (the link re-rendered) is dropped.
    const seen = { observed: 0, pending: new Set<Element>(), visible: [] as string[] };
    Object.assign(window, { menuLinks: seen });
    const inMenu = (target: Element) => target.closest('.navbar-sidebar') !== null;
    window.IntersectionObserver = class extends window.IntersectionObserver {
      private targets = new Set<Element>();
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          for (const entry of entries) {
            if (!inMenu(entry.target)) continue;
            seen.pending.delete(entry.target);
            if (entry.isIntersecting || entry.intersectionRatio > 0)
              seen.visible.push(entry.target.getAttribute('href') ?? '');
          }
          callback(entries, observer);
        }, options);
      }
      observe(target: Element) {
        if (inMenu(target)) {
          seen.observed++;
          seen.pending.add(target);
          this.targets.add(target);
        }
        super.observe(target);
      }
      unobserve(target: Element) {
        seen.pending.delete(target);
        super.unobserve(target);
      }
      disconnect() {
        for (const target of this.targets) seen.pending.delete(target);
        super.disconnect();
      }
    };
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
  const seen = () =>
    page.evaluate(() => {
      const s = (window as unknown as { menuLinks: { observed: number; pending: Set<Element>; visible: string[] } })
        .menuLinks;
      return { observed: s.observed, pending: s.pending.size, visible: s.visible };
    });
  // An observer reports each target once when it starts observing it.
  await expect.poll(async () => (await seen()).observed).toBeGreaterThan(5);
  await expect.poll(async () => (await seen()).pending).toBe(0);
  expect((await seen()).visible).toEqual([]);
});
