import { test as base, expect, type Browser, type Page, type Response } from '@playwright/test';

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
      // A route a test set (a held script, a rewritten response) may still be
      // handling a late request, such as an idle prefetch, when the test ends;
      // the page is about to close, so that request's outcome no longer matters.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
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
 * Opens a page and waits until React has hydrated it: the load event can come
 * before the route's chunks have run, and a click sent before then reaches the
 * static HTML, where no handler exists yet.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrate(page);
  return response;
}

/**
 * Opens a page with scripts off, as a reader without them gets it (the
 * server's HTML alone), and reads it with `read`. The context is the page's
 * own and is closed afterwards, whether or not `read` passes.
 */
export async function withoutScripts<T>(browser: Browser, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await hydrate(page);
}

/** Waits until React has hydrated the open page. */
export async function hydrate(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Holds every script response until `release` is called, so whatever the test
 * does meanwhile happens before the held scripts run.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Desktop, and a 390 px phone. */
export const AXE_VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
