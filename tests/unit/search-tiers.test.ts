import { describe, expect, it } from 'vitest';
import { codeOf, commandNames, pack, unpack } from '../../src/features/search/engine/format';
import { createEngine } from '../../src/features/search/engine/engine';
import {
  mergeParts,
  readerEngines,
  splitIndex,
  splitPages,
  wantsReference,
} from '../../src/features/search/engine/tiers';
import type { PackedIndex } from '../../src/features/search/engine/types';
import { corpus, corpusPages, THV_COMMANDS } from './search-fixtures';

const whole = corpus();
const parts = splitPages(corpusPages());
const { core, reference } = splitIndex(corpusPages(), THV_COMMANDS);
const isReference = (path: string) => path.includes('/toolhive/reference/');

describe('the index in two parts', () => {
  it('keeps every guide section and each reference page opening in the core, the rest in the reference part', () => {
    expect(whole.pages.filter(([path]) => isReference(path)).length).toBeGreaterThanOrEqual(2);
    for (const page of parts.core) if (isReference(page.path)) expect(page.sections.map((s) => s.level)).toEqual([1]);
    expect(parts.reference.every((page) => isReference(page.path))).toBe(true);
    expect(reference.records.length).toBeGreaterThan(0);
    expect(core.records.length + reference.records.length).toBe(whole.records.length);
  });

  it('store each page title once, and refuse a section that does not start from it', () => {
    const titles = whole.pages.flatMap(([, , title, count]) => Array<string>(count).fill(title));
    expect(whole.records.every((r, i) => r[1][0] !== titles[i])).toBe(true);
    const titleOf = new Map(whole.pages.map((p) => [p[0], p[2]]));
    expect(unpack(whole).every((r) => r.hierarchy.lvl1 === titleOf.get(r.url_without_anchor))).toBe(true);
    const [page] = corpusPages();
    const odd = { ...page, sections: [...page.sections, { ...page.sections[0], headings: ['Another title'] }] };
    expect(() => pack([odd], THV_COMMANDS)).toThrow(
      `search index: ${page.path} has a section whose headings do not start with the page title`,
    );
  });

  it('merge back into exactly the whole index, records in their order', () => {
    expect(mergeParts(core, reference)).toEqual(whole);
  });

  it('carry the code blocks of the core sections in the reference part', () => {
    const coreRecords = unpack(core);
    const withCode = unpack(whole).filter((r) => r.code.length && !isReference(r.url_without_anchor));
    expect(withCode.length).toBeGreaterThan(0);
    expect(core.records.every((r) => codeOf(r).length === 0)).toBe(true);
    expect(reference.code?.length).toBe(
      unpack(whole).filter((r) => r.code.length && coreRecords.some((c) => c.url === r.url && c.content === r.content))
        .length,
    );
    // The code is what a search in words leaves out, so the core alone finds no command in a code block.
    expect(mergeParts(core, { ...reference, code: [] })).not.toEqual(whole);
    expect(() => mergeParts(core, { ...reference, code: [[core.records.length, []]] })).toThrow(
      `search index: the reference part has code for record ${core.records.length}, which the core lacks`,
    );
  });

  it('refuse a reference part whose page the core lacks', () => {
    const stray: PackedIndex = {
      ...reference,
      pages: [['/toolhive/reference/cli/gone', 'CLI', 'thv gone', 1]],
      records: reference.records.slice(0, 1),
    };
    expect(() => mergeParts(core, stray)).toThrow(
      "search index: the reference part's page /toolhive/reference/cli/gone is not in the core",
    );
  });

  it('refuse a part whose page counts disagree with its records', () => {
    const short: PackedIndex = { ...reference, records: reference.records.slice(1) };
    const n = reference.records.length;
    expect(() => mergeParts(core, short)).toThrow(
      `search index: its pages count ${n} records but it holds ${n - 1}; rebuild the site`,
    );
  });
});

describe('loading the reference part', () => {
  const coreEngine = createEngine(unpack(core), commandNames(core));
  const wants = (q: string) => wantsReference(coreEngine, commandNames(core), q);

  it('happens for a query that names a flag, a command or a field', () => {
    expect(wants('--isolate-network')).toBe(true);
    expect(wants('what does thv run do')).toBe(true);
  });

  it('does not happen for a task the guides answer', () => {
    expect(wants('how do I give a server access to my files')).toBe(false);
  });

  it('gives a first search the whole index exactly when it wants the reference part, and a question always', () => {
    const engines = readerEngines(core, whole);
    expect(engines.search('--isolate-network').records.length).toBe(whole.records.length);
    expect(engines.search('how do I give a server access to my files').records.length).toBe(core.records.length);
    expect(engines.answer.records.length).toBe(whole.records.length);
  });
});
