import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of routes) {
  const page = await browser.newPage();
  const rows = [];
  const pending = [];
  page.on('response', (r) => {
    const t = r.request().resourceType();
    if (t !== 'script') return;
    pending.push(
      r
        .body()
        .then((b) => rows.push([zlib.gzipSync(b, { level: 9 }).length, r.url().replace(/.*\//, '')]))
        .catch(() => {}),
    );
  });
  await page.goto('http://127.0.0.1:3399' + route, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  rows.sort((a, b) => b[0] - a[0]);
  const total = rows.reduce((s, r) => s + r[0], 0);
  console.log(`== ${route} total ${(total / 1024).toFixed(1)} KB`);
  for (const [s, u] of rows) console.log(`${(s / 1024).toFixed(1).padStart(8)} ${u}`);
  await page.close();
}
await browser.close();
