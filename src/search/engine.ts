/**
 * The local search engine: MiniSearch over DocSearch records with prefix and
 * typo tolerance, plus Algolia-style highlight and snippet values.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { escapeHtml } from '../lib/escapeHtml';
import { LEVELS, type SearchRecord } from './types';

export const MAX_QUERY_LENGTH = 64;

interface Doc {
  id: number;
  title: string;
  parents: string;
  content: string;
}

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Terms of the record that matched the query (lower case). */
  terms: string[];
}

export interface Engine {
  records: SearchRecord[];
  search(query: string, filter?: (r: SearchRecord) => boolean): EngineHit[];
}

const TYPE_BOOST: Record<string, number> = { lvl1: 1.5, lvl2: 1.25, lvl3: 1.1, content: 1 };

/** Title of the record's own level: the heading it represents, or '' for body text. */
export function ownTitle(r: SearchRecord): string {
  return r.type === 'content' ? '' : (r.hierarchy[r.type] ?? '');
}

export function createEngine(records: SearchRecord[]): Engine {
  const mini = new MiniSearch<Doc>({
    fields: ['title', 'parents', 'content'],
    storeFields: [],
    searchOptions: {
      boost: { title: 4, parents: 1.5, content: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  });
  mini.addAll(
    records.map((r, id) => {
      const own = r.type === 'content' ? 0 : LEVELS.indexOf(r.type);
      const parents = LEVELS.slice(0, own || LEVELS.length)
        .map((l) => r.hierarchy[l])
        .filter(Boolean)
        .join(' ');
      return { id, title: ownTitle(r), parents, content: r.content ?? '' };
    }),
  );
  return {
    records,
    search(query, filter) {
      const q = query.slice(0, MAX_QUERY_LENGTH).trim();
      if (!q) return [];
      const opts = {
        filter: filter ? (res: SearchResult) => filter(records[res.id as number]) : undefined,
        boostDocument: (id: unknown) => TYPE_BOOST[records[id as number].type] ?? 1,
      };
      let results = mini.search(q, opts);
      if (!results.length) results = mini.search(q, { ...opts, combineWith: 'OR' });
      return results.map((res) => ({ record: records[res.id as number], score: res.score, terms: res.terms }));
    },
  };
}

const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Wraps matched words in the highlight tags; everything else is HTML-escaped. */
export function highlight(text: string, terms: string[], queryWords: number, tags: HighlightTags): Highlighted {
  const set = new Set(terms.map((t) => t.toLowerCase()));
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  let highlightedChars = 0;
  for (const m of text.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (!set.has(word)) continue;
    matched.add(word);
    out += escapeHtml(text.slice(last, m.index)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = m.index! + m[0].length;
    highlightedChars += m[0].length;
  }
  out += escapeHtml(text.slice(last));
  const level = matched.size === 0 ? 'none' : matched.size >= queryWords ? 'full' : 'partial';
  return {
    value: out,
    matchLevel: level,
    matchedWords: [...matched],
    fullyHighlighted: level !== 'none' && highlightedChars >= text.replace(/[\s\p{P}]/gu, '').length,
  };
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
export function snippet(
  text: string,
  terms: string[],
  words: number,
  queryWords: number,
  tags: HighlightTags,
): Highlighted {
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length <= words) return highlight(text, terms, queryWords, tags);
  const set = new Set(terms.map((t) => t.toLowerCase()));
  let first = tokens.findIndex((t) => [...t[0].matchAll(WORD)].some((w) => set.has(w[0].toLowerCase())));
  if (first < 0) first = 0;
  const from = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const to = Math.min(tokens.length, from + words);
  const slice = text.slice(tokens[from].index, tokens[to - 1].index! + tokens[to - 1][0].length);
  const h = highlight(slice, terms, queryWords, tags);
  return {
    ...h,
    value: `${from > 0 ? tags.ellipsis : ''}${h.value}${to < tokens.length ? tags.ellipsis : ''}`,
  };
}

export function queryWordCount(query: string): number {
  return [...query.matchAll(WORD)].length || 1;
}
