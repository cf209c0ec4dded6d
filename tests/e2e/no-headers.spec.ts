import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { filesBelow } from '../../src/lib/filesBelow';
import { attribute, elements, parseHtml } from '../../src/lib/html';
import { buildDir } from '../support/built-site';
import { test, expect, gotoHydrated } from './fixtures';
import { nextIdle } from './waits';

// The build as a host that sends no response headers serves it (GitHub Pages,
// S3, `python3 -m http.server`): the only policy the pages get is the one in
// their own <meta>. Served by scripts/serve-build.mjs --no-headers on a port
// of its own, beside the suite's server, which sends build/_headers.

let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  server = spawn(process.execPath, ['scripts/serve-build.mjs', '--port', String(port), '--no-headers'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const m = /serve-build: (http:\/\/\S+)\//.exec(chunk.toString());
      if (m) resolve(m[1]);
    });
    server.once('exit', (code) => reject(new Error(`serve-build exited with ${code}`)));
  });
});
test.afterAll(() => {
  server?.kill();
});

const headerPolicy = () =>
  /Content-Security-Policy: (.*)/.exec(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'))![1];

test('every built page carries the header policy in a meta element, before any script', () => {
  const expected = headerPolicy().replace("; frame-ancestors 'none'", '');
  expect(expected).not.toContain('frame-ancestors');
  const pages = filesBelow(buildDir, /\.html$/);
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const all = [...elements(parseHtml(fs.readFileSync(file, 'utf8')))];
    const metas = all.filter((e) => attribute(e, 'http-equiv')?.toLowerCase() === 'content-security-policy');
    expect(
      metas.map((m) => attribute(m, 'content')),
      file,
    ).toEqual([expected]);
    const firstScript = all.findIndex((e) => e.tagName === 'script');
    expect(all.indexOf(metas[0]) < firstScript || firstScript === -1, file).toBe(true);
  }
});

test('the meta policy refuses an inline handler on a page served without headers', async ({ page, guard }) => {
  guard.allowConsoleError(/Content Security Policy|Failed to load resource/);
  const response = await page.goto(`${origin}/toolhive/`);
  expect(response!.headers()['content-security-policy']).toBeUndefined();
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        const ran = () => (window as { __ran?: boolean }).__ran === true;
        let violated = '';
        document.addEventListener('securitypolicyviolation', (e) => {
          violated = e.violatedDirective;
          resolve({ ran: ran(), violated });
        });
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="/missing.png" onerror="window.__ran = true">';
        // The inline handler, if allowed, runs before this listener; a refusal is reported soon after.
        holder.firstElementChild!.addEventListener('error', () => {
          if (ran()) resolve({ ran: true, violated });
          else setTimeout(() => resolve({ ran: ran(), violated }), 2000);
        });
        document.body.append(holder);
      }),
  );
  expect(outcome.ran).toBe(false);
  expect(outcome.violated).toMatch(/^script-src/);
});

const PAYLOAD = '<img src="/missing.png" onerror="window.__planted = (window.__planted || 0) + 1">';
const levels = (lvl1: string) => ({ lvl0: 'Guides', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

test('planted recent and favourite searches show as text and run no script', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(
    ({ recent, favorite }) => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(e.violatedDirective),
      );
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__toolhive-docs', JSON.stringify(recent));
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__toolhive-docs', JSON.stringify(favorite));
    },
    {
      recent: [
        // The shapes DocSearch 4.7.1 renders as HTML: a snippet, a highlight, and the bare hierarchy.
        {
          objectID: 'snippet',
          type: 'lvl1',
          url: '/toolhive/faq',
          hierarchy: levels('Planted snippet'),
          _snippetResult: { hierarchy: { lvl1: { value: `Planted snippet ${PAYLOAD}` } } },
          _highlightResult: { hierarchy: { lvl1: { value: PAYLOAD } } },
        },
        { objectID: 'bare', type: 'lvl1', url: '/toolhive/quickstart', hierarchy: levels(`Planted title ${PAYLOAD}`) },
        {
          objectID: 'script-link',
          type: 'lvl1',
          url: 'javascript:window.__planted=1',
          hierarchy: levels('Script link'),
        },
        { objectID: 'other-site', type: 'lvl1', url: 'https://evil.example/', hierarchy: levels('Other site') },
      ],
      favorite: [
        {
          objectID: 'favorite',
          type: 'content',
          url: '/toolhive/faq#security',
          hierarchy: levels('Planted favourite'),
          content: PAYLOAD,
          _snippetResult: { content: { value: PAYLOAD } },
        },
      ],
    },
  );
  await gotoHydrated(page, `${origin}/toolhive/`);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
  // The planted markup is shown as the text it is.
  await expect(modal.locator('.DocSearch-Hit-title', { hasText: 'Planted title <img' })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit-title', { hasText: /^Planted snippet$/ })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit-title', { hasText: 'onerror=' })).toHaveCount(2);
  await expect(modal.locator('.DocSearch-Hit img')).toHaveCount(0);
  // Only paths of this site are links.
  const hrefs = await modal
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(['/toolhive/faq', '/toolhive/faq#security', '/toolhive/quickstart']);
  await nextIdle(page);
  expect(await page.evaluate(() => (window as { __planted?: number }).__planted)).toBeUndefined();
  expect(violations).toEqual([]);
});
