/**
 * A search client that answers Algolia `search` calls from the local engine.
 * DocSearch 4.7 sends `{requests: [...]}` through `transformSearchClient`;
 * algoliasearch-helper (used by the /search page) sends an array of
 * `{indexName, params}`. Both get `{results: [...]}` in Algolia's shape.
 */
import {
  byPage,
  createEngine,
  hitPageWeights,
  highlight,
  listed,
  queryWordCount,
  snippet,
  type Engine,
  type EngineHit,
  type Highlighted,
  type HighlightTags,
} from '../engine/engine';
import { MAX_QUERY_LENGTH } from '../engine/limits';
import { searchCategory } from '../engine/query';
import { terms } from '../engine/text';
import { commandNames, unpack } from '../engine/format';
import { LEVELS, type PackedIndex, type SearchRecord } from '../engine/types';

type Params = Record<string, unknown>;
export type SearchRequest = Params & { indexName?: string; params?: Params | string };
export type SearchArgs = SearchRequest[] | { requests: SearchRequest[] };

export interface LocalClientOptions {
  /** Resolves the engine that answers a query (loaded on the first search, lazily). */
  getEngine: (query: string) => Promise<Engine>;
  /** Origin used to make hit URLs absolute. */
  origin: () => string;
}

/** DocSearch shows its error screen only for errors named RetryError. */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

function normalize(req: SearchRequest): Params {
  const { params, ...rest } = req;
  const extra = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
  return { ...rest, ...extra };
}

type FacetFilters = string | Array<string | string[]> | undefined;

/** Algolia semantics: the outer list is AND, an inner list is OR. */
export function facetPredicate(filters: FacetFilters): ((r: SearchRecord) => boolean) | undefined {
  if (!filters || (Array.isArray(filters) && !filters.length)) return undefined;
  const groups = (Array.isArray(filters) ? filters : [filters]).map((g) => (Array.isArray(g) ? g : [g]));
  const test = (r: SearchRecord, f: string) => {
    const negate = f.startsWith('-');
    const [attr, ...v] = (negate ? f.slice(1) : f).split(':');
    const value = v.join(':');
    const own = (r as unknown as Record<string, unknown>)[attr];
    const hit = Array.isArray(own) ? own.includes(value) : own === value;
    return negate ? !hit : hit;
  };
  return (r) => groups.every((g) => g.some((f) => test(r, f)));
}

function snippetWords(spec: unknown, attr: string): number | null {
  const list = Array.isArray(spec) ? spec : typeof spec === 'string' ? spec.split(',') : [];
  for (const s of list as string[]) {
    const [name, n] = s.split(':');
    if (name === attr || name === '*') return Number(n) || 10;
  }
  return null;
}

export { MODAL_SEARCH_PARAMETERS } from './modalParameters';

/** What a hit shows: its prose, or, when part of the query matched only its code, the command line that matches most. */
function hitContent(hit: EngineHit): string {
  const { record } = hit;
  if (!hit.onlyInCode) return record.content ?? '';
  const query = new Set(hit.terms);
  let best = { line: '', n: 0 };
  for (const c of record.code)
    for (const line of c.text.split('\n')) {
      const n = new Set(terms(line).filter((t) => query.has(t))).size;
      if (n > best.n) best = { line: line.trim(), n };
    }
  return best.line ? `\`${best.line}\`` : (record.content ?? '');
}

/**
 * The search box (DocSearch) lists every hit of a category before the next
 * category, in the order the categories first come. A page weighing less
 * than this share of a page in a later category would stand above it; it is
 * listed last instead, under `MORE_RESULTS`. Chosen on the tuning parts of
 * both evaluation sets (0.15 to 0.5 tried); dropping such pages instead lost
 * a right page from the list.
 */
const OUTWEIGHED = 0.25;
export const MORE_RESULTS = 'More results';

/** The hits of a list of pages that a page of a later category outweighs (`OUTWEIGHED`). */
function outweighed<T extends EngineHit>(hits: T[], weight: Map<string, number>): Set<T> {
  const category = (h: T) => searchCategory(h.record.url_without_anchor, h.record.hierarchy.lvl0) ?? '';
  const of = (h: T) => weight.get(h.record.url_without_anchor) ?? 0;
  const best = new Map<string, number>();
  for (const h of hits) best.set(category(h), Math.max(best.get(category(h)) ?? 0, of(h)));
  const order = [...best.keys()];
  return new Set(
    hits.filter((h) => {
      const later = order.slice(order.indexOf(category(h)) + 1).map((c) => best.get(c)!);
      return of(h) < OUTWEIGHED * Math.max(0, ...later);
    }),
  );
}

export function runQuery(engine: Engine, raw: Params, origin: string) {
  const started = Date.now();
  const query = String(raw.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.max(0, Number(raw.hitsPerPage ?? 20));
  const page = Math.max(0, Number(raw.page ?? 0));
  const perPage = Number(raw.distinct) > 0 ? Number(raw.distinct) : Infinity;
  const tags: HighlightTags = {
    pre: String(raw.highlightPreTag ?? '<em>'),
    post: String(raw.highlightPostTag ?? '</em>'),
    ellipsis: String(raw.snippetEllipsisText ?? '…'),
  };
  const words = queryWordCount(query);
  // Like the crawler's `distinct` on url: one hit per page section (the best
  // of a section and its entries), and with `distinct: n`, n per page.
  const seen = new Set<string>();
  const perPath = new Map<string, number>();
  const found = listed(engine.search(query, facetPredicate(raw.facetFilters as FacetFilters)));
  // A list of pages (the modal sends `distinct`) ranks pages, not sections.
  const weight = perPage < Infinity ? hitPageWeights(found) : undefined;
  const distinct = (weight ? byPage(found, weight) : found).filter(({ record }) => {
    if (seen.has(record.url)) return false;
    const n = perPath.get(record.url_without_anchor) ?? 0;
    if (n >= perPage) return false;
    seen.add(record.url);
    perPath.set(record.url_without_anchor, n + 1);
    return true;
  });
  const weak = weight ? outweighed(distinct, weight) : new Set<EngineHit>();
  const all = [...distinct.filter((h) => !weak.has(h)), ...distinct.filter((h) => weak.has(h))];
  const spec = raw.attributesToSnippet ?? ['content:10'];

  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => {
    const { record, terms: matched, fields } = hit;
    const lvl0 = weak.has(hit) ? MORE_RESULTS : searchCategory(record.url_without_anchor, record.hierarchy.lvl0);
    const hierarchy = { ...record.hierarchy, lvl0 };
    const hl = (text: string) => highlight(text, matched, words, tags);
    const hierarchyHl = Object.fromEntries(LEVELS.filter((l) => hierarchy[l]).map((l) => [l, hl(hierarchy[l]!)]));
    const snippetHierarchy = Object.fromEntries(
      LEVELS.filter((l) => hierarchy[l]).map((l) => {
        const n = snippetWords(spec, `hierarchy.${l}`);
        return [l, n ? snippet(hierarchy[l]!, matched, n, words, tags) : hierarchyHl[l]];
      }),
    );
    // A hit matched in its heading shows as that heading; one matched in its body shows its words.
    const inHeading = fields.includes('heading') || (record.type === 'lvl1' && fields.includes('title'));
    const content = hitContent(hit);
    const contentWords = snippetWords(spec, 'content') ?? 10;
    const highlightResult: {
      hierarchy: typeof hierarchyHl;
      hierarchy_camel: Array<typeof hierarchyHl>;
      content?: Highlighted;
    } = {
      hierarchy: hierarchyHl,
      hierarchy_camel: [hierarchyHl],
    };
    // Neither the modal nor the /search page shows a whole section highlighted: made when read.
    if (content) Object.defineProperty(highlightResult, 'content', { enumerable: true, get: () => hl(content) });
    return {
      ...record,
      hierarchy,
      type: inHeading || !content ? record.type : ('content' as const),
      content: content || null,
      url: new URL(record.url, origin).href,
      url_without_anchor: new URL(record.url_without_anchor, origin).href,
      _highlightResult: highlightResult,
      _snippetResult: {
        hierarchy: snippetHierarchy,
        hierarchy_camel: [snippetHierarchy],
        ...(content ? { content: snippet(content, matched, contentWords, words, tags) } : {}),
      },
    };
  });

  const facetNames = raw.facets === '*' ? ['language', 'docusaurus_tag'] : ((raw.facets as string[] | undefined) ?? []);
  const facets: Record<string, Record<string, number>> = {};
  for (const name of [facetNames].flat()) {
    const counts: Record<string, number> = {};
    for (const { record } of all) {
      const v = (record as unknown as Record<string, unknown>)[name];
      for (const value of [v].flat()) if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }

  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(all.length / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: '',
    index: String(raw.indexName ?? 'local'),
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
    ...(facetNames.length ? { facets } : {}),
  };
}

export function createLocalSearchClient({ getEngine, origin }: LocalClientOptions) {
  const agent = { value: 'docsearch-local', add: () => agent };
  return {
    appId: 'local',
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent(): void {},
    clearCache: () => Promise.resolve(),
    async search(args: SearchArgs) {
      const requests = (Array.isArray(args) ? args : (args?.requests ?? [])).map(normalize);
      let engine: Engine;
      try {
        // The modal's requests in one call all carry the reader's one query.
        engine = await getEngine(String(requests[0]?.query ?? ''));
      } catch (error) {
        throw new RetryError('The search index could not be loaded.', { cause: error });
      }
      return { results: requests.map((r) => runQuery(engine, r, origin())) };
    },
  };
}

/** Builds an engine straight from a packed index (tests, benchmarks). */
export function engineFromIndex(index: PackedIndex): Engine {
  return createEngine(unpack(index), commandNames(index));
}
