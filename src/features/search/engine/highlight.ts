/**
 * Algolia-style highlight and snippet values for hits: matched words wrapped
 * in the highlight tags, everything else HTML-escaped, and inline code shown
 * as code.
 */
import { escapeHtml } from '../../../lib/escapeHtml';
import { isIdentifier, tokenTerms, wholeForms } from './text';

const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
const TOKEN = /[^\s,;!?()[\]<>"'`|=]+/g;

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

/** True when a word or an identifier of the text is one of the matched terms, in any of its forms. */
function matches(token: string, set: Set<string>): boolean {
  if (isIdentifier(token)) return wholeForms(token).some((t) => set.has(t));
  return set.has(token.toLowerCase()) || tokenTerms(token).some((t) => set.has(t));
}

/**
 * Wraps matched words in the highlight tags; everything else is HTML-escaped.
 * Inline code (backticks) becomes `<code>`, so a snippet shows code as code.
 */
export function highlight(text: string, terms: string[], queryWords: number, tags: HighlightTags): Highlighted {
  const set = new Set(terms.map((t) => t.toLowerCase()));
  const matched = new Set<string>();
  let highlightedChars = 0;
  const mark = (plain: string) => {
    let out = '';
    let last = 0;
    for (const m of plain.matchAll(TOKEN)) {
      const token = m[0];
      // A whole identifier first (`--isolate-network`), then its words.
      if (matches(token, set)) {
        matched.add(token.toLowerCase());
        highlightedChars += token.length;
        out += escapeHtml(plain.slice(last, m.index)) + tags.pre + escapeHtml(token) + tags.post;
        last = m.index! + token.length;
        continue;
      }
      for (const w of token.matchAll(WORD)) {
        if (!matches(w[0], set)) continue;
        const at = m.index! + w.index!;
        matched.add(w[0].toLowerCase());
        highlightedChars += w[0].length;
        out += escapeHtml(plain.slice(last, at)) + tags.pre + escapeHtml(w[0]) + tags.post;
        last = at + w[0].length;
      }
    }
    return out + escapeHtml(plain.slice(last));
  };
  // Even pieces are prose, odd pieces are inline code; an unpaired backtick is dropped.
  const pieces = text.split('`');
  if (pieces.length % 2 === 0) pieces[pieces.length - 2] += pieces.pop()!;
  const value = pieces.map((p, i) => (i % 2 ? `<code>${mark(p)}</code>` : mark(p))).join('');
  const level = matched.size === 0 ? 'none' : matched.size >= queryWords ? 'full' : 'partial';
  return {
    value,
    matchLevel: level,
    matchedWords: [...matched],
    fullyHighlighted: level !== 'none' && highlightedChars >= text.replace(/[\s\p{P}`]/gu, '').length,
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
  let first = tokens.findIndex((t) => [...t[0].matchAll(TOKEN)].some((w) => matches(w[0], set)));
  if (first < 0) first = 0;
  const from = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const to = Math.min(tokens.length, from + words);
  let slice = text.slice(tokens[from].index, tokens[to - 1].index! + tokens[to - 1][0].length);
  // A cut through an inline code span reopens or closes it.
  const before = (text.slice(0, tokens[from].index).match(/`/g) ?? []).length;
  if (before % 2) slice = `\`${slice}`;
  if ((slice.match(/`/g) ?? []).length % 2) slice += '`';
  const h = highlight(slice, terms, queryWords, tags);
  return {
    ...h,
    value: `${from > 0 ? tags.ellipsis : ''}${h.value}${to < tokens.length ? tags.ellipsis : ''}`,
  };
}

export function queryWordCount(query: string): number {
  return [...query.matchAll(WORD)].length || 1;
}
