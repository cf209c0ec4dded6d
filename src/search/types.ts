/** Shapes shared by the index builder (Node) and the search client (browser). */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

/** One searchable record, in the shape a DocSearch crawler produces. */
export interface SearchRecord {
  objectID: string;
  /** Site-relative path with anchor, e.g. `/toolhive/quickstart#before-you-begin`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
}

/** One page as the extractor sees it, before packing. */
export interface PageRecords {
  path: string;
  language: string;
  tags: string[];
  records: Array<{ type: RecordType; anchor: string | null; hierarchy: Hierarchy; content: string | null }>;
}

/**
 * Packed index served as `/search-index.json`. Hierarchy levels and page data
 * are stored once per page/record as positional arrays to keep it small.
 * pages: [path, language, tags]; records: [page, level (0 = content), anchor, [lvl0..lvlN], content]
 */
export interface PackedIndex {
  v: 1;
  pages: Array<[string, string, string[]]>;
  records: Array<[number, number, string, string[], string]>;
}
