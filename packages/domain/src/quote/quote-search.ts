// The terms a quote request is found by in the quote desk: its contact and its production.
import { searchPrefixes } from "../search-terms.js";

/** A request's search terms (a few hundred at most, for the longest names allowed). */
export function quoteSearchTerms(request: {
  contact: { name: string; email: string; company: string };
  production: string;
}): string[] {
  const { name, email, company } = request.contact;
  return searchPrefixes(name, email, company, request.production);
}
