import fs from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { parseHtml as parse } from '../../src/lib/parseHtml';
import { test, expect } from './fixtures';
import { buildDir, builtRoutes, htmlFileFor, sitemapRoutes } from '../support/built-site';

// Static checks over every built page: they read the HTML files, so they
// cover pages no browser test visits.

type PageFacts = { route: string; doc: HTMLElement; ids: Set<string> };

const pages: PageFacts[] = builtRoutes().map((route) => {
  const doc = parse(fs.readFileSync(htmlFileFor(route)!, 'utf8'));
  const ids = new Set(doc.querySelectorAll('[id]').map((el) => el.id));
  return { route, doc, ids };
});
const byFile = new Map(pages.map((p) => [htmlFileFor(p.route)!, p]));
const SITE = 'http://localhost:3000';

test('every internal link and anchor resolves', () => {
  const broken: string[] = [];
  for (const page of pages) {
    for (const link of page.doc.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href')!;
      if (/^(https?:|mailto:|tel:|javascript:|data:)/.test(href) && !href.startsWith(`${SITE}/`)) continue;
      const url = new URL(href, `${SITE}${page.route.replace(/\/?$/, '/')}`);
      if (href.startsWith('#')) url.pathname = page.route;
      const file = htmlFileFor(url.pathname);
      if (!file) {
        const asset = path.join(buildDir, decodeURIComponent(url.pathname));
        if (!(fs.existsSync(asset) && fs.statSync(asset).isFile()))
          broken.push(`${page.route}: ${href} (no such page)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !byFile.get(file)?.ids.has(anchor)) broken.push(`${page.route}: ${href} (no #${anchor})`);
    }
  }
  expect(broken, broken.join('\n')).toEqual([]);
});

test('every page has a title, description, one h1 and a canonical URL; titles are unique', () => {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const { route, doc } of pages) {
    const title = doc.querySelector('title')?.text.trim();
    if (!title) problems.push(`${route}: no <title>`);
    else if (titles.has(title)) problems.push(`${route}: title "${title}" also used by ${titles.get(title)}`);
    else titles.set(title, route);
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
    if (!description || description.length < 20) problems.push(`${route}: missing or short meta description`);
    const h1s = doc.querySelectorAll('h1').length;
    if (h1s !== 1) problems.push(`${route}: ${h1s} h1 elements`);
    if (!doc.querySelector('link[rel="canonical"]')?.getAttribute('href')) problems.push(`${route}: no canonical link`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('sitemap.xml lists every page and robots.txt is served', async ({ request }) => {
  const listed = new Set(sitemapRoutes());
  const missing = pages.map((p) => p.route.replace(/\/$/, '') || '/').filter((r) => !listed.has(r));
  expect(missing).toEqual([]);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/User-agent: \*/);
});

test('links that open a new tab cannot reach back to this page', () => {
  const unsafe: string[] = [];
  for (const { route, doc } of pages) {
    for (const link of doc.querySelectorAll('a[target="_blank"]')) {
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        unsafe.push(`${route}: ${link.outerHTML.slice(0, 200)}`);
    }
  }
  expect(unsafe, unsafe.join('\n')).toEqual([]);
});
