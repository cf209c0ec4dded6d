import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Every e2e test runs through these fixtures: a request to any host other
 * than 127.0.0.1 is blocked and fails the test, and so does a console error
 * or an uncaught page error, unless the test declares it expected.
 */
type Guard = {
  externalRequests: string[];
  consoleErrors: string[];
  allowConsoleError: (pattern: RegExp) => void;
};

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/;

export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page }, use) => {
      const guard: Guard & { allowed: RegExp[] } = {
        externalRequests: [],
        consoleErrors: [],
        allowed: [],
        allowConsoleError(pattern) {
          this.allowed.push(pattern);
        },
      };
      await page.route(
        (url) => !LOCAL.test(url.toString()),
        async (route) => {
          guard.externalRequests.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      page.on('console', (msg) => {
        if (msg.type() === 'error') guard.consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => guard.consoleErrors.push(`pageerror: ${err.message}`));
      await use(guard);
      expect(guard.externalRequests, 'requests that left 127.0.0.1').toEqual([]);
      const unexpected = guard.consoleErrors.filter((text) => !guard.allowed.some((re) => re.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the colour mode before any script runs, as a returning visitor would have it. */
export async function presetColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

/**
 * Opens a page and waits until React has hydrated it. Scripts run after the
 * first paint, which can come after the load event, so a click or key press
 * sent straight after `page.goto` can reach the static HTML before any
 * handler exists. Doc pages fetch no script until the reader's first input
 * (src/plugins/page-scripts), so this gives one that acts on nothing: a
 * press of Shift.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrate(page);
  return response;
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await hydrate(page);
}

/** Starts the open page's scripts with an input that does nothing else, and waits for hydration. */
export async function hydrate(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
