import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, AXE_VIEWPORTS } from './fixtures';
import { TEMPLATES } from './templates';
import { luminance } from '../support/layout';

test.describe('colour modes', () => {
  test('the announcement bar is dark in dark mode and brand blue in light mode, its text 7:1 or more', async ({
    page,
  }) => {
    for (const [mode, dark] of [
      ['dark', true],
      ['light', false],
    ] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await gotoHydrated(page, '/toolhive/');
      const bar = page.locator('.theme-announcement-bar');
      const { bg, fg } = await bar.evaluate((el) => ({
        bg: getComputedStyle(el).backgroundColor,
        fg: getComputedStyle(el).color,
      }));
      const [lb, lf] = [luminance(bg).l, luminance(fg).l];
      expect(lb, `${mode} background ${bg}`).toBeLessThan(dark ? 0.05 : 0.1);
      expect((Math.max(lb, lf) + 0.05) / (Math.min(lb, lf) + 0.05), `${mode} contrast`).toBeGreaterThanOrEqual(7);
    }
  });
});

test.describe('home page', () => {
  for (const viewport of AXE_VIEWPORTS) {
    test(`the four path cards fill every row, ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/');
      const cards = page.getByRole('heading', { name: 'Choose your path' }).locator('xpath=..').locator('li');
      await expect(cards).toHaveCount(4);
      const tops = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map()).values()];
      expect(new Set(perRow).size, `cards per row: ${perRow.join(', ')}`).toBe(1);
    });
  }
});

/**
 * Inline code that starts a new line inside a token (`--` on one line and
 * `transport` on the next), as "text @index" lines; a token wider than its
 * container may break and is not counted. Also lists inline code that
 * reaches past the right edge of the page's main column.
 */
async function inlineCodeFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const column = document.querySelector('main article, main')!.getBoundingClientRect();
    for (const code of Array.from(document.querySelectorAll('main code'))) {
      if (code.closest('pre') || !(code as HTMLElement).offsetParent) continue;
      if (code.closest('.table-scroll, [class*="tabs__"]')) {
        // Inside a scroller, only the breaks count.
      } else if (code.getBoundingClientRect().right > column.right + 1) {
        faults.push(`overflows the column: ${code.textContent}`);
      }
      if (code.getClientRects().length < 2) continue;
      const text = code.textContent ?? '';
      const range = document.createRange();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let offset = 0;
      let previousTop: number | null = null;
      // A line may start after whitespace (which collapses at the line's end); anywhere else is a break in a token.
      let afterSpace = false;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++, offset++) {
          if (/\s/.test(node.data[i])) {
            afterSpace = true;
            continue;
          }
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (previousTop !== null && rect.top > previousTop + 4 && !afterSpace) {
            const token = text.slice(0, offset).split(/\s/).pop()! + text.slice(offset).split(/\s/)[0];
            // A token wider than the room inside its container (a table cell's padding excluded) has to break
            // somewhere. A token glued to its punctuation (src/features/inline-code) is measured by its glue, the
            // block that wraps, and its container is the glue's.
            const glue = code.closest('.code-glue');
            const box = (glue ?? node.parentElement ?? code).getBoundingClientRect();
            const parent = (glue ?? code).parentElement!;
            const style = getComputedStyle(parent);
            const room =
              parent.getBoundingClientRect().width -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight) -
              parseFloat(style.borderLeftWidth) -
              parseFloat(style.borderRightWidth);
            if (box.width < room - 1) faults.push(`${token} @${offset} in "${text}"`);
          }
          previousTop = rect.top;
          afterSpace = false;
        }
      }
    }
    return faults;
  });
}

// src/features/doc-cards: the docs' descriptions reach only the pages that show doc cards, not the
// version metadata every doc page loads; each card still shows its doc's description, as its page's
// meta description says it, on arrival and after navigating there in the browser.
test.describe('doc cards', () => {
  const cardsOf = (page: Page) =>
    page.locator('article a.card').evaluateAll((cards) =>
      cards.map((card) => ({
        href: card.getAttribute('href') ?? '',
        text: card.querySelector('p')?.textContent ?? '',
      })),
    );
  const metaDescription = async (page: Page, href: string) => {
    await gotoHydrated(page, href);
    return page.locator('meta[name="description"]').getAttribute('content');
  };

  for (const index of ['/toolhive/guides-cli/', '/toolhive/reference/api/workloads', '/v0.3.5/toolhive/guides-cli/']) {
    test(`${index} shows each doc card with its doc's description`, async ({ page }) => {
      await gotoHydrated(page, index);
      const cards = await cardsOf(page);
      expect(cards.length).toBeGreaterThan(2);
      for (const card of cards) expect(card.text, card.href).not.toBe('');
      const first = cards.find((card) => !card.href.endsWith('/'))!;
      expect(await metaDescription(page, first.href)).toBe(first.text);
    });
  }

  test('a guide reached in the browser, then its index: the cards keep their descriptions', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
    await page.locator('.breadcrumbs a[href="/toolhive/guides-cli/"]').first().click();
    await expect(page.locator('article a.card').first()).toBeVisible();
    for (const card of await cardsOf(page)) expect(card.text, card.href).not.toBe('');
  });
});

test.describe('inline code', () => {
  const pages = [
    '/toolhive/guides-cli/run-mcp-servers',
    '/toolhive/reference/client-compatibility',
    '/toolhive/guides-k8s/run-mcp-k8s',
    '/toolhive/guides-cli/install',
  ];
  for (const viewport of AXE_VIEWPORTS) {
    test(`never breaks inside a flag or identifier, and stays in the column, ${viewport.width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const faults: string[] = [];
      for (const route of pages) {
        await gotoHydrated(page, route);
        faults.push(...(await inlineCodeFaults(page)).map((f) => `${route}: ${f}`));
      }
      expect(faults).toEqual([]);
    });
  }

  test('a linked token keeps its link underline', async ({ page }) => {
    await gotoHydrated(page, '/toolhive/guides-cli/run-mcp-servers');
    const token = page.locator('.markdown a .code-token').first();
    await expect(token).toHaveCSS('text-decoration-line', 'underline');
  });
});

test.describe('API operation page', () => {
  for (const viewport of AXE_VIEWPORTS) {
    test(`the request panel stays inside the viewport and shows the whole curl call, ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, TEMPLATES['API operation']);
      const curl = page.locator('.openapi-right-panel__container pre').first();
      await expect(curl).toContainText('curl');
      const edge = await page.evaluate(() => {
        const panel = document.querySelector('.openapi-right-panel__container')!;
        return Math.max(...Array.from(panel.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right));
      });
      // Content keeps clear of the viewport's edge (it ended 17 px from it, its code box flush with the column's edge).
      expect(edge).toBeLessThanOrEqual(viewport.width - 24);
      const { scroll, client } = await curl.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, 'the curl call scrolls sideways').toBeLessThanOrEqual(client);
    });
  }

  test('request and response tab labels are at least 14 px', async ({ page }) => {
    await gotoHydrated(page, TEMPLATES['API operation']);
    const sizes = await page
      .locator('.openapi-tabs__mime-item, .openapi-tabs__schema-item, .openapi-tabs__response-code-item')
      .evaluateAll((tabs) => tabs.map((t) => `${t.textContent}: ${parseFloat(getComputedStyle(t).fontSize)}`));
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.filter((s) => Number(s.split(': ').pop()) < 14)).toEqual([]);
  });
});
