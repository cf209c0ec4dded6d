/**
 * A small inverted index with BM25+ scoring over weighted fields. Documents
 * come in already split into terms; a query term adds its score into one
 * array per query, so a keystroke costs a pass over that term's postings and
 * nothing else.
 */

const K = 1.2;
const B = 0.7;
const DELTA = 0.5;

/** A sealed FieldIndex as JSON-safe data; term ids are positions in `terms`. */
export interface FieldIndexData {
  terms: string[];
  postings: number[][];
  fieldDf: number[][];
  docDf: number[];
  lengths: number[][];
  avgLength: number[];
  docCount: number;
}

export class FieldIndex {
  private ids = new Map<string, number>();
  /** Per term: doc, field, term frequency, repeated. */
  private postings: number[][] = [];
  /** Per term and field: how many documents hold the term in that field. */
  private fieldDf: number[][] = [];
  /** Per term: how many documents hold it in any field. */
  private docDf: number[] = [];
  private lengths: number[][] = [];
  private avgLength: number[];
  private docCount = 0;

  constructor(
    private fieldCount: number,
    private boosts: number[],
  ) {
    this.avgLength = new Array(fieldCount).fill(0);
  }

  /** Adds the next document (its id is the number of documents added before it). */
  add(fields: string[][]): number {
    const doc = this.docCount++;
    const seen = new Set<number>();
    this.lengths.push(fields.map((f) => f.length));
    fields.forEach((terms, field) => {
      this.avgLength[field] += terms.length;
      const tf = new Map<string, number>();
      for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [term, n] of tf) {
        let id = this.ids.get(term);
        if (id === undefined) {
          id = this.postings.length;
          this.ids.set(term, id);
          this.postings.push([]);
          this.fieldDf.push(new Array(this.fieldCount).fill(0));
          this.docDf.push(0);
        }
        this.postings[id].push(doc, field, n);
        this.fieldDf[id][field]++;
        if (!seen.has(id)) {
          seen.add(id);
          this.docDf[id]++;
        }
      }
    });
    return doc;
  }

  /** The sealed index as plain data, to restore with `fromData` without splitting the documents again. */
  toData(): FieldIndexData {
    const { postings, fieldDf, docDf, lengths, avgLength, docCount } = this;
    return { terms: [...this.ids.keys()], postings, fieldDf, docDf, lengths, avgLength, docCount };
  }

  static fromData(data: FieldIndexData, fieldCount: number, boosts: number[]): FieldIndex {
    const index = new FieldIndex(fieldCount, boosts);
    index.ids = new Map(data.terms.map((term, id) => [term, id]));
    index.postings = data.postings;
    index.fieldDf = data.fieldDf;
    index.docDf = data.docDf;
    index.lengths = data.lengths;
    index.avgLength = data.avgLength;
    index.docCount = data.docCount;
    return index;
  }

  /** Call once all documents are in. */
  seal(): void {
    this.avgLength = this.avgLength.map((total) => total / Math.max(1, this.docCount));
  }

  get size(): number {
    return this.docCount;
  }

  /** Documents that hold the term in any field. */
  df(term: string): number {
    const id = this.ids.get(term);
    return id === undefined ? 0 : this.docDf[id];
  }

  /** Documents that hold the term in one field. */
  fieldFrequency(term: string, field: number): number {
    const id = this.ids.get(term);
    return id === undefined ? 0 : this.fieldDf[id][field];
  }

  has(term: string): boolean {
    return this.ids.has(term);
  }

  /**
   * Adds `weight` times the term's BM25+ score of every document holding it
   * into `scores`, and the fields it matched into `fields` (a bit per field).
   * Returns the number of documents that hold it.
   */
  score(term: string, weight: number, scores: Float64Array, fields?: Uint8Array): number {
    const id = this.ids.get(term);
    if (id === undefined) return 0;
    const list = this.postings[id];
    const df = this.fieldDf[id];
    const n = this.docCount;
    for (let i = 0; i < list.length; i += 3) {
      const doc = list[i];
      const field = list[i + 1];
      const tf = list[i + 2];
      const idf = Math.log(1 + (n - df[field] + 0.5) / (df[field] + 0.5));
      const norm = 1 - B + (B * this.lengths[doc][field]) / this.avgLength[field];
      scores[doc] += weight * this.boosts[field] * idf * (DELTA + (tf * (K + 1)) / (tf + K * norm));
      if (fields) fields[doc] |= 1 << field;
    }
    return this.docDf[id];
  }
}
