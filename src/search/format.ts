import { LEVELS, type Hierarchy, type PackedIndex, type PageRecords, type SearchRecord } from './types';

/** Packs extracted pages into the compact JSON shape served to the browser. */
export function pack(pages: PageRecords[]): PackedIndex {
  const index: PackedIndex = { v: 1, pages: [], records: [] };
  pages.forEach((page, p) => {
    index.pages.push([page.path, page.language, page.tags]);
    for (const r of page.records) {
      const levels = LEVELS.map((l) => r.hierarchy[l]);
      while (levels.length && levels.at(-1) === null) levels.pop();
      const type = r.type === 'content' ? 0 : Number(r.type.slice(3));
      index.records.push([p, type, r.anchor ?? '', levels.map((l) => l ?? ''), r.content ?? '']);
    }
  });
  return index;
}

/** Expands the packed index into DocSearch records with site-relative URLs. */
export function unpack(index: PackedIndex): SearchRecord[] {
  if (index?.v !== 1 || !Array.isArray(index.records)) throw new Error('search index: unknown format');
  return index.records.map(([p, type, anchor, levels, content], i) => {
    const [path, language, tags] = index.pages[p];
    const hierarchy = Object.fromEntries(LEVELS.map((l, n) => [l, levels[n] || null])) as Hierarchy;
    return {
      objectID: String(i),
      url: anchor ? `${path}#${anchor}` : path,
      url_without_anchor: path,
      anchor: anchor || null,
      type: type === 0 ? 'content' : (`lvl${type}` as SearchRecord['type']),
      hierarchy,
      content: content || null,
      language,
      docusaurus_tag: tags,
    };
  });
}
