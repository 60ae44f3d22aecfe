// Finding things by what staff type in the console: a quote request by customer or production, a
// customer by name, email, studio or production, a catalogue prop by name or item number.
// Firestore has no text search, so what is searched stores its terms: every word, lower-cased, as
// prefixes of 2 to 12 letters ("kaufman" -> "ka", "kau", ... "kaufman"). requestQuote stores a
// request's, the customer's own writes their record's, `backlot catalogue push` a prop's. The
// console queries `searchTerms array-contains <what was typed>`.

/** The longest prefix stored: a typed word longer than this is cut to it. */
export const searchPrefixMax = 12;
const prefixMin = 2;

const wordsOf = (text: string): string[] =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= prefixMin);

/** The terms texts are found by: every word's prefixes of 2 to 12 letters, each once. */
export function searchPrefixes(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(texts.join(" "))) {
    for (let length = prefixMin; length <= Math.min(word.length, searchPrefixMax); length++) {
      terms.add(word.slice(0, length));
    }
  }
  return [...terms];
}

/**
 * What to look for from what staff typed, or null when that is too short to search by. Firestore
 * matches one term, so it is the longest word typed, the one that narrows most: "BPH-10093" looks
 * for "10093", not the "bph" every item number starts with.
 */
export function searchTerm(typed: string): string | null {
  const longest = wordsOf(typed).reduce<string | null>(
    (best, word) => (best && best.length >= word.length ? best : word),
    null,
  );
  return longest ? longest.slice(0, searchPrefixMax) : null;
}
