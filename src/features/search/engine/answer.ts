/**
 * The offline answer engine: finds the doc sections that answer a question
 * and quotes them, citing each. No language model is involved.
 * - A how-to or troubleshooting question gets the best section that carries
 *   a command: its heading as a link, its lead paragraph, and its command
 *   blocks verbatim, then at most two more sections under "Also see", the
 *   first of them the same task in the other surface's guide (CLI or UI)
 *   when the question names neither.
 * - A question that quotes an error gets the troubleshooting or FAQ entry
 *   that names it.
 * - A concept question gets the best explanatory paragraphs of the best section.
 * Whether the docs cover a question is judged from what its words say
 * (`judge`): a word the docs lack is no evidence either way, an identifier
 * or a rare word the best section holds is strong evidence, and common words
 * alone are none. A confident match is answered; a partial one is answered
 * under a "closest match" line naming what it covers; otherwise the answer
 * says the docs don't cover it and offers the closest sections, or, for a
 * question about none of the docs' subjects, only says what the docs are about.
 */
import { pageWeights, type Engine, type EngineHit } from './engine';
import { MAX_QUESTION_LENGTH } from './limits';
import domain from './domain.json';
import english from './english.json';
import {
  pageKind,
  parseQuery,
  plainWords,
  questionKind,
  quotes,
  TROUBLE,
  versionlessPath,
  type QuestionKind,
} from './query';

export { questionKind, quotes, type QuestionKind };
import { isIdentifier, isStopWord, rawTokens, tokenTerms, tokenWords, wholeForms, wordTerm, wordsOf } from './text';
import type { CodeBlock, SearchRecord } from './types';

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

/** How well the best section matches: `confident` and `partial` are answered, `none` and `off-topic` are not. */
export type Match = 'confident' | 'partial' | 'none' | 'off-topic';

export interface Answer {
  covered: boolean;
  match: Match;
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
}

export const sectionTitle = (r: SearchRecord) =>
  [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6]
    .filter(Boolean)
    .join(' › ');

const COMMAND =
  /^(thv|kubectl|helm|docker|dockerd|podman|colima|curl|npx|uvx|uv|brew|git|go|npm|winget|op|jq|lsof|systemctl|xattr|chcon|env|echo|export|cat|ls)\b/;

/** The commands a section's prose quotes inline. */
const inlineCommands = (r: SearchRecord): CodeBlock[] =>
  [...(r.content ?? '').matchAll(/`([^`]+)`/g)]
    .map((m) => m[1].trim())
    .filter((c) => COMMAND.test(c) && c.includes(' '))
    .map((text) => ({ language: 'bash', text }));

/** A section's commands: its code blocks, or, when it has none, the commands it quotes inline. */
function commandsOf(r: SearchRecord): CodeBlock[] {
  return r.code.length ? r.code.slice(0, 3) : inlineCommands(r).slice(0, 2);
}

/**
 * The words a block's command lines name: the program, its subcommands, flags, and environment
 * variables (`thv config set-registry`: config, set, registry), not the values they are given.
 */
export function commandWords(code: CodeBlock): Set<string> {
  const out = new Set<string>();
  for (const line of code.text.replace(/\\\n/g, ' ').split('\n')) {
    // A comment says what the line is for; its words are not the command's.
    const l = line
      .replace(/\s#.*/, '')
      .trim()
      .replace(/^(?:\$|sudo)\s+/, '');
    if (!COMMAND.test(l)) continue;
    for (const token of l.split(/\s+/)) {
      // A flag set to false turns its thing off, as `--no-` does.
      if (/^-[\w-]+=(?:false|off|0)$/i.test(token)) out.add('no');
      const name = token.split('=')[0];
      if (/^-{0,2}\w[\w-]*$/.test(name))
        for (const w of wordsOf(name)) if (/\p{L}/u.test(w)) out.add(wordTerm(w.toLowerCase()));
    }
  }
  return out;
}

const paragraphs = (r: SearchRecord) =>
  (r.content ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);

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

/** Sections with something to quote, not an empty heading. */
const quotable = (h: EngineHit) => !!(h.record.content || h.record.code.length);

/** A section's own heading says it undoes something; such a section never answers how to do it. */
const UNDOES =
  /^(remove|removing|delete|deleting|uninstall|uninstalling|unset|unregister|disable|disabling|stop|stopping|revoke|reset|clean ?up|tear down|roll ?back|undo|revert|prune|turn off)\b/i;
const ASKS_TO_UNDO =
  /\b(remove|delete|uninstall|unset|unregister|disable|stop|revoke|reset|clean|cleanup|tear|roll ?back|rollback|undo|revert|prune|get rid|turn off|switch back|go back)/i;
const ownHeading = (r: SearchRecord) =>
  [r.hierarchy.lvl6, r.hierarchy.lvl5, r.hierarchy.lvl4, r.hierarchy.lvl3, r.hierarchy.lvl2, r.hierarchy.lvl1].find(
    Boolean,
  ) ?? '';

/** A tutorial's heading for its second or a later step ("Step 7 (optional): add a second server"). */
const LATER_STEP = /^step (?:[2-9]|\d{2,})\b/i;
/** A section's own heading without a tutorial's "Step 3 (optional):", which says where, not what. */
const stepless = (r: SearchRecord) => ownHeading(r).replace(/^step \d+[^:]*:\s*/i, '');

/**
 * A token as a pasted message and the docs can share it: values a reader's
 * copy has in place of the docs' own (numbers, ports, paths, URLs) become one
 * mark each, so "port 9100" and "port 8080" read the same.
 */
function spanToken(token: string): string {
  const t = token.toLowerCase();
  if (/[/\\]/.test(t) || /^\w+:\/\//.test(t)) return '/';
  if (/\d/.test(t) && !/^[a-z]+\d?$/.test(t)) return '#';
  return t;
}
/**
 * A placeholder in the docs (`<SERVER_NAME>`, `<PORT>`) stands for any one value. Only the angle
 * brackets make one: an upper-case word alone is a name the reader's text must hold too, such as
 * an environment variable, a log level, or a column of `thv list` (whose header row of eleven such
 * words would otherwise match any eleven words of a long question).
 */
const PLACEHOLDER = '\uE000';
const markPlaceholders = (text: string) => text.replace(/<[A-Z][A-Z0-9_]*>/g, ` ${PLACEHOLDER} `);

/**
 * The longest run of tokens a question shares with a text, counting only
 * words that say something (not stop words, not a bare value, not a word
 * `everyday` marks): how much of a pasted error the text holds, wherever its
 * values differ.
 */
export function sharedSpan(question: string[], text: string, everyday: (t: string) => boolean = () => false): number {
  const raw = rawTokens(markPlaceholders(text)).slice(0, 600);
  const q = question.map(spanToken);
  const weight = (t: string) => (t === '/' || t === '#' || isStopWord(t) || everyday(t) ? 0 : 1);
  // Where each token sits in the text; a placeholder sits wherever any token could.
  const at = new Map<string, number[]>();
  const anywhere: number[] = [];
  raw.forEach((t, j) => {
    if (t === PLACEHOLDER) anywhere.push(j);
    else {
      const key = spanToken(t);
      const list = at.get(key);
      if (list) list.push(j);
      else at.set(key, [j]);
    }
  });
  let best = 0;
  // Run lengths ending at each text position, for the previous question token only.
  let prev = new Map<number, number>();
  for (const token of q) {
    const row = new Map<number, number>();
    const w = weight(token);
    for (const list of [at.get(token), anywhere])
      for (const j of list ?? []) {
        const before = prev.get(j - 1) ?? 0;
        if (!before && !w) continue;
        const run = before + w + 1e-3;
        row.set(j, run);
        if (run > best) best = run;
      }
    prev = row;
  }
  return Math.floor(best);
}

const ACTIONS: string[][] = domain.actions;
const ACTION_VERBS = new Set(ACTIONS.flat());

/**
 * What a how-to question asks to do: the verb after "how do I", "how to", "can I", "I want to", or
 * the verb an instruction starts with ("restrict which hosts ..."), when it is one the docs' headings use.
 */
export function askedAction(question: string): string | undefined {
  const asked =
    /\b(?:how (?:do|can|could|should|would) (?:i|we|you)|how to|can i|could i|i (?:want|need) to|is there a way to)\s+([a-z]+)/i.exec(
      question,
    )?.[1];
  if (asked) return asked.toLowerCase();
  const first = /^\s*(?:please\s+)?([a-z]+)/i.exec(question)?.[1]?.toLowerCase();
  return first && ACTION_VERBS.has(first) ? first : undefined;
}
/**
 * A section whose own heading starts with the asked verb, or with one that asks
 * for the same thing ("Read logs" for "how do I see the logs"), is the step the
 * reader wants; one that only shares the question's nouns may do something else
 * with them ("Log MCP activity for audit").
 */
export function headingDoes(action: string | undefined, r: SearchRecord): boolean {
  if (!action) return false;
  const verb = /^([a-z]+)/i.exec(stepless(r))?.[1]?.toLowerCase();
  if (!verb) return false;
  const same = (a: string, b: string) => wordTerm(a) === wordTerm(b);
  return same(verb, action) || ACTIONS.some((g) => g.some((w) => same(w, action)) && g.some((w) => same(w, verb)));
}

/**
 * What a heading does its action to: its telling words after the verb ("Run it
 * with the CLI": cli). Empty when the heading names nothing but the action.
 */
export function headingObject(r: SearchRecord): string[] {
  const words = plainWords(stepless(r)).slice(1);
  return words.filter((w) => /^\p{L}+$/u.test(w) && tellingWord(w));
}

/**
 * A section does what a how-to question asks when its heading's verb asks for
 * the same thing and it does it to what the question names, or names nothing
 * else: "Run it with the CLI" runs something else for "how do I run a server
 * with network isolation".
 */
export function doesAsked(action: string | undefined, question: Set<string>, r: SearchRecord): boolean {
  if (!headingDoes(action, r)) return false;
  const object = headingObject(r);
  return !object.length || object.some((w) => question.has(wordTerm(w)));
}

/** Command words that undo a setting: `unset-registry`, `usage-metrics disable`, `--no-backup`, `thv rm`. */
const UNDO_WORDS = new Set(
  ['unset', 'disable', 'no', 'off', 'remove', 'rm', 'delete', 'stop', 'uninstall', 'unregister', 'revoke', 'reset'].map(
    wordTerm,
  ),
);

/** What a question asks to do, for matching it against the commands of a step. */
export interface AskedStep {
  /** The asked verb and the verbs that ask for the same thing ("add": set, use, ...), as terms. */
  verbs: Set<string>;
  /** The question asks to stop, disable, or remove something: only a command that undoes does it. */
  undo: boolean;
  /** What it is done to: the question's telling words that few sections hold, as terms. */
  objects: Set<string>;
}

export function askedStep(engine: Engine, question: string): AskedStep {
  const action = askedAction(question);
  const group = ACTIONS.find((g) => g.includes(action ?? '')) ?? (action ? [action] : []);
  const objects = new Set<string>();
  for (const token of rawTokens(question))
    for (const w of wordsOf(token).map((x) => x.toLowerCase())) {
      const term = wordTerm(w);
      const df = engine.docFrequency(term);
      // A verb is the action and "fails" the trouble, not what they are about; the CLI's name and
      // words most sections hold single out no step.
      if (!/^\p{N}*\p{L}[\p{L}\p{N}]*$/u.test(w) || !tellingWord(w) || TROUBLE.test(w)) continue;
      if (ACTION_VERBS.has(w) || UNDO_WORDS.has(term)) continue;
      if (w === domain.command || !df || df > engine.records.length / 4) continue;
      objects.add(term);
    }
  return { verbs: new Set(group.map(wordTerm)), undo: ASKS_TO_UNDO.test(question), objects };
}

/**
 * How well a step does what the question asks: the objects its command names (two each) or its
 * headings name (one each), and one more when the command uses the asked verb or one of its group
 * ("add a registry": `thv config set-registry`). A question that asks to stop or remove something
 * is done only by a command that undoes (`unset-`, `disable`, `--no-`, `=false`), and any other only
 * by one that does not. 0: the step does not do it.
 */
export function stepDoes(asked: AskedStep, code: CodeBlock[], headings: string): number {
  const words = new Set(code.flatMap((c) => [...commandWords(c)]));
  if (!words.size) return 0;
  const heading = new Set(plainWords(headings));
  let score = 0;
  for (const o of asked.objects) score += words.has(o) ? 2 : heading.has(o) ? 1 : 0;
  if (!score) return 0;
  // Undoing is the asked thing only when the question asks to undo, and then the only one.
  const undoes = [...words].some((w) => UNDO_WORDS.has(w));
  if (asked.undo !== undoes) return 0;
  return score + (undoes || [...words].some((w) => asked.verbs.has(w)) ? 1 : 0);
}

/** The headings that say what a section is about below its page title. */
const sectionHeadings = (r: SearchRecord) =>
  [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].filter(Boolean).join(' ');

/** The best a section's steps, with code blocks or inline commands, do what the question asks. */
export function sectionDoes(asked: AskedStep, r: SearchRecord): number {
  const headings = sectionHeadings(r);
  const blocks = r.code.length ? steps(r).map((s) => s.code) : inlineCommands(r).map((c) => [c]);
  return Math.max(0, ...blocks.map((code) => stepDoes(asked, code, headings)));
}

/** A token that names something: one of its words is telling. */
const naming = (token: string) => wordsOf(token).some((w) => /\p{L}/u.test(w) && tellingWord(w.toLowerCase()));

/**
 * The run of naming tokens a phrase starts with, after any stop words, at most two ("streamable HTTP");
 * none when another word comes first ("use it instead of ...": the side is a pronoun).
 */
function firstRun(tokens: string[]): string[] {
  const from = tokens.findIndex((t) => !isStopWord(t.toLowerCase()));
  if (from < 0 || !naming(tokens[from])) return [];
  const end = tokens.findIndex((t, i) => i > from && !naming(t));
  return tokens.slice(from, end < 0 ? undefined : end).slice(0, 2);
}
const sideTerms = (tokens: string[]) => [...new Set(tokens.flatMap(tokenWords))];

/**
 * The things a comparison question sets against each other, each as the terms that name it:
 * "X vs Y", "the difference between X and Y" (or X, Y, and Z), "X instead of Y", and, in a question
 * that asks which to choose, "X or Y". Empty when the question compares nothing.
 */
export function comparedSides(question: string): string[][] {
  const q = question.replace(/[?!;:]/g, '.');
  const sides = (parts: string[][]) => parts.map(sideTerms).filter((t) => t.length);
  const between = /\b(?:difference|differences|compare|comparing|choose|choosing)\s+between\s+(.+?)(?:\.|$)/i.exec(q);
  if (between) {
    const parts = between[1].split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i).map((p) => firstRun(rawTokens(p)));
    const found = sides(parts);
    return found.length >= 2 ? found : [];
  }
  const pair =
    /(.+?)\s+(?:vs\.?|versus|instead\s+of|rather\s+than)\s+(.+?)(?:\.(?:\s|$)|$)/i.exec(q) ??
    (/^\s*(?:which|should|is|are|do|does|what)\b/i.test(q) ? /(.+?)\s+or\s+(.+?)(?:\.(?:\s|$)|$)/i.exec(q) : null);
  if (!pair) return [];
  const found = sides([firstRun(rawTokens(pair[1]).reverse()).reverse(), firstRun(rawTokens(pair[2]))]);
  return found.length === 2 ? found : [];
}

/** The section a record belongs to: a table row or an entry belongs to the section of its anchor. */
const sectionOf = (engine: Engine, r: SearchRecord) =>
  r.part === 'section' ? r : (engine.records.find((x) => x.url === r.url && x.part === 'section') ?? r);

/**
 * The entries of a section that each name one side of a comparison, one per side, when it has them:
 * a table row or a subsection for each ("HTTP with SSE", "Streamable HTTP"). Such a section sets the
 * sides side by side, which is what a comparison asks for.
 */
export function sideBySide(engine: Engine, r: SearchRecord, sides: string[][]): SearchRecord[] | undefined {
  const entries = entriesOf(engine, sectionOf(engine, r));
  const named = sides.map((side) =>
    entries.find((e) => {
      const own = new Set(rawTokens(ownHeading(e)).flatMap(tokenTerms));
      return side.every((t) => own.has(t));
    }),
  );
  return named.every(Boolean) && new Set(named).size === sides.length ? (named as SearchRecord[]) : undefined;
}

/**
 * The section's own heading is said in the question: nearly all of its words ("When to use the
 * operator" in "when should I use the Kubernetes operator instead of the CLI?"), one of them telling.
 * Such a heading names what the question asks, where another section may only hold more of its words.
 */
export function headingAsked(engine: Engine, r: SearchRecord, questionWords: Set<string>): boolean {
  // A page's title is every one of its sections' title (the engine weighs it so), not its opening's own.
  if (r.type === 'lvl1') return false;
  const words = plainWords(stepless(r));
  if (words.length < 3) return false;
  const held = words.filter((w) => questionWords.has(w));
  // A word most sections hold ("run", "server") does not single one out.
  const singles = (w: string) => engine.docFrequency(w) <= engine.records.length / 4;
  return held.length >= 0.75 * words.length && held.some((w) => /^\p{L}+$/u.test(w) && tellingWord(w) && singles(w));
}

/** The opening of a command's reference page, when the question spells out that command in full. */
export function namedCommandPage(r: SearchRecord, question: string): boolean {
  const title = r.hierarchy.lvl1 ?? '';
  if (r.type !== 'lvl1' || !title.startsWith(`${domain.command} `)) return false;
  const words = (t: string) => ` ${rawTokens(t.toLowerCase()).join(' ')} `;
  return words(question).includes(words(title));
}

/** The section's page title or one of its headings names a telling word of the question. */
export function titled(r: SearchRecord, question: Set<string>): boolean {
  return plainWords(sectionTitle(r)).some((w) => question.has(w) && tellingWord(w));
}

/** The text an answer can quote from a section, with its headings. */
const sectionText = (r: SearchRecord) =>
  `${sectionTitle(r)}\n${r.content ?? ''}\n${r.code.map((c) => c.text).join('\n')}`;

/** The sections an answer is grounded on, best first (also the context sent to a chat model). */
export function retrieve(engine: Engine, question: string, opts: AnswerOptions = {}) {
  const q = question.slice(0, MAX_QUESTION_LENGTH);
  const kind = questionKind(q);
  const quoted = quotes(q).map((t) => new Set(rawTokens(t).flatMap(tokenTerms)));
  const tokens = rawTokens(q);
  // A long question often pastes an error: it is matched by the longest span it shares with a section.
  // Pasted text is long in words that say something; a plain question padded with "how do I" is not.
  const pasted = tokens.filter((t) => !isStopWord(t.toLowerCase())).length >= 8;
  const action = kind === 'task' ? askedAction(q) : undefined;
  const asked = new Set(tokens.flatMap(tokenTerms));
  const undoing = ASKS_TO_UNDO.test(q);
  const spoken = new Set(plainWords(q));
  const doing = kind === 'concept' ? undefined : askedStep(engine, q);
  const sides = comparedSides(q);
  // A run of the docs' everyday words ("remote MCP servers") is in any text about them, not a sign of pasting.
  const everyday = (t: string) => /^\p{L}+$/u.test(t) && isDocsVocabulary(engine, engine.docFrequency(wordTerm(t)));
  const hits = engine.search(q, undefined, { prefix: false }).filter(quotable);
  const rescored = hits.slice(0, 40).map((h, rank) => {
    let score = h.score;
    const trouble = isTrouble(h.record) || pageKind(h.record.url_without_anchor) === 'faq';
    // An error quoted in the question is answered by the entry that names it.
    if (quoted.length) {
      const own = new Set(rawTokens(`${sectionTitle(h.record)} ${h.record.content ?? ''}`).flatMap(tokenTerms));
      const named = quoted.some((words) => [...words].every((w) => own.has(w)));
      if (named) score *= trouble ? 4 : 2;
    }
    // Only the first sections are read for a span: the entry a pasted error names ranks among them.
    const span = pasted && rank < 20 ? sharedSpan(tokens, sectionText(h.record), everyday) : 0;
    if (span >= 3) score *= (1 + 0.5 * (span - 2)) * (trouble ? 2 : 1);
    // Troubleshooting questions prefer troubleshooting entries.
    if (kind === 'troubleshooting' && isTrouble(h.record)) score *= 1.5;
    // A how-to question is answered by the section whose heading does what it asks.
    if (doesAsked(action, asked, h.record)) score *= 1.5;
    if (headingAsked(engine, h.record, spoken)) score *= 2;
    // A command spelled out in full is what the question is about: its page (a retired command's too)
    // should not fall behind a guide that only has more sections matching the question's other words.
    if (namedCommandPage(h.record, q)) score *= 2;
    // A lesson's later step builds on the steps before it: a question is better answered by a guide's
    // section, or by the lesson's opening, than by its middle.
    if (LATER_STEP.test(ownHeading(h.record))) score *= 0.7;
    // How to remove something does not answer how to add it.
    if (!undoing && UNDOES.test(ownHeading(h.record))) score *= 0.2;
    // A section whose page title and headings name nothing the question names is an aside to it
    // (a version's limits, an example that happens to use the flag): sections titled for it come first.
    if (!titled(h.record, asked)) score *= 0.3;
    // A comparison is answered by a section that sets the things compared side by side, an entry for each
    // ("Transports" with one for SSE and one for streamable HTTP): such sections come first. One that only
    // names both in a heading ("Run an SSE or streamable HTTP server") does one of them.
    const compares = sides.length > 0 && !!sideBySide(engine, h.record, sides);
    // Its rows are parts of it: the answer quotes the section, not the one row that matched best.
    const record = compares ? sectionOf(engine, h.record) : h.record;
    return { hit: h, record, score, span, compares };
  });
  rescored.sort((a, b) => Number(b.compares) - Number(a.compares) || b.score - a.score);
  // A page whose several sections match is more likely about what was asked (the modal's rule, `byPage`):
  // a page's best section stands for the whole page, its other sections for themselves.
  const weight = pageWeights(
    rescored,
    (r) => r.hit.record,
    (r) => r.score,
  );
  const lead = new Set<string>();
  const rank = new Map(
    rescored.map((r) => {
      const page = r.hit.record.url_without_anchor;
      const first = !lead.has(page) && !!lead.add(page);
      return [r, first ? weight.get(page)! : r.score];
    }),
  );
  rescored.sort((a, b) => Number(b.compares) - Number(a.compares) || rank.get(b)! - rank.get(a)!);
  // One section per URL: an entry and its section share one anchor.
  const seen = new Set<string>();
  const ranked = rescored
    .filter(({ hit }) => !seen.has(hit.record.url) && !!seen.add(hit.record.url))
    .map(({ hit, record, score, span }) => ({ record, coverage: hit.coverage, score, hit, span }));
  const top = ranked.slice(0, opts.maxSources ?? 4);
  const sources: Source[] = top.map((h, i) => toSource(h.record, i + 1));
  return { kind, ranked, sources, doing, sides };
}

type Ranked = ReturnType<typeof retrieve>['ranked'][number];

const COMMON = new Set(english.common);
/** A lower-case word that tells what a question is about: not a stop word, a common English word or the product's name. */
const tellingWord = (w: string) => !isStopWord(w) && !COMMON.has(w) && !domain.product.includes(w);
const TOPICS = new Set(domain.topics.map(wordTerm));

/** Words that frame a comparison ("the difference between X and Y"): what it is about are X and Y. */
const COMPARING =
  /^(?:differ|differs|difference|differences|different|versus|vs|compare|compared|comparing|comparison)$/;

/** A word at least this share of the sections hold is the docs' own vocabulary; one fewer hold is rare. */
const VOCABULARY_SHARE = 0.01;
const isDocsVocabulary = (engine: Engine, df: number) => df >= VOCABULARY_SHARE * engine.records.length;

interface Evidence {
  /** The word as the reader typed it. */
  text: string;
  /** The index forms that match it. */
  terms: string[];
  weight: number;
  /** An identifier or a word few sections hold: it names what the question is about. */
  anchor: boolean;
}

/**
 * What each word of a question says. A word the docs lack, a stop word, and a
 * common English word say nothing; an identifier the docs hold, or a word
 * few sections hold, is an anchor. `topic`: the question names one of the
 * docs' subjects or an identifier they use as code, or most of its telling
 * words are the docs' own vocabulary (words many sections use).
 */
export function evidenceOf(engine: Engine, question: string): { evidence: Evidence[]; topic: boolean } {
  const n = engine.records.length;
  const evidence: Evidence[] = [];
  let topic = false;
  let telling = 0;
  let vocabulary = 0;
  const seen = new Set<string>();
  // A single word the reader set in backticks is quoted as code (`upstreamInject`).
  const coded = new Set([...question.matchAll(/`([^`\s]{2,})`/g)].map((m) => m[1]));
  const word = (w: string) => {
    const lower = w.toLowerCase();
    const term = wordTerm(lower);
    if (TOPICS.has(term)) topic = true;
    if (!/\p{L}/u.test(w) || !tellingWord(lower) || COMPARING.test(lower)) return;
    if (seen.has(term)) return;
    seen.add(term);
    telling++;
    const df = engine.docFrequency(term);
    if (!df) return;
    if (isDocsVocabulary(engine, df)) vocabulary++;
    // A word of letters and digits is a name, as an identifier is (`1password`, `k3s`): it places the
    // question among the docs' subjects where the docs use it as code, as for an identifier below.
    // So does a word the reader quoted as code.
    if ((/\p{N}/u.test(w) || coded.has(w)) && engine.codeFrequency(term) > 0) topic = true;
    evidence.push({ text: w, terms: [term], weight: Math.log(1 + n / df), anchor: df <= VOCABULARY_SHARE * n });
  };
  for (const token of rawTokens(question)) {
    // A name in camelCase (JavaScript, GitHub) is a word; an identifier has punctuation or is a flag.
    const named = isIdentifier(token) && /[^\p{L}\p{N}]/u.test(token);
    // Letters and stop words joined by punctuation (`N/A`, `I/O`, `e.g.`) are an abbreviation all writing
    // uses: the docs' code may hold one, but it names none of their subjects.
    const abbreviation = named && wordsOf(token).every((w) => w.length < 2 || isStopWord(w.toLowerCase()));
    const forms = named ? wholeForms(token) : [];
    // An identifier counts whole; one the docs lack (a reader's own path or name) is read by its words.
    // It shows the question is about the docs' subjects only where the docs use it as code (a flag, a
    // command, a field); a name they only mention in prose (Node.js) is shared with the rest of computing.
    if (forms.length && engine.docFrequency(forms[0]) > 0) {
      if (!seen.has(forms[0])) {
        seen.add(forms[0]);
        const df = engine.docFrequency(forms[0]);
        if (!abbreviation && engine.codeFrequency(forms[0]) > 0) topic = true;
        else {
          // Weighs toward the docs' subjects as a word would.
          telling++;
          if (isDocsVocabulary(engine, df)) vocabulary++;
        }
        evidence.push({ text: token, terms: forms, weight: Math.log(1 + n / df) + 1, anchor: true });
      }
    } else if (named && /^\p{L}+(?:-\p{L}+)+$/u.test(token)) {
      // A hyphenated word the docs lack ("re-enter", "one-off") is one word of the reader's: its
      // parts are evidence, but together they weigh toward the docs' subjects as one word would.
      const [t, v] = [telling, vocabulary];
      wordsOf(token).forEach(word);
      telling = Math.min(telling, t + 1);
      vocabulary = Math.min(vocabulary, v + 1);
    } else if (named) wordsOf(token).forEach(word);
    else word(token);
  }
  if (vocabulary >= 2 && vocabulary >= 0.6 * telling) topic = true;
  if (!topic) topic = namesDocsTerm(engine, question);
  return { evidence, topic };
}

const headingPairs = new WeakMap<Engine, Set<string>>();
/**
 * The question names one of the docs' own two-word terms, two telling words side by side as a
 * heading has them ("permissions profile" for "Choose a permission profile"): readers name the
 * product's concepts so without naming the product.
 */
export function namesDocsTerm(engine: Engine, question: string): boolean {
  let pairs = headingPairs.get(engine);
  if (!pairs) {
    pairs = new Set();
    for (const r of engine.records) {
      const words = plainWords(ownHeading(r));
      for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
    }
    headingPairs.set(engine, pairs);
  }
  // Each word's term where it is a telling word, so a pair is two terms side by side.
  const terms = rawTokens(question).map((t) => {
    const w = t.toLowerCase();
    return /^\p{L}+$/u.test(w) && tellingWord(w) ? wordTerm(w) : undefined;
  });
  return terms.some((t, i) => i > 0 && t && terms[i - 1] && pairs.has(`${terms[i - 1]} ${t}`));
}

/** The terms a section holds, in the index's forms. */
const termsOf = (r: SearchRecord) => new Set(rawTokens(sectionText(r)).flatMap(tokenTerms));

/**
 * How well a section answers a question. Confident: it holds a pasted error,
 * or most of the question's anchors and of the weight of its telling words.
 * Partial: it holds an anchor or a fair share of those words. None: it
 * shares only words that tell nothing. Off-topic: the question names none of
 * the docs' subjects and no section confidently holds two of its anchors.
 */
export function judge(
  engine: Engine,
  question: string,
  best: Ranked | undefined,
  { evidence, topic } = evidenceOf(engine, question),
): { match: Match; held: string[] } {
  if (!best) return { match: topic ? 'none' : 'off-topic', held: [] };
  const own = termsOf(best.record);
  // A section whose heading does what the question asks holds its verb, in whichever word of the
  // verb's group it uses ("Limit which hosts..." answers "how do I restrict which hosts...").
  const action = askedAction(question);
  const doesIt = headingDoes(action, best.record);
  const held = evidence.filter((e) => e.terms.some((t) => own.has(t)) || (doesIt && e.text.toLowerCase() === action));
  const total = evidence.reduce((sum, e) => sum + e.weight, 0);
  const share = total ? held.reduce((sum, e) => sum + e.weight, 0) / total : 0;
  const anchors = evidence.filter((e) => e.anchor);
  const anchorsHeld = held.filter((e) => e.anchor);
  const names = held.map((e) => e.text);
  const confident = best.span >= 4 || (share >= 0.5 && (!anchors.length || anchorsHeld.length / anchors.length >= 0.5));
  // Two rare words that one section holds together, in a confident match, place the question among the
  // docs' subjects though it names none ("the memory server's knowledge graph"); a question about
  // something else shares one such word by chance at most.
  if (!topic && !(confident && anchorsHeld.length >= 2)) return { match: 'off-topic', held: [] };
  // A question that names only the docs' subject ("What is ToolHive?") has nothing the best section could lack.
  if (!evidence.length) return { match: 'confident', held: [] };
  if (confident) return { match: 'confident', held: names };
  if (anchorsHeld.length || share >= 0.25) return { match: 'partial', held: names };
  return { match: 'none', held: names };
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

/**
 * The steps of a section, in order: each prose line with the code blocks
 * that follow it (the extractor records where each block sits), so "Run:"
 * keeps its command and a tab's "On Windows:" its own.
 */
export function steps(r: SearchRecord): Array<{ text: string; code: CodeBlock[] }> {
  const lines = paragraphs(r);
  const out: Array<{ text: string; code: CodeBlock[] }> = lines.map((text) => ({ text, code: [] }));
  const before: CodeBlock[] = [];
  for (const c of r.code) {
    const at = Math.min(c.at ?? 0, lines.length);
    if (at === 0) before.push(c);
    else out[at - 1].code.push(c);
  }
  return before.length ? [{ text: '', code: before }, ...out] : out;
}

/** The records below a section on its page: its rows, entries, and subsections. */
export function entriesOf(engine: Engine, r: SearchRecord): SearchRecord[] {
  const depth = (x: SearchRecord) => (x.type === 'content' ? 7 : Number(x.type.slice(3)));
  const out: SearchRecord[] = [];
  for (let k = engine.records.indexOf(r) + 1; k < engine.records.length; k++) {
    const e = engine.records[k];
    if (e.url_without_anchor !== r.url_without_anchor || depth(e) <= depth(r)) break;
    out.push(e);
  }
  return out;
}

/**
 * The body of a how-to answer: the section's steps from the start, in order,
 * through its first three commands (a task done in steps keeps every step,
 * prerequisites first); a section with no code block quotes the commands its
 * prose names, those that do the asked thing first. When none of that does
 * what the question asks and a later step or a subsection's does, that step
 * follows: "add a registry" is answered by `thv config set-registry`, not by
 * the `thv registry list` the section opens with.
 */
function howTo(engine: Engine, r: SearchRecord, doing?: AskedStep): string[] {
  const all = steps(r);
  const blocks = all.reduce((n, s) => n + s.code.length, 0);
  const out: string[] = [];
  const quoted: CodeBlock[] = [];
  if (!blocks) {
    const first = paragraphs(r)[0];
    const does = (c: CodeBlock) => (doing ? stepDoes(doing, [c], sectionHeadings(r)) : 0);
    const inline = inlineCommands(r)
      .map((c, i) => ({ c, i, d: does(c) }))
      .sort((a, b) => b.d - a.d || a.i - b.i)
      .slice(0, 2)
      .map((x) => x.c);
    if (first) out.push(first);
    out.push(...inline.map(fence));
    quoted.push(...inline);
  } else {
    let code = 0;
    let prose = 0;
    for (const step of all) {
      if (code >= Math.min(3, blocks)) break;
      // Past a few lines of prose, skip to the steps that carry commands.
      if (!step.code.length && prose >= 3) continue;
      if (step.text) out.push(step.text);
      prose += step.code.length ? 0 : 1;
      for (const c of step.code)
        if (code++ < 3) {
          out.push(fence(c));
          quoted.push(c);
        }
    }
  }
  if (!doing) return out;
  // The step that does the asked thing best, when it does it better than what is quoted so far.
  let best: { record: SearchRecord; text: string; code: CodeBlock } | undefined;
  let floor = stepDoes(doing, quoted, sectionHeadings(r));
  for (const e of [r, ...entriesOf(engine, r)])
    for (const step of steps(e)) {
      const score = stepDoes(doing, step.code, sectionHeadings(e));
      if (score > floor) {
        best = { record: e, text: step.text, code: step.code[0] };
        floor = score;
      }
    }
  if (best) {
    if (best.record.url !== r.url) out.push(`${link(toSource(best.record, 0))}:`);
    if (best.text && !out.includes(best.text)) out.push(best.text);
    out.push(fence(best.code));
  }
  return out;
}

/**
 * The step a section depends on: the section just before it on the same
 * page, at the same level, when that one says it comes first ("first",
 * "before") and names what the section's heading names, such as a CRD chart
 * that the operator chart expects.
 */
export function prerequisite(engine: Engine, r: SearchRecord): SearchRecord | undefined {
  const i = engine.records.indexOf(r);
  const prev = engine.records
    .slice(Math.max(0, i - 12), i)
    .reverse()
    .find((p) => p.url_without_anchor === r.url_without_anchor && p.type === r.type && p.part === r.part);
  if (!prev || !prev.code.length) return undefined;
  const lead = paragraphs(prev)[0] ?? '';
  if (!/\b(first|before)\b/i.test(lead)) return undefined;
  const named = plainWords(ownHeading(r)).filter((w) => !isStopWord(w) && !COMMON.has(w));
  const said = new Set(rawTokens(lead).flatMap(tokenTerms));
  return named.some((w) => said.has(wordTerm(w))) ? prev : undefined;
}

const quote = (e: string) => (isIdentifier(e) ? `\`${e.replace(/`/g, '')}\`` : `"${e}"`);
const list = (items: string[]) =>
  items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;

/** How many of the best-ranked sections an answer weighs for its lead. */
const JUDGED = 5;

/**
 * The lead's task on the other surface: the CLI and UI guides are written in parallel (domain.json's
 * twins), and a question that names neither surface may come from a reader of either. The twin page's
 * best section is offered first under "Also see" when it is among the sections the answer weighs.
 */
function twinOf(ranked: Ranked[], lead: Ranked, question: string): Ranked | undefined {
  if (parseQuery(question, new Set()).surfaces.size) return undefined;
  // The twins' paths are versionless; the twin stays in the lead's docs version.
  const page = versionlessPath(lead.record.url_without_anchor);
  const version = lead.record.url_without_anchor.slice(0, -page.length);
  for (const { paths: pair } of domain.twins) {
    const [from, to] = page.startsWith(pair[0]) ? pair : page.startsWith(pair[1]) ? [...pair].reverse() : [];
    if (!from) continue;
    const twinPage = version + to + page.slice(from.length);
    return ranked.slice(0, JUDGED).find((h) => h.record.url_without_anchor === twinPage);
  }
  return undefined;
}

export const OFF_TOPIC =
  "The documentation doesn't cover this question: it is about ToolHive, which runs MCP servers in containers on your computer or in Kubernetes and connects them to AI clients.";

export function answerQuestion(engine: Engine, question: string, opts: AnswerOptions = {}): Answer {
  const note =
    question.length > MAX_QUESTION_LENGTH
      ? `Your question was cut to its first ${MAX_QUESTION_LENGTH} characters.`
      : undefined;
  const q = question.slice(0, MAX_QUESTION_LENGTH).trim();
  const { kind, ranked, doing, sides } = q
    ? retrieve(engine, q, opts)
    : { kind: 'task' as const, ranked: [], doing: undefined, sides: [] };
  const extra = note ? { note } : {};

  // The lead is the best-ranked of the first few sections that matches the question best; a
  // how-to or troubleshooting answer prefers one that carries a command, unless it is far behind.
  const evidence = evidenceOf(engine, q);
  // The leading page's other sections are judged with it: one of them may hold its step.
  const firstPage = ranked[0]?.record.url_without_anchor;
  const ofFirst = ranked.slice(1, 2 * JUDGED).filter((h) => h.record.url_without_anchor === firstPage);
  const candidates = [
    ...ranked.slice(0, 1),
    ...ofFirst,
    ...ranked.slice(1, JUDGED).filter((h) => !ofFirst.includes(h)),
  ];
  const judged = candidates.map((h) => ({ h, ...judge(engine, q, h, evidence) }));
  const level = (m: Match) => ['off-topic', 'none', 'partial', 'confident'].indexOf(m);
  const top = Math.max(...judged.map((j) => level(j.match)));
  const pool = judged.filter((j) => level(j.match) === top);
  let chosen = pool[0];
  if (chosen && doing) {
    // The step that does the asked thing answers it: a section not far behind whose command does it
    // better leads (the set-registry step over a section that lists registries).
    const near = pool.filter((j) => j.h.score >= 0.5 * chosen.h.score);
    const does = near.map((j) => sectionDoes(doing, j.h.record));
    const best = does.indexOf(Math.max(...does));
    if (does[best] > does[0]) chosen = near[best];
  }
  if (chosen && kind !== 'concept' && !commandsOf(chosen.h.record).length) {
    const withCommand = pool.slice(1).find((j) => commandsOf(j.h.record).length && j.h.score >= 0.35 * chosen.h.score);
    if (withCommand) chosen = withCommand;
  }
  const lead = chosen?.h;
  const { match, held } = chosen ?? { match: evidence.topic ? ('none' as const) : ('off-topic' as const), held: [] };
  if (match === 'off-topic') return { covered: false, match, kind, text: OFF_TOPIC, sources: [], hits: [], ...extra };
  if (match === 'none') {
    const hits = ranked.slice(0, 3).map((h) => ({ title: sectionTitle(h.record), url: h.record.url }));
    return {
      covered: false,
      match,
      kind,
      text: [
        "The documentation doesn't cover this question, so there is no answer to quote from it.",
        hits.length ? 'These sections come closest:' : 'Try other words, or search the docs for a related term.',
        ...(hits.length ? [hits.map((h) => `- [${h.title}](${h.url})`).join('\n')] : []),
      ].join('\n\n'),
      sources: [],
      hits,
      ...extra,
    };
  }

  const words = new Set(rawTokens(q).flatMap(tokenTerms));
  const first = toSource(lead.record, 1);
  const body: string[] = [];
  if (match === 'partial')
    body.push(
      `**Closest match.** The documentation doesn't answer all of this question; this section covers ${list(
        held.slice(0, 4).map(quote),
      )}.`,
    );
  const before = kind === 'concept' ? undefined : prerequisite(engine, lead.record);
  if (before) {
    const step = steps(before).find((st) => st.code.length);
    body.push(`**First:** ${link(toSource(before, 0))}`);
    if (step) body.push(...[step.text, ...step.code.slice(0, 1).map(fence)].filter(Boolean));
  }
  body.push(`**${link(first)}** [1]`);
  if (kind === 'concept') {
    body.push(...bestParagraphs(lead.record, words, 2));
    // A comparison quotes what the section says of each side, side by side.
    const entries = sides.length ? sideBySide(engine, lead.record, sides) : undefined;
    if (entries) body.push(entries.map((e) => `- **${ownHeading(e)}**: ${paragraphs(e).join(' ')}`).join('\n'));
    const code = lead.record.code.slice(0, 1);
    if (code.length && lead.record.part === 'row') body.push(...code.map(fence));
  } else {
    body.push(...howTo(engine, lead.record, doing));
  }
  // At most two more sections, from other pages where the docs have them.
  const twin = twinOf(ranked, lead, q);
  const also = [
    ...(twin ? [twin] : []),
    ...ranked.filter((h) => h !== lead && h !== twin && h.record.url_without_anchor !== lead.record.url_without_anchor),
    ...ranked.filter((h) => h !== lead && h.record.url_without_anchor === lead.record.url_without_anchor),
  ]
    .slice(0, 2)
    .map((h, i) => ({ source: toSource(h.record, i + 2), why: firstSentence(h.record) }));
  if (also.length) {
    body.push('**Also see**');
    body.push(also.map(({ source, why }) => `- ${link(source)} [${source.n}]${why ? `: ${why}` : ''}`).join('\n'));
  }
  return {
    covered: true,
    match,
    kind,
    text: body.join('\n\n'),
    sources: [first, ...also.map((a) => a.source)],
    hits: [],
    ...extra,
  };
}
