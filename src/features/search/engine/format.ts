import {
  FLAG_DETAILS,
  FLAG_NAV,
  FLAG_ROW,
  LEVELS,
  type Hierarchy,
  type PackedAnchor,
  type PackedIndex,
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

/** Rows and entries share their section's anchor, so only a section's anchor can be its own heading's slug. */
const ownSlug = (below: string[], flags: number) =>
  below.length && !(flags & (FLAG_ROW | FLAG_DETAILS)) ? headingSlug(below[below.length - 1]) : undefined;

/** Packs extracted pages, and the `thv` command names, into the compact JSON shape served to the browser. */
export function pack(pages: PageRecords[], commands: string[]): PackedIndex {
  const index: PackedIndex = { v: 5, commands, pages: [], records: [] };
  pages.forEach((page, p) => {
    // Every section's headings start with the page title: it is stored once, with the page.
    const title = page.sections[0]?.headings[0] ?? '';
    index.pages.push([page.path, page.language, page.tags, page.category, title]);
    for (const s of page.sections) {
      if (s.headings[0] !== title)
        throw new Error(`search index: ${page.path} has a section whose headings do not start with the page title`);
      const flags = (s.nav ? FLAG_NAV : 0) | (s.part === 'details' ? FLAG_DETAILS : s.part === 'row' ? FLAG_ROW : 0);
      const code = s.code.map((c): [string, string, number?] =>
        c.at ? [c.language, c.text, c.at] : [c.language, c.text],
      );
      const below = s.headings.slice(1);
      const anchor = s.anchor ?? '';
      const base: [number, number, PackedAnchor, string[], string] = [
        p,
        s.level,
        anchor && anchor === ownSlug(below, flags) ? 0 : anchor,
        below,
        s.text,
      ];
      index.records.push(flags ? [...base, code, flags] : code.length ? [...base, code] : base);
    }
  });
  return index;
}

/** Expands the packed index into records with site-relative URLs. */
export function unpack(index: PackedIndex): SearchRecord[] {
  if (index?.v !== 5 || !Array.isArray(index.records) || !Array.isArray(index.pages) || !Array.isArray(index.commands))
    throw new Error('search index: unknown format (expected version 5); rebuild the site');
  return index.records.map(([p, level, packedAnchor, below, text, code = [], flags = 0], i) => {
    const anchor = packedAnchor === 0 ? (ownSlug(below, flags) ?? '') : packedAnchor;
    const [path, language, tags, category, title] = index.pages[p];
    const headings = [title, ...below];
    const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
    hierarchy.lvl0 = category;
    // headings[n] is the lvl(n + 1) heading; '' where the page skips a level.
    headings.forEach((h, n) => {
      if (h && n < 6) hierarchy[LEVELS[n + 1]] = h;
    });
    return {
      objectID: String(i),
      url: anchor ? `${path}#${anchor}` : path,
      url_without_anchor: path,
      anchor: anchor || null,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy,
      content: text || null,
      code: code.map(([language, t, at]) => ({ language, text: t, ...(at ? { at } : {}) })),
      part: flags & FLAG_DETAILS ? 'details' : flags & FLAG_ROW ? 'row' : 'section',
      nav: !!(flags & FLAG_NAV),
      language,
      docusaurus_tag: tags,
    };
  });
}
