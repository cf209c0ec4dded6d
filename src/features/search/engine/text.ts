/**
 * How text becomes search terms, the same way for the index, the query, the
 * highlighting, and the answers. Words are lower-cased and stemmed; an
 * identifier (a flag, a command, a field path, an API path, an environment
 * variable) is kept whole as well as split into its words, so a query can
 * name it exactly or by its parts.
 */
import { stemmer } from 'stemmer';
import domain from './domain.json';

const STOP = new Set(
  `a about an and any are aren arent as at be been but by can cant could couldnt did didnt do does doesnt dont for from had has hasnt have havent how i id if im in into is isnt it its ive me my of on or our should shouldnt so than that thats the their them then there these they this those to was wasnt we were what whats when where which who whom why will with wont would wouldnt you youre your`.split(
    ' ',
  ),
);

export const isStopWord = (word: string) => STOP.has(word);

/**
 * Remembers a function of one token. The docs repeat the same tokens many
 * times over, so the index builds several times faster; the cache is
 * dropped when it grows past what the docs hold.
 */
function memo<T>(fn: (token: string) => T): (token: string) => T {
  const cache = new Map<string, T>();
  return (token) => {
    let value = cache.get(token);
    if (value === undefined) {
      if (cache.size > 100_000) cache.clear();
      value = fn(token);
      cache.set(token, value);
    }
    return value;
  };
}

/** Words Porter would merge with an unrelated word ('embedded', 'embedding'): each keeps its own term. */
const KEPT_TERMS = new Map(Object.entries(domain.terms));

/** What, besides the text, decides the terms: saved term data made under other rules is not used. */
export const TERM_RULES = JSON.stringify(domain.terms);

/** A plain word's term: lower case, stemmed. */
export const wordTerm = memo((word: string): string => {
  const lower = word.toLowerCase();
  const kept = KEPT_TERMS.get(lower);
  if (kept) return kept;
  // Porter takes "status" to "statu" but "statuses" to "status"; plural "-uses" goes first.
  return /^[a-z]{3,}$/.test(lower) ? stemmer(lower.replace(/(..)uses$/, '$1us')) : lower;
});

/** Splits on anything but letters and digits, and between the humps of camelCase. */
export const wordsOf = memo((token: string): string[] =>
  token
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean),
);

/** Text split into raw tokens: runs of non-space that may hold identifier punctuation. */
export function rawTokens(text: string): string[] {
  const out: string[] = [];
  // An apostrophe inside a word joins it: "doesn't" is one (stop) word, "server's" is "servers".
  for (const m of text.replace(/(\p{L})['’](\p{L})/gu, '$1$2').matchAll(/[^\s,;!?()[\]<>"'`|=]+/g)) {
    // Sentence punctuation and emphasis at the edges are not part of the token.
    const t = m[0].replace(/[.:*#=+]+$/, '').replace(/^[:*#=+]+/, '');
    if (t) out.push(t);
  }
  return out;
}

const hasHumps = (token: string) => /[a-z0-9][A-Z]|[A-Z]{2}[a-z]/.test(token);
const punctuated = (token: string) => /[^\p{L}\p{N}]/u.test(token.replace(/^-+/, ''));

const isFlag = (token: string) => /^--?\p{L}/u.test(token);

/** True when a raw token is an identifier: a flag, punctuation inside, camelCase humps, or an UPPER_CASE name. */
export const isIdentifier = memo((token: string): boolean => isFlag(token) || punctuated(token) || hasHumps(token));

/**
 * The whole forms of an identifier, in lower case: all of it, and each part
 * between dots, slashes, and colons; a flag also without its dashes.
 * `spec.permissionProfile` gives `spec.permissionprofile` and the stemmed
 * `permissionprofil`, the form the bare field name gives.
 */
export const wholeForms = memo((token: string): string[] => {
  const bare = token.replace(/^-+/, '');
  if (isFlag(token)) return [token.toLowerCase(), ...(punctuated(bare) ? [bare.toLowerCase()] : [])];
  if (!punctuated(bare)) return hasHumps(bare) ? [wordTerm(bare)] : [];
  const out = [bare.startsWith('/') ? canonicalPath(bare) : bare.toLowerCase()];
  const segments = bare.split(/[./:]+/).filter(Boolean);
  if (segments.length > 1) for (const seg of segments) out.push(...wholeForms(seg));
  return out;
});

/** Terms of one raw token: its whole forms (identifiers only), then its words. */
export const tokenTerms = memo((token: string): string[] => [...new Set([...wholeForms(token), ...tokenWords(token)])]);

/** The words of a raw token, as terms. */
export const tokenWords = memo((token: string): string[] =>
  wordsOf(token)
    .map((w) => w.toLowerCase())
    .filter((w) => !STOP.has(w))
    .map(wordTerm),
);

/** The terms a raw token is indexed under in its own field: an identifier whole, anything else by its words. */
export const fieldTerms = memo((token: string): string[] =>
  isIdentifier(token) ? wholeForms(token) : tokenWords(token),
);

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;
/** An API path with its parameters written one way: `/workloads/:name` and `/workloads/{name}` are the same path. */
const canonicalPath = (path: string) => path.toLowerCase().replace(/\/(?::[\w-]+|\{[\w-]+\})/g, '/{}');

/**
 * Terms that span tokens:
 * - command names: with `thv run` and `thv config otel` known, the text
 *   `thv config otel set-endpoint` also yields `thv_config_otel` (the longest
 *   known name), so a command is found by its own name;
 * - endpoints: `PUT /api/v1beta/registry/:name` yields
 *   `put /api/v1beta/registry/{}` and, without its trailing parameter,
 *   `put /api/v1beta/registry`.
 */
export function compounds(
  tokens: string[],
  commands: ReadonlySet<string>,
): Array<{ term: string; start: number; end: number }> {
  const out: Array<{ term: string; start: number; end: number }> = [];
  tokens.forEach((t, i) => {
    if (commands.size && t.toLowerCase() === domain.command) {
      let joined = domain.command;
      let best: { term: string; start: number; end: number } | null = null;
      for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
        joined += `_${tokens[j].toLowerCase()}`;
        if (commands.has(joined)) best = { term: joined, start: i, end: j + 1 };
      }
      if (best) out.push(best);
    }
    const next = tokens[i + 1];
    if (METHOD.test(t) && next?.startsWith('/')) {
      const method = t.toLowerCase();
      const path = canonicalPath(next);
      out.push({ term: `${method} ${path}`, start: i, end: i + 2 });
      const parent = path.replace(/(\/\{\})+$/, '');
      if (parent !== path) out.push({ term: `${method} ${parent}`, start: i, end: i + 2 });
    }
  });
  return out;
}

export const compoundTerms = (tokens: string[], commands: ReadonlySet<string>) =>
  compounds(tokens, commands).map((c) => c.term);

/** All terms of a text, for the index. */
export function terms(text: string, commands: ReadonlySet<string> = new Set()): string[] {
  const tokens = rawTokens(text);
  return [...tokens.flatMap(tokenTerms), ...compoundTerms(tokens, commands)];
}
