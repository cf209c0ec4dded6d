import { test, expect, gotoHydrated } from './fixtures';
import { nextIdle } from './waits';

// The build is served with the headers from build/_headers (see
// scripts/serve-build.mjs), so every e2e test runs under the real CSP; these
// tests check the headers themselves and listen for violations directly.

test('pages are served with the security headers', async ({ request }) => {
  const response = await request.get('/toolhive');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  expect(csp.match(/script-src [^;]*/)?.[0]).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('hashed assets may be cached for good, pages may not', async ({ request, page }) => {
  await gotoHydrated(page, '/toolhive');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
  const html = await request.get('/toolhive');
  expect(html.headers()['cache-control'] ?? '').not.toContain('immutable');
});

for (const route of ['/', '/toolhive', '/theme-preview', '/toolhive/reference/cli/thv']) {
  test(`no CSP violation on ${route}`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await gotoHydrated(page, route);
    // What runs after hydration (prefetches, browser-only rendering) has run by then.
    await nextIdle(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}

test('no CSP violation when the search modal and the question mode open', async ({ page, guard }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  // Reported once per page, so the fixture's console guard would count it too; this test names it.
  guard.allowConsoleError(/Content Security Policy/i);
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  await gotoHydrated(page, '/toolhive/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Container:not(.search-shell) input.DocSearch-Input').pressSequentially('run a server');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  await page.getByRole('option', { name: /Ask (AI|the docs)/ }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the docs' });
  await expect(panel.getByText(/without a language model/).first()).toBeVisible();
  // A violation is reported as an event after the blocked load; by the next
  // idle period every script the answer needed has run or been refused.
  await nextIdle(page);
  expect(violations).toEqual([]);
});
