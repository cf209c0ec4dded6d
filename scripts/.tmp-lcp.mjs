import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lcp.push([
          Math.round(e.startTime),
          e.element?.tagName + '.' + (e.element?.className || '') + ' ' + (e.element?.textContent || '').slice(0, 40),
          e.size,
        ]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lcp.push([
          'shift',
          Math.round(e.startTime),
          e.value.toFixed(3),
          e.sources?.map((s) => s.node?.nodeName + '.' + (s.node?.className || '')).join('|'),
        ]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (process.env.NOFONT) await page.route('**/*.woff2', (r) => r.abort());
  await page.goto('http://127.0.0.1:3399' + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  const hyd = await page.evaluate(() => document.documentElement.dataset.hasHydrated);
  console.log(route, 'fcp', Math.round(fcp), 'hydrated', hyd);
  console.log(await page.evaluate(() => window.__lcp));
  await page.close();
}
await browser.close();
