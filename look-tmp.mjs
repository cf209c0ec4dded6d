import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const items = JSON.parse(process.argv[2]);
for (const [id, path, text, summary] of items) {
  for (const [w, mode] of [
    [1280, 'light'],
    [390, 'dark'],
    [1280, 'dark'],
    [390, 'light'],
  ]) {
    const ctx = await b.newContext({ viewport: { width: w, height: 900 }, colorScheme: mode });
    const p = await ctx.newPage();
    await p.goto('http://127.0.0.1:3411' + path);
    await p.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    if (summary) await p.locator('article summary').filter({ hasText: summary }).first().click();
    const loc = p.locator('article').getByText(text, { exact: false }).first();
    await loc.scrollIntoViewIfNeeded();
    await p.evaluate(() => window.scrollBy(0, -200));
    const over = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await p.screenshot({ path: `/tmp/s66/looks/${id}-${w}-${mode}.png` });
    console.log(id, w, mode, 'overflow', over);
    await ctx.close();
  }
}
await b.close();
