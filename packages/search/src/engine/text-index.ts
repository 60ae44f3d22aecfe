// The inverted index for text search: a sorted vocabulary, and for each term the props that have
// it in their name, tags or description. Query tokens match terms exactly, as prefixes, or with
// a typo or two; every token must match (AND); the score favours names over tags over descriptions.
import { Bitset } from "./bitset.js";
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

export function buildTextIndex(documents: readonly Record<TextField, string>[]): TextIndex {
  const byTerm = new Map<string, Record<TextField, number[]>>();
  documents.forEach((document, doc) => {
    for (const field of textFields) {
      for (const term of new Set(tokenize(document[field]))) {
        let entry = byTerm.get(term);
        if (!entry) {
          entry = { name: [], tags: [], description: [] };
          byTerm.set(term, entry);
        }
        entry[field].push(doc);
      }
    }
  });
  const terms = [...byTerm.keys()].sort();
  const postings = Object.fromEntries(
    textFields.map((field) => {
      const offsets = new Uint32Array(terms.length + 1);
      const docs: number[] = [];
      terms.forEach((term, t) => {
        offsets[t] = docs.length;
        docs.push(...(byTerm.get(term)?.[field] ?? []));
      });
      offsets[terms.length] = docs.length;
      return [field, { offsets, docs: Int32Array.from(docs) }];
    }),
  ) as Record<TextField, Postings>;
  return { terms, postings };
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
