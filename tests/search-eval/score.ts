/**
 * Scores the search engine and the offline question mode on the evaluation
 * set (questions.json). Modal search is scored as the reader sees it: the
 * local client's hits, grouped the way DocSearch 4 groups them before it
 * shows them (by category, then by page, at most five per group).
 */
import * as client from '../../src/features/search/client/client';
import { answerQuestion } from '../../src/features/search/engine/answer';
import type { Engine } from '../../src/features/search/engine/engine';
import { versionlessPath } from '../../src/features/search/engine/query';

export type Kind = 'task' | 'troubleshooting' | 'reference' | 'concept' | 'off-topic' | 'not-covered';
/** The part of the set a question belongs to, drawn once at random: tune on one, quote the other. */
export type Split = 'tuning' | 'held-out';
export const SPLITS: Split[] = ['tuning', 'held-out'];

export interface EvalQuestion {
  id: string;
  kind: Kind;
  area: string;
  /** The few words a reader types into the search box. */
  query: string;
  /** The same need as a full sentence for the question mode. */
  question: string;
  /** Page paths that answer it; any one counts. Empty for off-topic questions. */
  expect: string[];
  source: string;
  split: Split;
}

export interface Scores {
  /** Percentages, 0-100, rounded to one decimal. */
  modalTop1: number;
  modalTop3: number;
  /** Share of on-topic questions with a right page anywhere in the modal's list, below the top 3 too. */
  modalListed: number;
  /** Mean reciprocal rank over the first 10 shown hits, 0-100. */
  modalMrr: number;
  /** Share of on-topic questions whose first two citations include an expected page. */
  askCitations: number;
  /** Share of task and troubleshooting answers that carry a command (a fenced code block). */
  askCommands: number;
  /** Share of off-topic and not-covered questions declined. */
  offTopicDeclined: number;
  /** Share of off-topic questions answered with no link at all. */
  offTopicNoLink: number;
  /** Share of on-topic questions declined although the first closest section offered is on an expected page (lower is better). */
  wrongDeclines: number;
}

export interface QuestionResult {
  q: EvalQuestion;
  /** Page paths of the shown hits, in display order. */
  shown: string[];
  rank: number | null;
  cited: string[];
  covered: boolean;
  hasCommand: boolean;
  /** Page paths of the closest sections a declined answer offers. */
  offered: string[];
  /** Whether the answer's text links anywhere. */
  linked: boolean;
}

/**
 * A hit's or an expected page's route, without host, anchor, trailing slash,
 * or docs version prefix (`/next/toolhive/x/` -> `/toolhive/x`): expected
 * pages are versionless, whichever version's index a set is scored against.
 */
export const pagePath = (url: string) => {
  const path = versionlessPath(url.replace(/^https?:\/\/[^/]+/, '').replace(/[#?].*$/, ''));
  return path.length > 1 ? path.replace(/\/$/, '') : path;
};

/**
 * The DocSearch modal's own request parameters (DocSearchModal defaults plus
 * the theme's facets), and those the site's modal adds.
 */
const MODAL_PARAMS = {
  ...(client as { MODAL_SEARCH_PARAMETERS?: object }).MODAL_SEARCH_PARAMETERS,
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

interface ShownHit {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
}

function groupBy<T>(items: T[], key: (item: T) => string, max = 5): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (!groups.has(k)) groups.set(k, []);
    const group = groups.get(k)!;
    if (group.length < max) group.push(item);
  }
  return [...groups.values()];
}

/** DocSearch 4.7 groups hits by lvl0, then each group by lvl1, keeping five per group. */
export function displayOrder<T extends ShownHit>(hits: T[]): T[] {
  return groupBy(hits, (h) => h.hierarchy.lvl0 ?? '').flatMap((group) =>
    groupBy(group, (h) => h.hierarchy.lvl1 ?? '').flat(),
  );
}

export function modalHits(engine: Engine, query: string): string[] {
  const res = client.runQuery(engine, { ...MODAL_PARAMS, query }, 'http://127.0.0.1');
  return displayOrder(res.hits as unknown as ShownHit[]).map((h) => pagePath(h.url));
}

const round = (n: number) => Math.round(n * 1000) / 10;
const share = (items: boolean[]) => (items.length ? round(items.filter(Boolean).length / items.length) : 100);

/**
 * `engines` are those the browser uses (`readerEngines` in
 * src/features/search/engine/tiers.ts): the modal's search engine for a
 * query, and the engine questions are answered from.
 */
export function evaluate(
  engines: { search: (query: string) => Engine; answer: Engine },
  questions: EvalQuestion[],
): { scores: Scores; results: QuestionResult[] } {
  const results: QuestionResult[] = questions.map((q) => {
    const expected = new Set(q.expect.map(pagePath));
    const shown = q.query ? modalHits(engines.search(q.query), q.query) : [];
    const at = shown.findIndex((p) => expected.has(p));
    const answer = answerQuestion(engines.answer, q.question);
    return {
      q,
      shown,
      rank: at < 0 ? null : at + 1,
      cited: answer.covered ? answer.sources.map((s) => pagePath(s.url)) : [],
      covered: answer.covered,
      hasCommand: answer.covered && /^```/m.test(answer.text),
      offered: answer.hits.map((h) => pagePath(h.url)),
      linked: /\]\(/.test(answer.text),
    };
  });
  return { scores: scoresOf(results), results };
}

/** The figures of a set of answered questions (a part, or any group of one). */
export function scoresOf(results: QuestionResult[]): Scores {
  const offTopic = (r: QuestionResult) => r.q.kind === 'off-topic' || r.q.kind === 'not-covered';
  const onTopic = results.filter((r) => !offTopic(r));
  const expected = (r: QuestionResult) => new Set(r.q.expect.map(pagePath));
  const scores: Scores = {
    modalTop1: share(onTopic.map((r) => r.rank === 1)),
    modalTop3: share(onTopic.map((r) => r.rank !== null && r.rank <= 3)),
    modalListed: share(onTopic.map((r) => r.rank !== null)),
    modalMrr: onTopic.length
      ? round(onTopic.reduce((sum, r) => sum + (r.rank && r.rank <= 10 ? 1 / r.rank : 0), 0) / onTopic.length)
      : 100,
    askCitations: share(onTopic.map((r) => r.cited.slice(0, 2).some((p) => expected(r).has(p)))),
    askCommands: share(
      onTopic.filter((r) => r.q.kind === 'task' || r.q.kind === 'troubleshooting').map((r) => r.hasCommand),
    ),
    offTopicDeclined: share(results.filter(offTopic).map((r) => !r.covered)),
    offTopicNoLink: share(results.filter((r) => r.q.kind === 'off-topic').map((r) => !r.covered && !r.linked)),
    wrongDeclines: share(onTopic.map((r) => !r.covered && !!r.offered.length && expected(r).has(r.offered[0]))),
  };
  return scores;
}

/** Reads and checks the set, naming the file and the entry when one is malformed. */
export function parseQuestions(text: string, file: string): EvalQuestion[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of questions`);
  const kinds = new Set(['task', 'troubleshooting', 'reference', 'concept', 'off-topic', 'not-covered']);
  const ids = new Set<string>();
  data.forEach((q: Partial<EvalQuestion>, i) => {
    const where = `${file}: entry ${i}${q?.id ? ` (${q.id})` : ''}`;
    if (!q || typeof q.id !== 'string' || !q.id) throw new Error(`${where}: missing id`);
    if (ids.has(q.id)) throw new Error(`${where}: duplicate id`);
    ids.add(q.id);
    if (!kinds.has(q.kind as string)) throw new Error(`${where}: kind must be one of ${[...kinds].join(', ')}`);
    if (typeof q.query !== 'string' || typeof q.question !== 'string' || !q.question)
      throw new Error(`${where}: query and question must be strings`);
    if (!Array.isArray(q.expect)) throw new Error(`${where}: expect must be an array of page paths`);
    const answerable = q.kind !== 'off-topic' && q.kind !== 'not-covered';
    if (answerable && !q.expect.length) throw new Error(`${where}: an on-topic question needs a page`);
    if (!SPLITS.includes(q.split as Split)) throw new Error(`${where}: split must be one of ${SPLITS.join(', ')}`);
  });
  return data as EvalQuestion[];
}
