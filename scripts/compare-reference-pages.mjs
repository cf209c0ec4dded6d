/**
 * node scripts/compare-reference-pages.mjs <BEFORE_DIR> <AFTER_DIR>
 *
 * Compares the text of the built reference pages (toolhive/reference/**)
 * of two builds: the main content of each page, tags removed and white
 * space collapsed. Prints each page that differs, with the first place it
 * does, and exits 1 when any does. Used to show that a change to how the
 * reference data is loaded renders the same pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { commandLine, fail } from './commandLine.mjs';

const usage = 'compare-reference-pages.mjs <BEFORE_DIR> <AFTER_DIR> (each a build/toolhive/reference folder)';
const { positionals } = commandLine({ allowPositionals: true }, usage);
if (positionals.length !== 2) fail(`expected two folders, got ${positionals.length}`, usage);
const [before, after] = positionals;

const pages = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();

/** The first element named `tag` at or below `node`, as parse5 reads the page. */
const first = (node, tag) =>
  node.tagName === tag ? node : (node.childNodes ?? []).reduce((found, c) => found ?? first(c, tag), undefined);
const textOf = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join(''));

const text = (file) => {
  const root = parse(fs.readFileSync(file, 'utf8'));
  const main = first(root, 'article') ?? first(root, 'main') ?? root;
  return textOf(main).replace(/\s+/g, ' ').trim();
};

const a = new Set(pages(before));
const b = new Set(pages(after));
let differ = 0;
for (const f of [...a].filter((f) => !b.has(f))) {
  console.log(`only before: ${f}`);
  differ++;
}
for (const f of [...b].filter((f) => !a.has(f))) {
  console.log(`only after: ${f}`);
  differ++;
}
for (const f of [...a].filter((f) => b.has(f))) {
  const [x, y] = [text(path.join(before, f)), text(path.join(after, f))];
  if (x === y) continue;
  differ++;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  console.log(
    `differs: ${f}\n  before: …${x.slice(Math.max(0, i - 60), i + 80)}…\n  after:  …${y.slice(Math.max(0, i - 60), i + 80)}…`,
  );
}
console.log(`${a.size} pages before, ${b.size} after, ${differ} differ`);
process.exit(differ ? 1 : 0);
