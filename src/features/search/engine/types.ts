/** Shapes shared by the index builder (Node), the site (browser), and the MCP server (Node). */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

/**
 * What a record stands for: a heading's section, one collapsible entry
 * (`<details>`, such as a troubleshooting item) inside a section, or one row
 * of a table (a flag, a field, a variable) inside a section.
 */
export type Part = 'section' | 'details' | 'row';

export interface CodeBlock {
  /** The fence language (`bash`, `yaml`, ...), or '' when the block has none. */
  language: string;
  /** The block's text, verbatim. */
  text: string;
  /** How many of the record's prose lines come before it: the code belongs to the step those lines end with. */
  at?: number;
}

/**
 * One searchable record: a section of a page, in the shape a DocSearch
 * crawler produces (hierarchy, url with anchor, type), plus what the local
 * engine and the answers use. `type` is the level of the record's own
 * heading (`lvl1` for a page's opening section); the client shows a hit as
 * `content` when the match is in the body.
 */
export interface SearchRecord {
  objectID: string;
  /** Site-relative path with anchor, e.g. `/toolhive/quickstart#before-you-begin`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The section's prose; inline code is kept in backticks. */
  content: string | null;
  /** The section's code blocks, verbatim. */
  code: CodeBlock[];
  part: Part;
  language: string;
  docusaurus_tag: string[];
}

/** One extracted section, before packing. */
export interface ExtractedSection {
  level: number;
  anchor: string | null;
  /** Headings from the page title (index 0) down to this section's own. */
  headings: string[];
  text: string;
  code: CodeBlock[];
  part: Part;
}

/** One page as the extractor sees it, before packing. */
export interface PageRecords {
  path: string;
  language: string;
  tags: string[];
  /** Top-level category (the first breadcrumb), DocSearch's lvl0. */
  category: string;
  sections: ExtractedSection[];
}

/** Record flags in the packed index. */
export const FLAG_DETAILS = 1;
export const FLAG_ROW = 2;

/**
 * Packed index served as `/search-index.json`: page data is stored once per
 * page, and records as positional arrays, to keep it small.
 * commands, notCommands: with the CLI reference pages' titles, the `thv` command names the engine matches as one term (`commandNames`)
 * language, tags: the DocSearch facets every page shares, since an index serves one docs version
 * pages: [path, category, title, how many records of the page follow in `records`]
 * records: [anchor, headings below the page title, text, code?: [language, text, at][], flags?],
 * page by page, so a record's page is known from its place and not stored;
 * code is an array and flags a number, so either can be left out;
 * the anchor is 0 where it is implied, which is nearly always: a section's is the slug of its own heading
 * (`headingSlug`), and a row's or entry's the anchor of the last section before it on the page;
 * the headings start with a count where they share that many with the record before on the same page;
 * a record's level is its number of headings, so it is not stored.
 */
export interface PackedIndex {
  v: 12;
  /**
   * The `thv` command names (`thv run`, from the CLI facts at build time,
   * src/contract.ts) that no CLI reference page is titled with. The pages'
   * titles give the rest, so they are not stored twice.
   */
  commands: string[];
  /** CLI reference page titles that name no command of the release: the `thv` root, retired commands. */
  notCommands: string[];
  language: string;
  tags: string[];
  pages: PackedPage[];
  records: PackedRecord[];
  /** The reference part only: the code blocks of the core's records, by the record's place in the core. */
  code?: Array<[number, PackedCode]>;
}

/**
 * A page as packed: its path, category (lvl0), title, and how many of the
 * records that follow are its own. Pages come folder by folder, so a
 * category is stored only where it changes: 0 is the category of the page
 * before (`recordsByPage` fills it in).
 */
export type PackedPage = [string, string | 0, string, number];
/** A page with its category filled in. */
export type PageEntry = [string, string, string, number];

/** A record's code blocks as packed: [language, text, at?]. */
export type PackedCode = Array<[string, string, number?]>;

/** A record's anchor as packed: the anchor itself, or 0 where it is implied (see `PackedIndex`). */
export type PackedAnchor = string | 0;

/** A record's headings below the page title: in full, or the count it shares with the record before and the rest. */
export type PackedHeadings = string[] | [number, ...string[]];

export type PackedRecord =
  | [PackedAnchor, PackedHeadings, string]
  | [PackedAnchor, PackedHeadings, string, PackedCode]
  | [PackedAnchor, PackedHeadings, string, number]
  | [PackedAnchor, PackedHeadings, string, PackedCode, number];
