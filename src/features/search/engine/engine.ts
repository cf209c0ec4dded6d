/**
 * The search engine: BM25 over section records (bm25.ts), with the ranking
 * rules of the docs on top:
 * - fields weigh page title > section heading > commands and identifiers > body;
 * - identifiers match whole as well as by their words, and a query that looks
 *   one up prefers the record that defines it (its own heading names it);
 * - the reader's intent picks the kind of page: a question or a task prefers
 *   guides, tutorials, and the FAQ; a lookup prefers reference;
 * - CLI, UI, Kubernetes, and API pages are told apart by the words of the query,
 *   and a word that names a surface ("app", "cluster") is matched by that
 *   surface's pages whether or not their text says it;
 * - a heading that says what the reader typed is the answer to it;
 * - link lists (Related, Next steps, cards) are not indexed (extract.ts);
 * - every word should match, but a common word missing costs less than a rare one;
 * - the word being typed is completed, and a word the docs lack is corrected.
 * The tables behind these rules live in domain.json.
 */
import { FieldIndex, type FieldIndexData } from './bm25';
import domain from './domain.json';
import english from './english.json';
import { pageKind, pageSurfaces, parseQuery, plainWords, type Surface, type Unit } from './query';
import {
  compoundTerms,
  fieldTerms,
  isIdentifier,
  isStopWord,
  rawTokens,
  terms,
  tokenWords,
  wordsOf,
  wordTerm,
} from './text';
import { LEVELS, type SearchRecord } from './types';
import { MAX_QUESTION_LENGTH } from './limits';

export { highlight, queryWordCount, snippet, type Highlighted, type HighlightTags } from './highlight';
export { pageKind, pageSurfaces, parseQuery, type PageKind, type ParsedQuery, type Surface } from './query';

export interface EngineHit {
  readonly record: SearchRecord;
  readonly score: number;
  /** The query's terms, in the index's forms; a highlight marks those the record's text holds. */
  terms: string[];
  /** Fields of the record the query matched in: title, heading, parents, code, text, idparts, rows. */
  fields: string[];
  /** Share of the query this record matches, each word weighted by how rare it is in the docs (0-1). */
  coverage: number;
  /** The query's units (words, identifiers, phrases) this record matches, by index into `unitWeights`. */
  units: number[];
  /** How much each unit of the query weighs (shared by all hits of one search). */
  unitWeights: number[];
  /** Some word of the query matched this record in its code and nowhere else in it. */
  onlyInCode: boolean;
}

export interface SearchOptions {
  /** The reader may still be typing the last word, so it is also completed (search as you type). */
  prefix?: boolean;
  /** 'all' (the default): every word should match, and a record missing one ranks far lower; 'any': less so. */
  match?: 'all' | 'any';
}

export interface Engine {
  records: SearchRecord[];
  search(query: string, filter?: (r: SearchRecord) => boolean, options?: SearchOptions): EngineHit[];
  /** The term index and the vocabulary as plain data, for `createEngine(records, data)`. */
  data(): EngineData;
  /** How many records hold a term (in the index's form: `wordTerm`, or an identifier's whole form); 0 for a term the docs lack. */
  docFrequency(term: string): number;
  /** How many records hold a term in their code (code blocks and inline code). */
  codeFrequency(term: string): number;
}

export interface EngineData {
  index: FieldIndexData;
  vocabulary: [string, number][];
}

/** A hit; which fields and units it matched are worked out only when read. */
class Hit implements EngineHit {
  constructor(
    readonly record: SearchRecord,
    readonly score: number,
    readonly coverage: number,
    private readonly match: {
      terms: string[];
      unitWeights: number[];
      mask: number;
      unitMask: number;
      codeOnly: boolean;
    },
  ) {}
  get onlyInCode() {
    return this.match.codeOnly;
  }
  get terms() {
    return this.match.terms;
  }
  get unitWeights() {
    return this.match.unitWeights;
  }
  get fields() {
    return FIELDS.filter((_, f) => this.match.mask & (1 << f));
  }
  get units() {
    return this.match.unitWeights.flatMap((_, u) => (u < 32 && this.match.unitMask & (1 << u) ? [u] : []));
  }
}

/**
 * Share of the best hit's score below which a hit is not listed. A list (the
 * search box, the search page, the docs server's search tool) shows what
 * matches; a hit scoring a twentieth of the best shares only a common word
 * or two with the query. Dropping it matters most in the search box, which
 * lists a whole category before the next: weak pages of the first category
 * would push a strong page of another further down. A higher floor raised
 * the evaluation's figures a little more but left broad topics ("network
 * isolation") with three pages listed, so the floor stays low.
 */
export const LIST_FLOOR = 0.05;

/**
 * The hits worth listing: those within `LIST_FLOOR` of the best.
 * The question mode reads the full list, since its own rules may raise a hit.
 */
export function listed<T extends EngineHit>(hits: T[]): T[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter((h) => h.score >= LIST_FLOOR * best);
}

/**
 * How much each further matching section of a page adds to its rank in a
 * list of pages: the second half its score, the third a quarter, and so on.
 * A page whose several sections match is more likely about what was asked
 * than one with a single strong section on an aside; halving keeps one
 * strong section ahead of many weak ones (a page counts at most twice its
 * best). Chosen on the tuning parts of both evaluation sets, where it raised
 * the modal's top 1 and MRR in both; a full weight, every section counting
 * as much as the best, cut v0.44.0's top 3 from 91.2 to 84.9.
 */
export const PAGE_DECAY = 0.5;

/**
 * Each page's weight from its sections' scores, best first, each counting
 * `PAGE_DECAY` times the one before. `items` come best first; a section
 * (URL) counts once, however many of its table rows are among them.
 */
export function pageWeights<T>(items: T[], record: (item: T) => SearchRecord, score: (item: T) => number) {
  const weight = new Map<string, number>();
  const counted = new Map<string, number>();
  const sections = new Set<string>();
  for (const item of items) {
    const r = record(item);
    if (sections.has(r.url)) continue;
    sections.add(r.url);
    const n = counted.get(r.url_without_anchor) ?? 0;
    weight.set(r.url_without_anchor, (weight.get(r.url_without_anchor) ?? 0) + score(item) * PAGE_DECAY ** n);
    counted.set(r.url_without_anchor, n + 1);
  }
  return weight;
}

/** The page weights of a list of hits, as `byPage` ranks them. */
export const hitPageWeights = (hits: EngineHit[]) =>
  pageWeights(
    hits,
    (h) => h.record,
    (h) => h.score,
  );

/**
 * The hits of a list that shows pages (one or a few rows per page), ordered
 * by page weight (`pageWeights`). Within a page, hits keep their order. A
 * caller that reads the weights too passes them in, so they are made once.
 */
export function byPage<T extends EngineHit>(hits: T[], weight = hitPageWeights(hits)): T[] {
  const of = (h: T) => weight.get(h.record.url_without_anchor) ?? 0;
  return [...hits].sort((a, b) => of(b) - of(a) || b.score - a.score);
}

/** Title of the record's own level: the heading it represents. */
export function ownTitle(r: SearchRecord): string {
  return r.type === 'content' ? '' : (r.hierarchy[r.type] ?? '');
}

/** Inline code spans of a text (kept in backticks by the extractor). */
export const inlineCode = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/**
 * Fields, by weight. An identifier is indexed whole in the field it is in;
 * its words go to `idparts`, so a word standing alone ("ToolHive") counts
 * more than the same word inside an identifier (`toolhive_mcp_requests_total`).
 * Each row of a table is a record of its own, for lookups; the section that
 * holds the table also gets the rows' words in `rows`, at a low weight, so a
 * query whose words span several rows (how tools, prompts, and resources
 * are merged) finds the section that answers it.
 */
const FIELDS = ['title', 'heading', 'parents', 'code', 'text', 'idparts', 'rows'] as const;
const FIELD_BOOST = [4, 3, 1.2, 2, 1, 0.7, 0.3];
/** Field bits: a unit matched in code (and its identifier words) but not in the title, heading, or prose. */
const CODE_FIELD = FIELDS.indexOf('code');
const CODE_FIELDS = 0b011011;
const CODE_FIELDS_ONLY = 0b001000;
const COMMON = new Set(english.common);
/** A query that asks what something is ("what is a group", "what are skills"). */
const WHAT_IS = /^what(?:'s|\s+(?:is|are))\b/i;
/** A text's words as terms, its stop words left out before stemming (the same for a page title and a query). */
const tellingTerms = (text: string) =>
  plainWords(
    rawTokens(text)
      .filter((t) => !isStopWord(t.toLowerCase()))
      .join(' '),
  );

/** A per-record value computed on first use. */
function lazy<T>(compute: (id: number) => T): (id: number) => T {
  const values: T[] = [];
  return (id) => (values[id] ??= compute(id));
}

/** True when a and b differ by at most `max` insertions, deletions, or substitutions. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length] <= max;
}

/** The words of the docs, for completing the word being typed and correcting typos. */
class Vocabulary {
  private counts = new Map<string, number>();
  private sorted: string[] = [];
  add(word: string, n = 1) {
    this.counts.set(word, (this.counts.get(word) ?? 0) + n);
  }
  seal() {
    this.sorted = [...this.counts.keys()].sort();
  }
  entries(): [string, number][] {
    return [...this.counts];
  }
  static fromEntries(entries: [string, number][]): Vocabulary {
    const vocabulary = new Vocabulary();
    vocabulary.counts = new Map(entries);
    vocabulary.seal();
    return vocabulary;
  }
  has(word: string) {
    return this.counts.has(word);
  }
  private best(words: string[], n: number) {
    return words.sort((a, b) => this.counts.get(b)! - this.counts.get(a)! || a.length - b.length).slice(0, n);
  }
  /** The most frequent words that start with `prefix`. */
  completions(prefix: string, n: number): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) out.push(this.sorted[i]);
    return this.best(out, n);
  }
  /** The most frequent words one typo away (two for long words). */
  corrections(word: string, n: number): string[] {
    const max = word.length >= 8 ? 2 : 1;
    return this.best(
      this.sorted.filter((w) => withinEdits(word, w, max)),
      n,
    );
  }
}

/** Splits every record into its fields' terms: the costly part of making an engine. */
function buildIndex(records: SearchRecord[], commands: Set<string>): { index: FieldIndex; vocabulary: Vocabulary } {
  const index = new FieldIndex(FIELDS.length, FIELD_BOOST);
  const vocabulary = new Vocabulary();
  const tokenCounts = new Map<string, number>();
  const termsOf = (tokens: string[], withCompounds: boolean) => {
    const out: string[] = [];
    for (const token of tokens) {
      tokenCounts.set(token, (tokenCounts.get(token) ?? 0) + 1);
      for (const t of fieldTerms(token)) out.push(t);
    }
    if (withCompounds) out.push(...compoundTerms(tokens, commands));
    return out;
  };
  // A row shares its section's URL; its words also count for the section (`rows`), once in the vocabulary.
  const rowsOf = new Map<string, string[]>();
  for (const r of records)
    if (r.part === 'row') {
      const words = rowsOf.get(r.url) ?? [];
      for (const token of rawTokens(`${ownTitle(r)}\n${r.content ?? ''}`)) words.push(...fieldTerms(token));
      rowsOf.set(r.url, words);
    }
  for (const r of records) {
    const own = Number(r.type.slice(3));
    const text = r.content ?? '';
    const fields = [
      r.hierarchy.lvl1 ?? '',
      ownTitle(r),
      LEVELS.slice(2, own)
        .map((l) => r.hierarchy[l])
        .filter(Boolean)
        .join(' '),
      [...r.code.map((c) => c.text), ...inlineCode(text)].join('\n'),
      text,
    ].map(rawTokens);
    const idparts = fields.flat().filter(isIdentifier).flatMap(tokenWords);
    const rows = (r.part === 'section' && rowsOf.get(r.url)) || [];
    index.add([...fields.map((tokens, f) => termsOf(tokens, f !== 2 && f !== 4)), idparts, rows]);
  }
  index.seal();
  for (const [token, n] of tokenCounts)
    for (const w of wordsOf(token)) if (/^\p{L}+$/u.test(w)) vocabulary.add(w.toLowerCase(), n);
  vocabulary.seal();
  return { index, vocabulary };
}

/**
 * Makes the engine over `records`. `commandNames` are the `thv` commands
 * (`thv run`, `thv config otel`) the search index carries (src/contract.ts).
 * `prebuilt` is an earlier engine's `data()` over the same records (the MCP
 * server reads it from the build), which skips splitting the records again.
 */
export function createEngine(records: SearchRecord[], commandNames: string[], prebuilt?: EngineData): Engine {
  const commands = new Set(commandNames.map((name) => name.replace(/ /g, '_')));
  const kinds = records.map((r) => pageKind(r.url_without_anchor));
  const surfaces = records.map((r) => pageSurfaces(r.url_without_anchor));
  // Where a record defines things: the identifiers in its own heading, and,
  // on a reference page's opening section, the endpoint or command in its code.
  const definitions = lazy((id) => {
    const r = records[id];
    return new Set([
      ...terms(ownTitle(r), commands),
      ...(r.type === 'lvl1' && kinds[id] === 'reference'
        ? r.code.flatMap((c) => compoundTerms(rawTokens(c.text), commands))
        : []),
    ]);
  });
  const headingWords = lazy((id) => new Set(plainWords(ownTitle(records[id]))));
  const titleWords = lazy((id) => tellingTerms(records[id].hierarchy.lvl1 ?? ''));

  const { index, vocabulary } = prebuilt
    ? {
        index: FieldIndex.fromData(prebuilt.index, FIELDS.length, FIELD_BOOST),
        vocabulary: Vocabulary.fromEntries(prebuilt.vocabulary),
      }
    : buildIndex(records, commands);
  const idf = (term: string) => Math.log(1 + records.length / (index.df(term) || 0.5));
  // Score arrays, one slot per record, reused by every search.
  const size = records.length;
  const scratch = {
    total: new Float64Array(size),
    covered: new Float64Array(size),
    fieldMask: new Uint8Array(size),
    best: new Float64Array(size),
    credit: new Float64Array(size),
    scores: new Float64Array(size),
    matches: new Uint8Array(size),
    one: new Float64Array(size),
    unitFields: new Uint8Array(size),
    altFields: new Uint8Array(size),
  };

  /** A word the docs do not have gets its likely completions (while typing) or corrections (a typo). */
  function expand(unit: Unit, last: boolean, prefix: boolean): Unit {
    const word = unit.word;
    if (!word || !/^\p{L}+$/u.test(word) || word.length < 2) return unit;
    const known = vocabulary.has(word) || index.has(wordTerm(word));
    const extra: string[] = [];
    if (prefix && last) extra.push(...vocabulary.completions(word, known ? 2 : 3).filter((w) => w !== word));
    // A correction is a guess: it matches, but counts for half the word.
    const corrected = !known && !extra.length && word.length >= 4;
    if (corrected) extra.push(...vocabulary.corrections(word, 2));
    const have = new Set(unit.alts.flatMap((a) => a.terms));
    const alts = [...unit.alts];
    for (const w of extra) {
      const t = wordTerm(w);
      if (!have.has(t)) alts.push({ terms: [t], weight: known ? 0.4 : 0.7, credit: corrected ? 0.5 : 1 });
      have.add(t);
    }
    return { ...unit, alts };
  }

  return {
    records,
    data: () => ({ index: index.toData(), vocabulary: vocabulary.entries() }),
    docFrequency: (term) => index.df(term),
    codeFrequency: (term) => index.fieldFrequency(term, CODE_FIELD),
    search(query, filter, options = {}) {
      const q = query.slice(0, MAX_QUESTION_LENGTH);
      if (!q.trim()) return [];
      const parsed = parseQuery(q, commands);
      if (!parsed.units.length) return [];
      const prefix = (options.prefix ?? true) && !/\s$/.test(q);
      const units = parsed.units.map((u, i) => expand(u, i === parsed.units.length - 1, prefix));
      const n = records.length;
      const total = scratch.total.fill(0);
      const covered = scratch.covered.fill(0);
      const fieldMask = scratch.fieldMask.fill(0);
      // A unit weighs what its rarest first-choice term says: missing "some" costs less than missing
      // "--tools"; a common English word ("really", "couple") says little wherever it is rare.
      // So do the product's own name, which every page is about, and a number, which is an
      // instance value (a port, a count) more than a topic.
      // A last word the docs lack is still being typed: it weighs what the commonest word it may
      // become does. Weighed as absent, it would be the rarest word of any query, and a fragment
      // the length cap cut off ("bu") would rank pages by its completions alone.
      const typing = (u: Unit, i: number) =>
        prefix && i === units.length - 1 && u.alts.length > 1 && u.alts[0].terms.every((t) => !index.df(t));
      const unitWeight = units.map((u, i) =>
        u.word && (COMMON.has(u.word) || domain.product.includes(u.word) || /^\d+$/.test(u.word))
          ? Math.min(1, idf(u.alts[0].terms[0]))
          : typing(u, i)
            ? Math.min(...u.alts.slice(1).map((a) => idf(a.terms[0])))
            : Math.max(...u.alts[0].terms.map(idf)),
      );
      const totalWeight = unitWeight.reduce((a, b) => a + b, 0);
      // Per unit, the records it matched (bit u of `matched`, for up to 32 units).
      const matched = new Uint32Array(n);
      const named = new Float64Array(n);
      const codeOnly = new Uint8Array(n);
      const { best, credit, scores, matches, one, unitFields, altFields } = scratch;
      units.forEach((unit, u) => {
        // A unit scores as its best alternative; an identifier matched only by its words counts half.
        best.fill(0);
        credit.fill(0);
        unitFields.fill(0);
        const hasExact = unit.alts.some((a) => a.exact);
        for (const alt of unit.alts) {
          const value = (alt.credit ?? 1) * (alt.exact || !hasExact ? 1 : 0.5);
          const single = alt.terms.length === 1;
          const into = single ? scores.fill(0) : one;
          altFields.fill(0);
          if (!single) {
            scores.fill(0);
            matches.fill(0);
          }
          let found = true;
          for (const term of alt.terms) {
            if (!single) one.fill(0);
            if (!index.score(term, alt.weight, into, altFields)) {
              found = false;
              break;
            }
            if (!single)
              for (let d = 0; d < n; d++)
                if (one[d] > 0) {
                  scores[d] += one[d];
                  matches[d]++;
                }
          }
          if (!found) continue;
          for (let d = 0; d < n; d++) {
            // A phrase (all its words) matches only where every word is.
            if (!scores[d] || (!single && matches[d] < alt.terms.length)) continue;
            if (scores[d] > best[d]) best[d] = scores[d];
            // Where the unit's first choice that matched did (whole identifier, then its words, then the rest).
            if (!unitFields[d]) unitFields[d] = altFields[d];
            if (value > credit[d]) credit[d] = value;
            fieldMask[d] |= altFields[d];
          }
        }
        for (let d = 0; d < n; d++)
          if (best[d] > 0) {
            total[d] += best[d];
            covered[d] += credit[d] * unitWeight[u];
            if (u < 32) matched[d] |= 1 << u;
            if ((unitFields[d] & CODE_FIELDS) === CODE_FIELDS_ONLY) codeOnly[d] = 1;
          } else if (unit.surface && surfaces[d].includes(unit.surface)) {
            // Held apart from `covered`: a surface's name alone must not make every page of it a hit.
            named[d] += unitWeight[u];
            if (u < 32) matched[d] |= 1 << u;
          }
      });
      // A command or endpoint the query spells out (`thv run`, `PUT /api/...`) adds to the records that hold it.
      for (const term of parsed.compounds) index.score(term, 2, total);

      const ids = [...parsed.identifiers];
      const queryWords = [...new Set(plainWords(q))];
      const definitionOf = WHAT_IS.test(q.trim()) ? new Set(tellingTerms(q)) : undefined;
      const onlyProduct = units.every((u) => u.word && domain.product.includes(u.word));
      const strict = options.match !== 'any';
      const queryTerms = [...new Set([...units.flatMap((u) => u.alts.flatMap((a) => a.terms)), ...parsed.compounds])];
      const hits: EngineHit[] = [];
      for (let d = 0; d < n; d++) {
        if (!covered[d] || (filter && !filter(records[d]))) continue;
        const coverage = (covered[d] + named[d]) / totalWeight;
        const mask = fieldMask[d];
        const unitMask = matched[d];
        hits.push(
          new Hit(records[d], total[d] * (strict ? coverage ** 2 : coverage) * intentBoost(d), coverage, {
            terms: queryTerms,
            unitWeights: unitWeight,
            mask,
            unitMask,
            codeOnly: !!codeOnly[d],
          }),
        );
      }
      return hits.sort((a, b) => b.score - a.score);

      function intentBoost(id: number): number {
        const r = records[id];
        let boost = 1;
        const kind = kinds[id];
        if (kind === 'reference') boost *= parsed.lookup ? 1.3 : parsed.question ? 0.5 : 0.75;
        else if (parsed.behaviour && (kind === 'concept' || kind === 'faq')) boost *= 1.5;
        else if (parsed.question && (kind === 'guide' || kind === 'faq')) boost *= 1.15;
        // One surface named picks its pages; two named ("UI or CLI") is a comparison, and picks none.
        const on = surfaces[id];
        if (parsed.surfaces.size === 1 && on.length) boost *= on.some((s) => parsed.surfaces.has(s)) ? 1.5 : 0.6;
        else if (!parsed.surfaces.size && on.length && !on.includes(domain.defaultSurface.name as Surface))
          boost *= domain.defaultSurface.others;
        // The record whose own heading names the identifier looked up is where it is defined.
        if (parsed.lookup && ids.some((t) => definitions(id).has(t))) boost *= 2;
        // A query that names nothing but the product ("What is ToolHive?") asks what it is: the overview and FAQ say.
        if (onlyProduct && (kind === 'overview' || kind === 'faq')) boost *= 1.5;
        // A heading that says what the reader typed ("What is ToolHive?") is the answer to it.
        // Stop words count here: "Should I use the UI or the CLI?" answers "ui or cli".
        const heading = headingWords(id);
        if (queryWords.length >= 2 && heading.size >= 2) {
          const shared = queryWords.filter((w) => heading.has(w)).length;
          if (shared / queryWords.length >= 0.75 && shared / heading.size >= 0.4) boost *= 3;
        }
        // "What is X?" is answered by the page about X: a page whose title names nothing the query does not.
        if (definitionOf && titleWords(id).length && titleWords(id).every((w) => definitionOf.has(w))) boost *= 2;
        // A table row defines one thing: it ranks for a lookup, not for a topic.
        if (r.part === 'row' && !parsed.lookup) boost *= 0.7;
        return boost;
      }
    },
  };
}
