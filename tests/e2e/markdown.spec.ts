import fs from 'node:fs';
import path from 'node:path';
import { byClass, byTag, closest, find, findAll, parseHtml, textOf } from '../../src/lib/html';
import { test, expect, gotoHydrated } from './fixtures';
import { buildDir, builtRoutes, htmlFileFor } from '../support/built-site';
import { OTHER_VERSION_PREFIXES } from './templates';

// Every doc page is published as Markdown for AI agents, and listed in llms.txt.

const docRoutes = builtRoutes().filter((route) => {
  const html = fs.readFileSync(htmlFileFor(route)!, 'utf8');
  return html.includes('docs-doc-page');
});
const mdFileFor = (route: string) => path.join(buildDir, `${route.replace(/^\/|\/$/g, '') || 'index'}.md`);

test('every doc page has a clean Markdown twin with its title and headings', () => {
  expect(docRoutes.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const route of docRoutes) {
    const file = mdFileFor(route);
    if (!fs.existsSync(file)) {
      problems.push(`${route}: no ${path.relative(buildDir, file)}`);
      continue;
    }
    const md = fs.readFileSync(file, 'utf8');
    // A heading's inline code keeps its backticks in the twin; the page shows the text alone.
    const headingsText = md.replace(/^(#{1,6} .*)$/gm, (line) => line.replace(/`/g, ''));
    const article = find(parseHtml(fs.readFileSync(htmlFileFor(route)!, 'utf8')), byTag('article'));
    const h1 = article && find(article, byTag('h1'));
    const title = h1 && textOf(h1).trim();
    if (!md.startsWith(`---\ntitle: ${JSON.stringify(title)}\ndescription: `)) problems.push(`${route}: front matter`);
    for (const h2 of article ? findAll(article, byTag('h2')) : []) {
      const text = textOf(h2)
        .replace(/\u200b/g, '')
        .trim();
      // An API page's path is an h2 inside its method line, which the twin gives as code.
      const expected = closest(h2, byTag('pre')) ? text : `## ${text}`;
      if (!headingsText.includes(expected)) problems.push(`${route}: heading "${text}" missing`);
    }
    // Code keeps its lines as text: the first line of each block is in the twin, and no highlighting markup is.
    for (const pre of article ? findAll(article, byTag('pre')) : []) {
      const line = find(pre, byClass('token-line'));
      const firstLine = line && textOf(line).trim();
      if (firstLine && !md.includes(firstLine)) problems.push(`${route}: code line "${firstLine}" missing`);
    }
    const fenced = (md.match(/```[\s\S]*?```/g) ?? []).join('\n');
    if (/token-line|codeBlockLines/.test(fenced)) problems.push(`${route}: highlighting markup inside a code fence`);
    const outsideCode = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    const residue = outsideCode.match(
      /<\/?[A-Z][A-Za-z]*[\s/>]|^import\s|^export\s|className=|\{\/\*|<\/?(div|span|button|svg)\b/m,
    );
    if (residue) problems.push(`${route}: MDX/JSX residue "${residue[0]}"`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('llms.txt indexes every doc page and llms-full.txt holds them all, per docs version', async ({ request }) => {
  // Each docs version has its files under its own path: `/llms.txt` for the default, `/next/llms.txt`.
  const dirOf = (route: string) => OTHER_VERSION_PREFIXES.find((prefix) => route.startsWith(prefix)) ?? '/';
  for (const dir of new Set(docRoutes.map(dirOf))) {
    const index = await (await request.get(`${dir}llms.txt`)).text();
    expect(index).toMatch(/^# ToolHive Docs\n\n> /);
    const full = await (await request.get(`${dir}llms-full.txt`)).text();
    for (const route of docRoutes.filter((r) => dirOf(r) === dir)) {
      const mdPath = `/${route.replace(/^\/|\/$/g, '')}.md`;
      expect(index, route).toContain(`${mdPath})`);
      expect(full, route).toContain(`source: http://localhost:3000${route}`);
    }
  }
});

test('a doc page offers its Markdown to copy and to open', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/toolhive/quickstart');
  const open = page.getByRole('link', { name: 'Open Markdown' });
  await expect(open).toHaveAttribute('href', '/toolhive/quickstart.md');
  const served = await page.request.get('/toolhive/quickstart.md');
  expect(served.status()).toBe(200);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await served.text());
});
