// Text for search: tokens (lowercase, accents folded, split on anything not a letter or digit)
// and typo tolerance (measured by the domain's bounded edit distance).
import { boundedEditDistance } from "@backlot/domain";

/** Lowercase with accents folded; plain ASCII (most catalogue text) skips the Unicode work. */
export function fold(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")).toLowerCase();
}

export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== "");
}

/**
 * The key names sort by: folded, and with every run of digits padded so "Desk 9" comes before
 * "Desk 10". Both engines and the reference sort by this key, so the order is defined once.
 */
export function nameSortKey(name: string): string {
  const folded = fold(name);
  // Most names have no digits: skip the replace.
  return /\d/.test(folded) ? folded.replace(/\d+/g, (digits) => digits.padStart(12, "0")) : folded;
}

/** How many typos a query token may have: none under 4 letters, one up to 7, two from 8. */
export function allowedTypos(token: string): number {
  return token.length >= 8 ? 2 : token.length >= 4 ? 1 : 0;
}

/** Relevance weights: a match in the name counts most, then tags, then the description. */
export const fieldWeights = { name: 3, tags: 2, description: 1 } as const;
export type TextField = keyof typeof fieldWeights;

/** How well a vocabulary term matches a query token. */
export const matchQuality = { exact: 1, prefix: 0.8, oneTypo: 0.6, twoTypos: 0.4 } as const;

export function termQuality(token: string, term: string): number {
  if (term === token) return matchQuality.exact;
  if (term.startsWith(token)) return matchQuality.prefix;
  const limit = allowedTypos(token);
  if (limit === 0) return 0;
  const distance = boundedEditDistance(token, term, limit);
  // limit + 1 means "further than allowed", not a typo count.
  if (distance > limit) return 0;
  return distance === 1 ? matchQuality.oneTypo : matchQuality.twoTypos;
}
