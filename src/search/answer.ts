/**
 * The offline answer engine: retrieves the best-matching doc sections for a
 * question and composes a short answer from their own sentences, citing
 * each section. No language model is involved; when the docs do not cover
 * the question it says so instead of guessing.
 */
import type { Engine, EngineHit } from './engine';
import type { SearchRecord } from './types';

export interface Source {
  n: number;
  title: string;
  /** Site-relative URL with anchor. */
  url: string;
  text: string;
}

export interface Answer {
  covered: boolean;
  /** Markdown-like text: paragraphs and `[n]` citation markers, no HTML. */
  text: string;
  sources: Source[];
}

const STOP = new Set(
  `a an and are as at be by can could do does for from how i if in into is it its me my of on or our should so that the their then there these this to was we what when where which who why will with would you your use using about any get set want need`.split(
    ' ',
  ),
);

export function keywords(question: string): string[] {
  return [
    ...new Set(
      [...question.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu)].map((m) => m[0].replace(/[.-]+$/, '')),
    ),
  ].filter((w) => w.length > 1 && !STOP.has(w));
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** True when a word of the text has the keyword as prefix, or is one typo away. */
function mentions(words: string[], keyword: string): boolean {
  return words.some(
    (w) =>
      w === keyword ||
      (keyword.length >= 3 && w.startsWith(keyword)) ||
      (keyword.length >= 4 && editDistanceAtMostOne(w, keyword)),
  );
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
const sectionTitle = (r: SearchRecord) =>
  [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3].filter(Boolean).join(' › ');

export interface AnswerOptions {
  maxSources?: number;
  /** Share of the question's keywords the chosen sections must mention. */
  minCoverage?: number;
}

/** The sections an answer is grounded on (also the context sent to a chat model). */
export function retrieve(
  engine: Engine,
  question: string,
  opts: AnswerOptions = {},
): { sources: Source[]; coverage: number } {
  const keys = keywords(question);
  if (!keys.length) return { sources: [], coverage: 0 };
  const hits: EngineHit[] = engine.search(keys.join(' ').slice(0, 64));
  const byUrl = new Map<string, { record: SearchRecord; text: string[] }>();
  for (const { record } of hits) {
    const entry = byUrl.get(record.url) ?? { record, text: [] };
    if (record.content) entry.text.push(record.content);
    byUrl.set(record.url, entry);
    if (byUrl.size >= (opts.maxSources ?? 3) * 3) break;
  }
  // Pull in the body text of heading-only hits so every source has words to quote.
  for (const entry of byUrl.values()) {
    if (!entry.text.length) {
      for (const r of engine.records) if (r.url === entry.record.url && r.content) entry.text.push(r.content);
    }
  }
  const scored = [...byUrl.values()]
    .map((e) => {
      const words = wordsOf(`${sectionTitle(e.record)} ${e.text.join(' ')}`);
      return { ...e, covered: keys.filter((k) => mentions(words, k)).length };
    })
    .filter((e) => e.text.length && e.covered > 0)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, opts.maxSources ?? 3);
  const allWords = wordsOf(scored.map((e) => `${sectionTitle(e.record)} ${e.text.join(' ')}`).join(' '));
  const coverage = keys.filter((k) => mentions(allWords, k)).length / keys.length;
  return {
    coverage,
    sources: scored.map((e, i) => ({
      n: i + 1,
      title: sectionTitle(e.record),
      url: e.record.url,
      text: e.text.join(' '),
    })),
  };
}

function bestSentences(text: string, keys: string[], max: number): string[] {
  const sentences =
    text
      .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)
      ?.map((s) => s.trim())
      .filter((s) => s.length > 20) ?? [];
  return sentences
    .map((s, i) => ({ s, i, score: keys.filter((k) => mentions(wordsOf(s), k)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

export function answerQuestion(engine: Engine, question: string, opts: AnswerOptions = {}): Answer {
  const keys = keywords(question);
  const { sources, coverage } = retrieve(engine, question, opts);
  if (!sources.length || coverage < (opts.minCoverage ?? 0.6)) {
    return {
      covered: false,
      text: "The documentation doesn't cover this question, so there is no answer to give from it. Try different words, or search the docs for a related term.",
      sources: [],
    };
  }
  const paragraphs: string[] = [];
  const used: Source[] = [];
  for (const source of sources) {
    const picked = bestSentences(source.text, keys, paragraphs.length ? 1 : 2);
    if (!picked.length) continue;
    used.push({ ...source, n: used.length + 1 });
    paragraphs.push(`${picked.join(' ')} [${used.length}]`);
  }
  if (!used.length) return answerQuestion(engine, '', opts);
  return {
    covered: true,
    text: [`From "${used[0].title}":`, ...paragraphs].join('\n\n'),
    sources: used,
  };
}
