import {
  FLAG_DETAILS,
  FLAG_ROW,
  LEVELS,
  type Hierarchy,
  type PackedAnchor,
  type PackedCode,
  type PackedHeadings,
  type PackedIndex,
  type PackedPage,
  type PageEntry,
  type PackedRecord,
  type PageRecords,
  type SearchRecord,
} from './types';

/**
 * A heading's slug, close to the one Docusaurus gives it: the packed index
 * leaves out every anchor that equals the slug of its record's own heading
 * and computes it again when unpacking. Only the two must agree: an anchor
 * this function does not reproduce (an explicit heading id, a repeated
 * heading's `-1`) is stored as it is.
 */
const headingSlug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/**
 * The anchor a record packs as 0. A section's is the slug of its own heading;
 * rows and entries link to the section they sit in, so theirs is the anchor
 * of the last section before them on the page (undefined before any).
 */
const impliedAnchor = (below: string[], flags: number, section: string | undefined) =>
  flags & (FLAG_ROW | FLAG_DETAILS) ? section : below.length ? headingSlug(below[below.length - 1]) : undefined;

/**
 * A record's headings below the page title, as packed: in full, or, when it
 * shares the first `k` of them with the record before it on the same page,
 * `[k, ...the rest]`. Sections of a page follow each other in page order, so
 * most share their parents' headings.
 */
function packHeadings(below: string[], before: string[]): PackedHeadings {
  let k = 0;
  while (k < below.length && k < before.length && below[k] === before[k]) k++;
  return k ? [k, ...below.slice(k)] : below;
}

function unpackHeadings(packed: PackedHeadings, before: string[]): string[] {
  return typeof packed[0] === 'number'
    ? [...before.slice(0, packed[0]), ...(packed.slice(1) as string[])]
    : (packed as string[]);
}

/** A packed record's code blocks and flags: code is an array and flags a number, so each is told by its type. */
export const codeOf = (r: PackedRecord): PackedCode => (Array.isArray(r[3]) ? r[3] : []);
const flagsOf = (r: PackedRecord): number => (typeof r[3] === 'number' ? r[3] : typeof r[4] === 'number' ? r[4] : 0);

/** The record with these code blocks in place of its own; flags are kept, an empty list is left out. */
export function withCode(r: PackedRecord, code: PackedCode): PackedRecord {
  const flags = flagsOf(r);
  const base: [PackedAnchor, PackedHeadings, string] = [r[0], r[1], r[2]];
  if (code.length) return flags ? [...base, code, flags] : [...base, code];
  return flags ? [...base, flags] : base;
}

/**
 * Each page of a packed index with its own records, which follow the pages'
 * records in page order. Refuses an index whose page counts and records
 * disagree, since every record after the first wrong count would land on the
 * wrong page.
 */
export function recordsByPage(index: PackedIndex): Array<[PageEntry, PackedRecord[]]> {
  const counted = index.pages.reduce((n, page) => n + page[3], 0);
  if (counted !== index.records.length)
    throw new Error(
      `search index: its pages count ${counted} records but it holds ${index.records.length}; rebuild the site`,
    );
  let at = 0;
  let category = '';
  return index.pages.map(([path, own, title, count], i) => {
    if (own === 0 && i === 0)
      throw new Error(`search index: its first page, ${path}, has no category; rebuild the site`);
    if (own !== 0) category = own;
    return [[path, category, title, count], index.records.slice(at, (at += count))];
  });
}

/**
 * Pages with their categories filled in, as packed: pages come folder by
 * folder, so a category is stored only where it changes, and 0 elsewhere.
 */
export function packPages(pages: PageEntry[]): PackedPage[] {
  return pages.map(([path, category, title, count], i) => [
    path,
    i > 0 && pages[i - 1][1] === category ? 0 : category,
    title,
    count,
  ]);
}

/** A CLI reference page, which the generator titles with its command (`thv run`). */
const CLI_PAGE = /\/reference\/cli\/thv[^/]*$/;
const cliPageTitles = (pages: Array<{ path: string; title: string }>) =>
  pages.filter(({ path }) => CLI_PAGE.test(path)).map(({ title }) => title);

/** The release's `thv` command names: the CLI reference pages' titles but `notCommands`, and `commands`. */
export function commandNames(index: PackedIndex): string[] {
  const not = new Set(index.notCommands);
  const titles = cliPageTitles(index.pages.map(([path, , title]) => ({ path, title })));
  return [...titles.filter((title) => !not.has(title)), ...index.commands];
}

/** Packs extracted pages, and the `thv` command names, into the compact JSON shape served to the browser. */
export function pack(pages: PageRecords[], commands: string[]): PackedIndex {
  const language = pages[0]?.language ?? 'en';
  const tags = pages[0]?.tags ?? ['default'];
  const titles = cliPageTitles(pages.map((page) => ({ path: page.path, title: page.sections[0]?.headings[0] ?? '' })));
  const titled = new Set(titles);
  const named = new Set(commands);
  const entries: PageEntry[] = [];
  const index: PackedIndex = {
    v: 12,
    commands: commands.filter((name) => !titled.has(name)),
    notCommands: titles.filter((title) => !named.has(title)),
    language,
    tags,
    pages: [],
    records: [],
  };
  for (const page of pages) {
    // An index serves one docs version, so its pages share their facets, stored once.
    if (page.language !== language || page.tags.join() !== tags.join())
      throw new Error(
        `search index: ${page.path} has facets ${page.language} ${page.tags.join(',')}, where the index's first page has ${language} ${tags.join(',')}; one index serves one docs version and locale`,
      );
    // Every section's headings start with the page title: it is stored once, with the page.
    const title = page.sections[0]?.headings[0] ?? '';
    entries.push([page.path, page.category, title, page.sections.length]);
    let before: string[] = [];
    let section: string | undefined;
    for (const s of page.sections) {
      if (s.headings[0] !== title)
        throw new Error(`search index: ${page.path} has a section whose headings do not start with the page title`);
      // The level is not stored: it is the number of headings, with '' where the page skips a level.
      if (s.level !== s.headings.length)
        throw new Error(
          `search index: ${page.path}#${s.anchor ?? ''} is a level ${s.level} section with ${s.headings.length} headings`,
        );
      const flags = s.part === 'details' ? FLAG_DETAILS : s.part === 'row' ? FLAG_ROW : 0;
      const code = s.code.map((c): [string, string, number?] =>
        c.at ? [c.language, c.text, c.at] : [c.language, c.text],
      );
      const below = s.headings.slice(1);
      const anchor = s.anchor ?? '';
      const base: [PackedAnchor, PackedHeadings, string, number] = [
        anchor === impliedAnchor(below, flags, section) ? 0 : anchor,
        packHeadings(below, before),
        s.text,
        flags,
      ];
      before = below;
      if (!flags) section = anchor;
      index.records.push(withCode(base, code));
    }
  }
  index.pages = packPages(entries);
  return index;
}

/** Expands the packed index into records with site-relative URLs. */
export function unpack(index: PackedIndex): SearchRecord[] {
  if (
    index?.v !== 12 ||
    !Array.isArray(index.records) ||
    !Array.isArray(index.pages) ||
    !Array.isArray(index.commands) ||
    !Array.isArray(index.notCommands)
  )
    throw new Error('search index: unknown format (expected version 12); rebuild the site');
  const { language, tags } = index;
  const records: SearchRecord[] = [];
  for (const [[path, category, title], own] of recordsByPage(index)) {
    let before: string[] = [];
    let section: string | undefined;
    for (const r of own) {
      const below = unpackHeadings(r[1], before);
      before = below;
      const flags = flagsOf(r);
      const anchor = r[0] === 0 ? impliedAnchor(below, flags, section) : r[0];
      if (anchor === undefined)
        throw new Error(
          `search index: a record of ${path} links to its section, but no section comes before it; rebuild the site`,
        );
      if (!flags) section = anchor;
      const headings = [title, ...below];
      const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
      hierarchy.lvl0 = category;
      // headings[n] is the lvl(n + 1) heading; '' where the page skips a level.
      headings.forEach((h, n) => {
        if (h && n < 6) hierarchy[LEVELS[n + 1]] = h;
      });
      records.push({
        objectID: String(records.length),
        url: anchor ? `${path}#${anchor}` : path,
        url_without_anchor: path,
        anchor: anchor || null,
        type: `lvl${headings.length}` as SearchRecord['type'],
        hierarchy,
        content: r[2] || null,
        code: codeOf(r).map(([language, t, at]) => ({ language, text: t, ...(at ? { at } : {}) })),
        part: flags & FLAG_DETAILS ? 'details' : flags & FLAG_ROW ? 'row' : 'section',
        language,
        docusaurus_tag: tags,
      });
    }
  }
  return records;
}
