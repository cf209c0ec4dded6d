/**
 * A docs version's index comes in two parts, so a reader pays for detail
 * only when a search needs it:
 * - the core (`search-index.json`): the prose of every section of the
 *   guides, tutorials, concepts and FAQ, and the opening section of each
 *   reference page (its title and summary), which a search loads first;
 * - the reference part (`search-index-reference.json`): the rest of the
 *   reference pages (every flag, field, operation and schema), and the code
 *   blocks of the core's sections, loaded when a query names an identifier
 *   or its best core hits include a reference page. Code is what identifier
 *   searches and answers quote; a search in words ranks as well without it.
 * Merged, the two are exactly the one index the build would otherwise write,
 * so a search that loads both ranks as before.
 */
import { createEngine, type Engine } from './engine';
import { codeOf, commandNames, pack, packPages, recordsByPage, unpack, withCode } from './format';
import { pageKind, parseQuery } from './query';
import type { PackedCode, PackedIndex, PackedRecord, PageEntry, PageRecords } from './types';

/** How many of the core's best hits are looked at for a reference page. */
const LOOK_AT = 5;

/** The pages split into the two parts: the core keeps each reference page's opening section. */
export function splitPages(pages: PageRecords[]): { core: PageRecords[]; reference: PageRecords[] } {
  const isReference = (page: PageRecords) => pageKind(page.path) === 'reference';
  return {
    core: pages.map((page) => (isReference(page) ? { ...page, sections: page.sections.slice(0, 1) } : page)),
    reference: pages
      .filter((page) => isReference(page) && page.sections.length > 1)
      .map((page) => ({ ...page, sections: page.sections.slice(1) })),
  };
}

/** The two packed parts the build writes: the core's code blocks travel in the reference part, by record. */
export function splitIndex(pages: PageRecords[], commands: string[]): { core: PackedIndex; reference: PackedIndex } {
  const parts = splitPages(pages);
  const full = pack(parts.core, commands);
  const code = full.records.flatMap((r, i): Array<[number, PackedCode]> => {
    const blocks = codeOf(r);
    return blocks.length ? [[i, blocks]] : [];
  });
  return {
    core: { ...full, records: full.records.map((r) => withCode(r, [])) },
    reference: { ...pack(parts.reference, commands), code },
  };
}

/** The two parts as one index, with records in the order the whole index has them (page by page). */
export function mergeParts(core: PackedIndex, reference: PackedIndex): PackedIndex {
  const coreRecords = [...core.records];
  for (const [i, code] of reference.code ?? []) {
    if (!coreRecords[i])
      throw new Error(`search index: the reference part has code for record ${i}, which the core lacks`);
    coreRecords[i] = withCode(coreRecords[i], code);
  }
  const more = new Map(recordsByPage(reference).map(([[path], own]) => [path, own]));
  const pages: PageEntry[] = [];
  const records: PackedRecord[] = [];
  // A page's reference records follow its core records.
  for (const [[path, category, title], own] of recordsByPage({ ...core, records: coreRecords })) {
    const extra = more.get(path) ?? [];
    more.delete(path);
    records.push(...own, ...extra);
    pages.push([path, category, title, own.length + extra.length]);
  }
  for (const path of more.keys()) throw new Error(`search index: the reference part's page ${path} is not in the core`);
  return { ...core, pages: packPages(pages), records };
}

/** The engine's form of the index's command names (`thv_run`). */
const commandSet = (commands: string[]) => new Set(commands.map((name) => name.replace(/ /g, '_')));

/**
 * Whether a query needs the reference part: it names an identifier (a flag,
 * a field, a command, an endpoint), which the reference pages list in full,
 * or the core's best hits include a reference page's summary.
 */
export function wantsReference(core: Engine, commands: string[], query: string): boolean {
  if (parseQuery(query, commandSet(commands)).identifiers.length > 0) return true;
  return core
    .search(query)
    .slice(0, LOOK_AT)
    .some((hit) => pageKind(hit.record.url_without_anchor) === 'reference');
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
  // The whole index has the core's pages and command lists, so the names are the same.
  const commands = commandNames(core);
  const coreEngine = createEngine(unpack(core), commands);
  const wholeEngine = createEngine(unpack(whole), commands);
  return {
    search: (query) => (wantsReference(coreEngine, commands, query) ? wholeEngine : coreEngine),
    answer: wholeEngine,
  };
}
