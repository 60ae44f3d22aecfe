// The inverted index for text search: a sorted vocabulary, and for each term the props that have
// it in their name, tags or description. Query tokens match terms exactly, as prefixes, or with
// a typo or two; every token must match (AND); the score favours names over tags over descriptions.
import { Bitset } from "./bitset.js";
import { type TextField, fieldWeights, termQuality, tokenize } from "./text.js";

/** A list per key k (a term, a value): ids[offsets[k]] ... ids[offsets[k+1] - 1], ascending. */
export interface Lists {
  offsets: Uint32Array;
  ids: Uint32Array;
}

/**
 * One field's postings in two steps, term to values to props: catalogues repeat tags, and often
 * names and descriptions, so a term is listed once per distinct value that holds it rather than
 * once per prop.
 */
export interface FieldPostings {
  /** The field's distinct values (names, tags, descriptions) holding each term. */
  termValues: Lists;
  /** The props having each value. */
  valueDocs: Lists;
}

export interface TextIndex {
  terms: string[];
  postings: Record<TextField, FieldPostings>;
}

export const textFields = Object.keys(fieldWeights) as TextField[];

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
  for (let t = low; t < terms.length && (terms[t] as string).startsWith(token); t++)
    found.set(t, termQuality(token, terms[t] as string));
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
        const { termValues, valueDocs } = index.postings[field];
        for (let i = termValues.offsets[term] as number; i < (termValues.offsets[term + 1] as number); i++) {
          const value = termValues.ids[i] as number;
          // A prop reached twice (two of its tags hold the term) changes nothing the second time.
          for (let j = valueDocs.offsets[value] as number; j < (valueDocs.offsets[value + 1] as number); j++) {
            const doc = valueDocs.ids[j] as number;
            if (weight > (best[doc] as number)) best[doc] = weight;
            tokenMask.add(doc);
          }
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
