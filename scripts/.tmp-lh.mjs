import lh from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const route of process.argv.slice(2)) {
  const r = await lh('http://127.0.0.1:3399' + route, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = r.lhr.audits;
  console.log(
    route,
    Math.round(r.lhr.categories.performance.score * 100),
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
    ]
      .map(
        (k) =>
          k
            .split('-')
            .map((w) => w[0])
            .join('') +
          '=' +
          a[k].displayValue,
      )
      .join(' '),
  );
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log('  LCP el:', lcpEl?.slice(0, 150));
  const rb = a['render-blocking-resources']?.details?.items?.map((i) => i.url.replace(/.*\//, '') + ':' + i.wastedMs);
  console.log('  render-blocking:', rb?.join(', '));
  const bt = a['bootup-time']?.details?.items
    ?.slice(0, 5)
    .map((i) => i.url.replace(/.*\//, '') + ':' + Math.round(i.total) + 'ms');
  console.log('  bootup:', bt?.join(', '));
  const mt = a['mainthread-work-breakdown']?.details?.items
    ?.map((i) => i.groupLabel + ':' + Math.round(i.duration))
    .join(', ');
  console.log('  main thread:', mt);
  const req = a['network-requests']?.details?.items
    ?.filter((i) => i.resourceType !== 'Image')
    .map(
      (i) =>
        i.url.replace(/.*\//, '').slice(0, 30) +
        ':' +
        Math.round(i.transferSize / 1024) +
        'K@' +
        Math.round(i.networkRequestTime) +
        '-' +
        Math.round(i.networkEndTime),
    )
    .join(' ');
  console.log('  reqs:', req);
}
await chrome.kill();
