/**
 * A docs version's index comes in two parts, so a reader pays for pages of
 * detail only when a search needs them:
 * - the core (`search-index.json`): every section of the guides, tutorials,
 *   concepts and FAQ, and the opening sentence of each detail page (a
 *   reference page, or an MCP server guide, which documents one server's
 *   tools and settings), enough to rank that page for a search;
 * - the reference part (`search-index-reference.json`): the detail pages
 *   whole (every flag, field, operation, schema and server tool), loaded
 *   when a query names an identifier or its best core hits include a detail
 *   page.
 * Merged, the two are exactly the one index the build would otherwise write,
 * so a search that loads both ranks as before.
 */
import { createEngine, type Engine } from './engine';
import { unpack } from './format';
import { pageKind, parseQuery, versionlessPath } from './query';
import type { ExtractedSection, PackedIndex, PageRecords } from './types';

/** How many of the core's best hits are looked at for a detail page. */
const LOOK_AT = 5;

const MCP_GUIDES = '/toolhive/guides-mcp/';

/** A page whose detail waits in the reference part: a reference page, or one MCP server's guide. */
export function isDetailPage(path: string): boolean {
  if (pageKind(path) === 'reference') return true;
  const own = versionlessPath(path);
  return own.startsWith(MCP_GUIDES) && own.length > MCP_GUIDES.length;
}

/** What the core keeps of a detail page's opening section: its first sentence, enough to rank the page. */
function opening(section: ExtractedSection): ExtractedSection {
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(section.text)?.[0] ?? section.text;
  return { ...section, text: sentence, code: [] };
}

/** The pages split into the two parts: the core keeps a detail page's opening sentence, the reference part all of it. */
export function splitPages(pages: PageRecords[]): { core: PageRecords[]; reference: PageRecords[] } {
  return {
    core: pages.map((page) =>
      isDetailPage(page.path) ? { ...page, sections: page.sections.slice(0, 1).map(opening) } : page,
    ),
    reference: pages.filter((page) => isDetailPage(page.path) && page.sections.length > 0),
  };
}

/**
 * The two parts as one index, records in the order the whole index has them:
 * a detail page's records from the reference part take the place of its
 * opening sentence in the core.
 */
export function mergeParts(core: PackedIndex, reference: PackedIndex): PackedIndex {
  const pageAt = new Map(core.pages.map((page, i) => [page[0], i]));
  const detail = new Map<number, PackedIndex['records']>();
  for (const record of reference.records) {
    const path = reference.pages[record[0]]?.[0];
    const at = pageAt.get(path);
    if (at === undefined) throw new Error(`search index: the reference part's page ${path} is not in the core`);
    const list = detail.get(at) ?? [];
    list.push([at, ...record.slice(1)] as PackedIndex['records'][number]);
    detail.set(at, list);
  }
  const records: PackedIndex['records'] = [];
  core.records.forEach((record, i) => {
    const whole = detail.get(record[0]);
    // A page's core records are contiguous, so its detail goes in once, where they start.
    if (!whole) records.push(record);
    else if (core.records[i - 1]?.[0] !== record[0]) records.push(...whole);
  });
  return { ...core, records };
}

/** The engine's form of the index's command names (`thv_run`). */
const commandSet = (commands: string[]) => new Set(commands.map((name) => name.replace(/ /g, '_')));

/**
 * Whether a query needs the reference part: it names an identifier (a flag,
 * a field, a command, an endpoint), which the reference pages list in full,
 * or the core's best hits include a detail page's opening sentence.
 */
export function wantsReference(core: Engine, commands: string[], query: string): boolean {
  if (parseQuery(query, commandSet(commands)).identifiers.length > 0) return true;
  return core
    .search(query)
    .slice(0, LOOK_AT)
    .some((hit) => isDetailPage(hit.record.url_without_anchor));
}

/** The engines a reader's requests use: see `readerEngines`. */
export interface ReaderEngines {
  /** The engine a search answers a query from, when it is the first of a visit. */
  search: (query: string) => Engine;
  /** The engine questions are answered from: always the whole index. */
  answer: Engine;
}

/**
 * What the browser uses, for the evaluation to score what readers see: a
 * search loads the reference part only when it wants it; a question is
 * answered from the whole index, so an answer and its citations never depend
 * on what the reader searched for before.
 */
export function readerEngines(core: PackedIndex, whole: PackedIndex): ReaderEngines {
  const coreEngine = createEngine(unpack(core), core.commands);
  const wholeEngine = createEngine(unpack(whole), whole.commands);
  return {
    search: (query) => (wantsReference(coreEngine, core.commands, query) ? wholeEngine : coreEngine),
    answer: wholeEngine,
  };
}
