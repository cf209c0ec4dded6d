import fs from 'node:fs';
import path from 'node:path';
import { byTag, find, parseHtml, textOf } from '../../src/lib/html';

/** Reads facts about the production build in ./build for tests that check every page. */
export const buildDir = path.resolve(__dirname, '../../build');

/** Every HTML page of a build (./build unless told) as its route ("/toolhive/faq"), excluding the 404 page. */
export function builtRoutes(root: string = buildDir): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && full !== path.join(root, '404.html')) {
        const rel = path.relative(root, full).split(path.sep).join('/');
        routes.push('/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, ''));
      }
    }
  };
  walk(root);
  return routes.sort();
}

/** The HTML file that a route is served from, or undefined when none exists. */
export function htmlFileFor(route: string): string | undefined {
  const clean = decodeURIComponent(route).replace(/\/$/, '');
  const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/** The text of the first `tag` element of a route's built page ("title", "h1"), or undefined when the route has no page or no such element. */
export function builtText(route: string, tag: string): string | undefined {
  const file = htmlFileFor(route);
  const element = file && find(parseHtml(fs.readFileSync(file, 'utf8')), byTag(tag));
  return element ? textOf(element) : undefined;
}

/** Routes listed in sitemap.xml, as paths. */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/');
}

/** Splits a list into `count` interleaved shards, so tests can spread pages across workers. */
export function shard<T>(items: T[], count: number): T[][] {
  const shards: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, i) => shards[i % count].push(item));
  return shards;
}
