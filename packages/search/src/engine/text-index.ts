// The inverted index for text search: a sorted vocabulary, and for each term the props that have
// it in their name, tags or description. Query tokens match terms exactly, as prefixes, or with
// a typo or two; every token must match (AND); the score favours names over tags over descriptions.
import { Bitset } from "./bitset.js";
import { type TermSink, TermTable } from "./term-table.js";
import { type TextField, fieldWeights, termQuality, tokenize } from "./text.js";

/** For term t: docs[offsets[t]] ... docs[offsets[t+1] - 1], ascending. */
export interface Postings {
  offsets: Uint32Array;
  docs: Int32Array;
}

export interface TextIndex {
  terms: string[];
  /** The props that have each term, per field. */
  postings: Record<TextField, Postings>;
}

export const textFields = Object.keys(fieldWeights) as TextField[];

/**
 * Builds the text index one prop at a time (see ColumnBuilder for why). Each field collects
 * (term, doc) pairs; `build` sorts them into postings per term.
 */
export class TextIndexBuilder {
  private readonly table = new TermTable();
  private readonly cache = new TermListCache(this.table);
  private readonly sinks: Record<TextField, PairSink>;
  private doc = -1;

  constructor(expectedDocs: number) {
    this.sinks = { name: new PairSink(expectedDocs * 4), tags: new PairSink(expectedDocs * 4), description: new PairSink(expectedDocs * 8) };
  }

  add(name: string, tags: readonly string[], description: string): void {
    this.doc++;
    const { sinks, cache } = this;
    sinks.name.doc = sinks.tags.doc = sinks.description.doc = this.doc;
    cache.emit(name, sinks.name);
    for (let i = 0; i < tags.length; i++) cache.emit(tags[i] as string, sinks.tags);
    cache.emit(description, sinks.description);
  }

  build(): TextIndex {
    // The vocabulary in sorted order, and each term number's place in it.
    const names = this.table.terms;
    const order = names.map((_, i) => i).sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1));
    const place = new Int32Array(names.length);
    order.forEach((term, i) => {
      place[term] = i;
    });
    const terms = order.map((term) => names[term] as string);
    const postings = Object.fromEntries(textFields.map((field) => [field, toPostings(this.sinks[field], place, terms.length)])) as Record<TextField, Postings>;
    return { terms, postings };
  }
}

/** Counting sort of one field's pairs by term: postings come out in document order. */
function toPostings({ terms: pairTerms, docs: pairDocs, length }: PairSink, place: Int32Array, termCount: number): Postings {
  const offsets = new Uint32Array(termCount + 1);
  for (let i = 0; i < length; i++) {
    const t = (place[pairTerms[i] as number] as number) + 1;
    offsets[t] = (offsets[t] as number) + 1;
  }
  for (let t = 0; t < termCount; t++) offsets[t + 1] = (offsets[t + 1] as number) + (offsets[t] as number);
  const fill = offsets.slice(0, termCount);
  const docs = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    const t = place[pairTerms[i] as number] as number;
    docs[fill[t] as number] = pairDocs[i] as number;
    fill[t] = (fill[t] as number) + 1;
  }
  return { offsets, docs };
}

/**
 * Remembers the terms of each text it has scanned, in one flat pool (no array per text), so a
 * repeated tag or templated description is scanned once. A text seen for the first time costs a
 * string hash on top of the scan.
 */
class TermListCache implements TermSink {
  private readonly spans = new Map<string, number>();
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private target: TermSink | undefined;

  constructor(private readonly table: TermTable) {}

  emit(text: string, sink: TermSink): void {
    const span = this.spans.get(text);
    if (span !== undefined) {
      const start = span >>> 8;
      const end = start + (span & 0xff);
      for (let i = start; i < end; i++) sink.add(this.pool[i] as number);
      return;
    }
    const start = this.used;
    this.target = sink;
    this.table.scan(text, this);
    const count = this.used - start;
    // Spans pack start and count in one number: texts of up to 255 terms, a pool of 2^23 terms.
    if (count <= 0xff && this.used < 1 << 23) this.spans.set(text, (start << 8) | count);
    else this.used = start;
  }

  add(term: number): void {
    this.target?.add(term);
    if (this.used === this.pool.length) {
      const bigger = new Int32Array(this.pool.length * 2);
      bigger.set(this.pool);
      this.pool = bigger;
    }
    this.pool[this.used++] = term;
  }
}

/** Collects (term, doc) pairs in document order, each term at most once per document. */
class PairSink implements TermSink {
  doc = 0;
  length = 0;
  terms: Int32Array;
  docs: Int32Array;
  private seen = new Int32Array(1024).fill(-1);

  constructor(capacity: number) {
    this.terms = new Int32Array(Math.max(16, capacity));
    this.docs = new Int32Array(Math.max(16, capacity));
  }

  add(term: number): void {
    if (term >= this.seen.length) {
      const bigger = new Int32Array(Math.max(term + 1, this.seen.length * 2)).fill(-1);
      bigger.set(this.seen);
      this.seen = bigger;
    }
    if (this.seen[term] === this.doc) return;
    this.seen[term] = this.doc;
    if (this.length === this.terms.length) {
      const terms = new Int32Array(this.length * 2);
      terms.set(this.terms);
      this.terms = terms;
      const docs = new Int32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
    }
    this.terms[this.length] = term;
    this.docs[this.length] = this.doc;
    this.length++;
  }
}

/** The vocabulary terms a query token reaches, with how well each matches. */
function candidateTerms(index: TextIndex, token: string): [number, number][] {
  const { terms } = index;
  const found = new Map<number, number>();
  // Exact and prefix matches sit together in the sorted vocabulary.
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string) < token) low = middle + 1;
    else high = middle;
  }
  for (let t = low; t < terms.length && (terms[t] as string).startsWith(token); t++) found.set(t, termQuality(token, terms[t] as string));
  // Typos: a scan, but most terms are rejected on length or after a row or two.
  if (token.length >= 4) {
    for (let t = 0; t < terms.length; t++) {
      if (found.has(t)) continue;
      const quality = termQuality(token, terms[t] as string);
      if (quality > 0) found.set(t, quality);
    }
  }
  return [...found];
}

export interface TextMatch {
  mask: Bitset;
  scores: Float32Array;
}

export function matchText(index: TextIndex, text: string, size: number): TextMatch {
  const tokens = [...new Set(tokenize(text))];
  const scores = new Float32Array(size);
  let mask = Bitset.full(size);
  const best = new Float32Array(size);
  for (const token of tokens) {
    best.fill(0);
    const tokenMask = new Bitset(size);
    for (const [term, quality] of candidateTerms(index, token)) {
      for (const field of textFields) {
        const weight = fieldWeights[field] * quality;
        const { offsets, docs } = index.postings[field];
        for (let i = offsets[term] as number; i < (offsets[term + 1] as number); i++) {
          const doc = docs[i] as number;
          if (weight > (best[doc] as number)) best[doc] = weight;
          tokenMask.add(doc);
        }
      }
    }
    mask = mask.andInPlace(tokenMask);
    mask.forEach((doc) => {
      scores[doc] = (scores[doc] as number) + (best[doc] as number);
    });
  }
  return { mask, scores };
}
