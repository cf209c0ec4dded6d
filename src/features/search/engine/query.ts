/**
 * How the engine reads a query: its units (each word, identifier, or synonym
 * phrase, with the alternatives that satisfy it), the identifiers, commands,
 * and endpoints it names, the product surfaces it mentions, and whether it
 * reads as a question or task or as a lookup. The tables live in domain.json.
 */
import domain from './domain.json';
import {
  compounds as compoundSpans,
  compoundTerms,
  isIdentifier,
  isStopWord,
  rawTokens,
  tokenTerms,
  wholeForms,
  wordsOf,
  wordTerm,
} from './text';

export type PageKind = 'reference' | 'guide' | 'faq' | 'concept' | 'overview' | 'other';
export type Surface = keyof typeof domain.surfaces;

/**
 * A page's path below its docs version: `/next/toolhive/faq` and
 * `/v0.3.5/toolhive/faq` are both `/toolhive/faq`, so the tables' paths hold
 * in every version's index.
 */
export function versionlessPath(path: string): string {
  const at = path.indexOf('/toolhive/');
  return at > 0 ? path.slice(at) : path;
}

export function pageKind(path: string): PageKind {
  const own = versionlessPath(path);
  return (domain.kinds.find((k) => own.startsWith(k.path))?.kind as PageKind) ?? 'other';
}

/** The surfaces a page belongs to: a CLI guide to the API server is on both. */
export function pageSurfaces(path: string): Surface[] {
  const own = versionlessPath(path);
  return Object.entries(domain.surfaces)
    .filter(([, s]) => s.paths.some((p) => own.startsWith(p)))
    .map(([name]) => name as Surface);
}

/** Built once: `searchCategory` runs for every hit the search box lists, on every keystroke. */
const SHARED_CATEGORIES = [...domain.twins, ...domain.categories];

/**
 * The category the search box groups a hit under (DocSearch's lvl0): its
 * page's breadcrumb category, except that twin guides share one, and so do
 * the operator's guides and its CRD reference (domain.json's categories).
 * DocSearch lists a whole category before the next, so a UI guide scoring
 * second waited behind up to five CLI rows, and a Kubernetes guide behind
 * five CRD reference rows; sharing a category ranks them against each other.
 * The index keeps the breadcrumb's, which the MCP server's sections are.
 */
export function searchCategory(path: string, crumb: string | null): string | null {
  const own = versionlessPath(path);
  return SHARED_CATEGORIES.find((t) => t.paths.some((p) => own.startsWith(p)))?.category ?? crumb;
}

/** The words that say a query is a question or a task. */
const QUESTION_START = /^(how|what|why|when|where|which|who|can|could|should|is|are|does|do|will|i|my|want|need)\b/i;
const TASK_START =
  /^(install|run|start|stop|set|setup|configure|enable|disable|add|connect|use|deploy|create|remove|delete|update|upgrade|build|mount|expose|register|list|limit|allow|block|restrict|change|move|turn|pass|store|send|give|get|make|share|export|import|uninstall|isolate|filter|rename|check|debug|fix|troubleshoot)\b/i;

/**
 * What a question asks for: the steps of a task, the way out of trouble, or
 * what something is or does. The answer picks its lead by it.
 */
export type QuestionKind = 'task' | 'troubleshooting' | 'concept';

/** Words that report trouble; the answer also skips them when it reads what a step acts on. */
export const TROUBLE =
  /\b(error|errors|fail|fails|failed|failing|failure|cannot|can't|can ?not|couldn't|doesn't|does not|don't|won't|isn't|not working|broken|stuck|crash\w*|refused|denied|timeout|times out|what now|unable|missing|wrong|invalid|not found|keeps)\b/i;
const CONCEPT =
  /^(what|why|which|who|is|are|does|do you|should|when should|when to)\b|\b(difference|vs\.?|versus|explain|mean|meaning|compare)\b/i;
const TASK = /^(how|can i|could i|is there a way|i want|i need|where do i|steps?)\b|\bhow (do|can|to|should)\b/i;

/** A concept question that asks whether or why: how the product behaves, which the concept pages explain. */
const WHETHER_OR_WHY = /^(why|does|is|are|will)\b/i;

export function questionKind(question: string): QuestionKind {
  const q = question.trim();
  // A quoted message or command line is what went wrong; a quoted name alone (`MCPOIDCConfig`,
  // `--proxy-port`) is only what the question is about, which a how-to or a concept question names too.
  if (TROUBLE.test(q) || quotes(q).some((t) => /\s/.test(t.trim()))) return 'troubleshooting';
  if (TASK.test(q)) return 'task';
  if (CONCEPT.test(q)) return 'concept';
  return 'task';
}

/** Text the question quotes: an error message, a command, a field. */
export function quotes(question: string): string[] {
  // A single quote inside a word is an apostrophe ("doesn't", "it's"), which opens and closes nothing.
  return [
    ...question.matchAll(/"([^"]{3,})"|“([^”]{3,})”|`([^`]{2,})`|(?<![\p{L}\p{N}])'([^']{6,})'(?![\p{L}\p{N}])/gu),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}

export interface Alt {
  terms: string[];
  weight: number;
  /** Identifier forms match exactly: no prefix, no typo. */
  exact?: boolean;
  /** How much of the unit a match by this alternative counts for (1 unless set). */
  credit?: number;
}
export interface Unit {
  alts: Alt[];
  /** The plain word the unit was typed as, when it is one (it may be completed or corrected). */
  word?: string;
  /** The surface the word names ("app", "cluster"): its pages are about it whether or not they say it. */
  surface?: Surface;
}

export interface ParsedQuery {
  units: Unit[];
  /** Whole forms of the identifiers the query names, and its command names (`thv_run`). */
  identifiers: string[];
  surfaces: Set<Surface>;
  question: boolean;
  /** Asks how the product behaves ("does ToolHive forward my token?"): a concept question, not "what is X". */
  behaviour: boolean;
  /** Command names and endpoints the query spells out over several words. */
  compounds: string[];
  /** Identifiers make up most of the query: the reader looks one up. */
  lookup: boolean;
}

const synonymGroups: string[][] = domain.synonyms.map((g) => g.map((p) => p.toLowerCase()));
const surfaceWords = new Map<string, Surface>();
const surfaceNames = new Map<string, Surface>();
for (const [name, s] of Object.entries(domain.surfaces)) {
  for (const w of s.words) surfaceWords.set(w, name as Surface);
  for (const w of s.names) {
    surfaceWords.set(w, name as Surface);
    surfaceNames.set(w, name as Surface);
  }
}

/** The product's name in camelCase ("ToolHive") is a plain word that every page is about, not an identifier. */
const namesIdentifier = (token: string) => isIdentifier(token) && !domain.product.includes(token.toLowerCase());

function wordAlts(words: string[], weight: number): Alt[] {
  const t = words.flatMap(tokenTerms);
  return t.length ? [{ terms: t, weight }] : [];
}

const kinds = domain.reportKinds.map((k) => k.replace(/ /g, '\\s+')).join('|');
/** `[Bug]`, `[Task]:`, `FR:`, `fix(registry):` at the start of a pasted title; group 1 is a commit type's scope. */
const REPORT_KIND = new RegExp(`^\\s*(?:\\[(?:${kinds})\\]:?|(?:${kinds})(?:\\(([^)]*)\\))?!?:)\\s+`, 'i');

/** A pasted issue or pull request title without the tag that says what sort of report it is. */
export const withoutReportKind = (query: string) =>
  query.replace(REPORT_KIND, (_, scope?: string) => (scope ? `${scope} ` : ''));

/** Parses a query into units (each must match in 'all' mode), with their synonyms and identifier forms. */
export function parseQuery(query: string, commands: ReadonlySet<string>): ParsedQuery {
  const text = withoutReportKind(query).trim();
  const tokens = rawTokens(text);
  const lower = tokens.map((t) => t.toLowerCase());
  const units: Unit[] = [];
  const identifiers = new Set<string>(compoundTerms(tokens, commands));
  const surfaces = new Set<Surface>();
  const stems = lower.map(wordTerm);
  const startsPhrase = (phrase: string, i: number) => {
    const words = phrase.split(' ');
    return words.length > 1 && words.every((w, k) => stems[i + k] === wordTerm(w));
  };
  // Another thing's name ("Docker Desktop", "API key") holds a surface word that names no surface there.
  const inForeignName = new Set<number>();
  tokens.forEach((_, i) => {
    for (const name of domain.foreign)
      if (startsPhrase(name, i)) name.split(' ').forEach((_, k) => inForeignName.add(i + k));
  });
  const content = tokens.filter((t) => !isStopWord(t.toLowerCase()));
  const keepStops = content.length === 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const word = lower[i];
    const foreign = inForeignName.has(i);
    if (!foreign) for (const w of [word, ...wordsOf(word)]) if (surfaceWords.has(w)) surfaces.add(surfaceWords.get(w)!);
    // A synonym group member that spans several words ("vs code", also "VS Code's") is read as one unit.
    const group = synonymGroups.find((g) => g.some((p) => startsPhrase(p, i)));
    if (group) {
      const phrase = group.find((p) => startsPhrase(p, i))!;
      units.push({ alts: group.flatMap((p) => wordAlts(p.split(' '), p === phrase ? 1 : 0.8)) });
      i += phrase.split(' ').length - 1;
      continue;
    }
    if (namesIdentifier(token)) {
      // A flag belongs to the command line.
      if (token.startsWith('-')) surfaces.add('cli');
      const wholes = wholeForms(token);
      wholes.forEach((w) => identifiers.add(w));
      const words = wordsOf(token).filter((w) => !isStopWord(w.toLowerCase()));
      units.push({
        alts: [...wholes.map((w, n) => ({ terms: [w], weight: n === 0 ? 3 : 2, exact: true })), ...wordAlts(words, 1)],
      });
      continue;
    }
    if (isStopWord(word) && !keepStops) continue;
    const alts = wordAlts([token], 1);
    const stem = wordTerm(word);
    const syn = synonymGroups.find((g) => g.some((p) => wordTerm(p) === stem));
    if (syn) for (const p of syn) if (wordTerm(p) !== stem) alts.push(...wordAlts(p.split(' '), 0.8));
    const surface = foreign ? undefined : surfaceNames.get(word);
    if (alts.length) units.push({ alts, word, ...(surface && { surface }) });
  }
  // The reader looks something up when identifiers, commands, and endpoints
  // make up at least half of the query; a command or endpoint counts once.
  const spans = compoundSpans(tokens, commands);
  const inSpan = (i: number) => spans.some((c) => c.start <= i && i < c.end);
  const counted = tokens.filter((t, i) => !inSpan(i) && (keepStops || !isStopWord(t.toLowerCase())));
  const named = spans.length + counted.filter(namesIdentifier).length;
  const lookup = named > 0 && named / (spans.length + counted.length) >= 0.5;
  const identifierUnits = named;
  const compounds = spans.map((c) => c.term);
  return {
    units,
    identifiers: [...identifiers],
    surfaces,
    // A command named among other words ("thv run server from registry") describes a task.
    question:
      QUESTION_START.test(text) || TASK_START.test(text) || text.endsWith('?') || (identifierUnits > 0 && !lookup),
    behaviour: WHETHER_OR_WHY.test(text) && questionKind(text) === 'concept',
    compounds,
    lookup,
  };
}

/** A text's tokens as single lower-case stemmed words, stop words kept (`ToolHive` is `toolhiv`). */
export const plainWords = (text: string) =>
  rawTokens(text)
    .map((t) => wordTerm(t.replace(/[^\p{L}\p{N}]+/gu, '')))
    .filter(Boolean);
