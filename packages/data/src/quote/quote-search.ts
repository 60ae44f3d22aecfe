// Finding a quote request by customer or production in the quote desk, and a catalogue prop by
// name or item number in the console. Firestore has no text search, so what is searched stores its
// terms: every word, lower-cased, as prefixes of 2 to 12 letters ("kaufman" -> "ka", "kau", ...
// "kaufman"). requestQuote stores a request's (contact and production); `backlot catalogue push`
// a prop's. The console queries `searchTerms array-contains <what was typed>`.

/** The longest prefix stored: a typed word longer than this is cut to it. */
export const quoteSearchPrefixMax = 12;
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
    for (let length = prefixMin; length <= Math.min(word.length, quoteSearchPrefixMax); length++) {
      terms.add(word.slice(0, length));
    }
  }
  return [...terms];
}

/** The terms a request is found by (a few hundred at most, for the longest names allowed). */
export function quoteSearchTerms(request: {
  contact: { name: string; email: string; company: string };
  production: string;
}): string[] {
  const { name, email, company } = request.contact;
  return searchPrefixes(name, email, company, request.production);
}

/** What to look for from what staff typed (its first word), or null when that is too short to search by. */
export function quoteSearchTerm(typed: string): string | null {
  const [word] = wordsOf(typed);
  return word ? word.slice(0, quoteSearchPrefixMax) : null;
}
