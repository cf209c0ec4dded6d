/**
 * The offline answer engine: finds the doc sections that answer a question
 * and quotes them, citing each. No language model is involved.
 * - A how-to or troubleshooting question gets the best section that carries
 *   a command: its heading as a link, its lead paragraph, and its command
 *   blocks verbatim, then at most two more sections under "Also see".
 * - A question that quotes an error gets the troubleshooting or FAQ entry
 *   that names it.
 * - A concept question gets the best explanatory paragraphs of the best section.
 * - Link lists and navigation are never quoted. When the docs do not cover
 *   the question, the answer says so and offers the top search hits.
 */
import { type Engine, type EngineHit } from './engine';
import { MAX_QUESTION_LENGTH } from './limits';
import { pageKind } from './query';
import { rawTokens, tokenTerms } from './text';
import type { CodeBlock, SearchRecord } from './types';

export type QuestionKind = 'task' | 'troubleshooting' | 'concept';

export interface Source {
  n: number;
  /** Page title › section heading. */
  title: string;
  /** Site-relative URL with anchor. */
  url: string;
  /** The section's prose. */
  text: string;
  /** The section's code blocks, verbatim. */
  code: CodeBlock[];
}

export interface Answer {
  covered: boolean;
  kind: QuestionKind;
  /** Markdown: paragraphs, fenced code blocks, a list, links, and `[n]` citation markers; no HTML. */
  text: string;
  /** The cited sections, in citation order. */
  sources: Source[];
  /** The top search hits, offered when the docs do not cover the question. */
  hits: Array<{ title: string; url: string }>;
  /** Set when the question was longer than the question mode reads. */
  note?: string;
}

export interface AnswerOptions {
  /** Sections to retrieve as grounding (also what a chat model is sent). */
  maxSources?: number;
  /** Share of the question (words weighted by rarity) the best sections must match. */
  minCoverage?: number;
}

const TROUBLE =
  /\b(error|errors|fail|fails|failed|failing|failure|cannot|can't|can ?not|couldn't|doesn't|does not|don't|won't|isn't|not working|broken|stuck|crash\w*|refused|denied|timeout|times out|what now|unable|missing|wrong|invalid|not found|keeps)\b/i;
const CONCEPT =
  /^(what|why|which|who|is|are|does|do you|should|when should|when to)\b|\b(difference|vs\.?|versus|explain|mean|meaning|compare)\b/i;
const TASK = /^(how|can i|could i|is there a way|i want|i need|where do i|steps?)\b|\bhow (do|can|to|should)\b/i;

export function questionKind(question: string): QuestionKind {
  const q = question.trim();
  if (TROUBLE.test(q) || quotes(q).length) return 'troubleshooting';
  if (TASK.test(q)) return 'task';
  if (CONCEPT.test(q)) return 'concept';
  return 'task';
}

/** Text the question quotes: an error message, a command, a field. */
export function quotes(question: string): string[] {
  return [...question.matchAll(/"([^"]{3,})"|“([^”]{3,})”|`([^`]{2,})`|'([^']{6,})'/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? m[4],
  );
}

export const sectionTitle = (r: SearchRecord) =>
  [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6]
    .filter(Boolean)
    .join(' › ');

const COMMAND = /^(thv|kubectl|helm|docker|podman|curl|npx|uvx|brew|git|go|npm|winget|export|cat|ls)\b/;

/** A section's commands: its code blocks, or, when it has none, the commands it quotes inline. */
function commandsOf(r: SearchRecord): CodeBlock[] {
  if (r.code.length) return r.code.slice(0, 3);
  return [...(r.content ?? '').matchAll(/`([^`]+)`/g)]
    .map((m) => m[1].trim())
    .filter((c) => COMMAND.test(c) && c.includes(' '))
    .slice(0, 2)
    .map((text) => ({ language: 'bash', text }));
}

const paragraphs = (r: SearchRecord) =>
  (r.content ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The lead of a how-to answer: the first paragraph, then the commands. A
 * paragraph that introduces the commands ("Add `--isolate-network` to
 * `thv run`:") comes right before them, and the next paragraph after them.
 */
function leadWithCommands(r: SearchRecord): string[] {
  const [first, second] = paragraphs(r);
  const commands = commandsOf(r).map(fence);
  if (!first) return commands;
  if (first.endsWith(':') && commands.length) return [first, ...commands, ...(second ? [second] : [])];
  return [first.length < 80 && second ? `${first} ${second}` : first, ...commands];
}

/** The paragraphs that share the most words with the question, in page order. */
function bestParagraphs(r: SearchRecord, words: Set<string>, max: number): string[] {
  const list = paragraphs(r);
  const scored = list.map((p, i) => ({
    p,
    i,
    score: [...new Set(rawTokens(p).flatMap(tokenTerms))].filter((t) => words.has(t)).length,
  }));
  const best = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max);
  return (best.length ? best : scored.slice(0, 1)).sort((a, b) => a.i - b.i).map((x) => x.p);
}

/** The first sentence of a section: the one line on why it is worth reading. */
function firstSentence(r: SearchRecord): string {
  const text = paragraphs(r)[0] ?? '';
  const sentence = /^.{20,}?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 157).replace(/\s\S*$/, '')}…` : sentence;
}

const isTrouble = (r: SearchRecord) =>
  r.part === 'details' || /troubleshoot|common (problems|issues)|errors?\b/i.test(sectionTitle(r));

/** Sections with something to quote: not navigation, not an empty heading. */
const quotable = (h: EngineHit) => !h.record.nav && !!(h.record.content || h.record.code.length);

/** The sections an answer is grounded on, best first (also the context sent to a chat model). */
export function retrieve(engine: Engine, question: string, opts: AnswerOptions = {}) {
  const q = question.slice(0, MAX_QUESTION_LENGTH);
  const kind = questionKind(q);
  const quoted = quotes(q).map((t) => new Set(rawTokens(t).flatMap(tokenTerms)));
  const hits = engine.search(q, undefined, { prefix: false }).filter(quotable);
  const rescored = hits.slice(0, 40).map((h) => {
    let score = h.score;
    // An error quoted in the question is answered by the entry that names it.
    if (quoted.length) {
      const own = new Set(rawTokens(`${sectionTitle(h.record)} ${h.record.content ?? ''}`).flatMap(tokenTerms));
      const named = quoted.some((words) => [...words].every((w) => own.has(w)));
      if (named) score *= isTrouble(h.record) || pageKind(h.record.url_without_anchor) === 'faq' ? 4 : 2;
    }
    // Troubleshooting questions prefer troubleshooting entries.
    if (kind === 'troubleshooting' && isTrouble(h.record)) score *= 1.5;
    return { hit: h, score };
  });
  rescored.sort((a, b) => b.score - a.score);
  // One section per URL: an entry and its section share one anchor.
  const seen = new Set<string>();
  const ranked = rescored
    .filter(({ hit }) => !seen.has(hit.record.url) && !!seen.add(hit.record.url))
    .map(({ hit, score }) => ({ record: hit.record, coverage: hit.coverage, score, hit }));
  const top = ranked.slice(0, opts.maxSources ?? 4);
  const coverage = Math.max(0, ...ranked.slice(0, 5).map((h) => h.coverage));
  const sources: Source[] = top.map((h, i) => toSource(h.record, i + 1));
  return { kind, ranked, sources, coverage };
}

const toSource = (r: SearchRecord, n: number): Source => ({
  n,
  title: sectionTitle(r),
  url: r.url,
  text: r.content ?? '',
  code: r.code,
});

const fence = (c: CodeBlock) => {
  const ticks = c.text.includes('```') ? '````' : '```';
  return `${ticks}${c.language}\n${c.text}\n${ticks}`;
};
const link = (s: Source) => `[${s.title}](${s.url})`;

export function answerQuestion(engine: Engine, question: string, opts: AnswerOptions = {}): Answer {
  const note =
    question.length > MAX_QUESTION_LENGTH
      ? `Your question was cut to its first ${MAX_QUESTION_LENGTH} characters.`
      : undefined;
  const q = question.slice(0, MAX_QUESTION_LENGTH).trim();
  const { kind, ranked, coverage } = q ? retrieve(engine, q, opts) : { kind: 'task' as const, ranked: [], coverage: 0 };
  if (!ranked.length || coverage < (opts.minCoverage ?? 0.62)) {
    const hits = ranked.slice(0, 3).map((h) => ({ title: sectionTitle(h.record), url: h.record.url }));
    return {
      covered: false,
      kind,
      text: [
        "The documentation doesn't cover this question, so there is no answer to quote from it.",
        hits.length ? 'These sections come closest:' : 'Try other words, or search the docs for a related term.',
        ...(hits.length ? [hits.map((h) => `- [${h.title}](${h.url})`).join('\n')] : []),
      ].join('\n\n'),
      sources: [],
      hits,
      ...(note ? { note } : {}),
    };
  }

  // How-to and troubleshooting answers lead with a section that carries a
  // command, unless the best section without one is far ahead.
  let lead = ranked[0];
  if (kind !== 'concept' && !commandsOf(lead.record).length) {
    const withCommand = ranked.slice(1, 8).find((h) => commandsOf(h.record).length);
    if (withCommand && withCommand.score >= 0.35 * lead.score) lead = withCommand;
  }
  const words = new Set(rawTokens(q).flatMap(tokenTerms));
  const first = toSource(lead.record, 1);
  const body: string[] = [`**${link(first)}** [1]`];
  if (kind === 'concept') {
    body.push(...bestParagraphs(lead.record, words, 2));
    const code = lead.record.code.slice(0, 1);
    if (code.length && lead.record.part === 'row') body.push(...code.map(fence));
  } else {
    body.push(...leadWithCommands(lead.record));
  }
  // At most two more sections, from other pages where the docs have them.
  const also = ranked
    .filter((h) => h !== lead && h.record.url_without_anchor !== lead.record.url_without_anchor)
    .concat(ranked.filter((h) => h !== lead && h.record.url_without_anchor === lead.record.url_without_anchor))
    .slice(0, 2)
    .map((h, i) => ({ source: toSource(h.record, i + 2), why: firstSentence(h.record) }));
  if (also.length) {
    body.push('**Also see**');
    body.push(also.map(({ source, why }) => `- ${link(source)} [${source.n}]${why ? `: ${why}` : ''}`).join('\n'));
  }
  return {
    covered: true,
    kind,
    text: body.join('\n\n'),
    sources: [first, ...also.map((a) => a.source)],
    hits: [],
    ...(note ? { note } : {}),
  };
}
