// A browse page's first page of results, loaded with the route (so prerendered department and
// category pages carry their props, and the back button restores them). Later pages load on
// request in the page itself. With "available for my dates" on, the props the server says have
// none free for the browsing dates (at the visitor's pickup location) are left out (in the browser only: the server
// render has no dates).
import type { SearchQuery, SearchResult } from "@backlot/search";
import { getSearchEngine } from "../search/search-engine.js";
import { hasRentalDates, rentalDatesNow } from "../availability/rental-dates.js";
import { type PathParams, isAvailableOnly, queryFromLocation } from "./browse-url.js";
import { type CategoryTile, categoryTiles } from "./category-tiles.js";

export interface BrowseData {
  query: SearchQuery;
  result: SearchResult;
  /** The "available for my dates" flag is on. */
  availableOnly: boolean;
  /** What became of it: "applied", "noDates" (none chosen yet), or "failed" (every prop is shown). */
  availability: "off" | "applied" | "noDates" | "failed";
  /** A whole department's page: its categories as tiles (category-tiles.ts). */
  categories?: CategoryTile[];
}

async function unavailableFor(availableOnly: boolean): Promise<Pick<BrowseData, "availability"> & { ids?: string[] }> {
  if (!availableOnly) return { availability: "off" };
  const dates = rentalDatesNow();
  if (!hasRentalDates(dates)) return { availability: "noDates" };
  try {
    const { readUnavailable } = await import("../availability/availability-reads.js");
    return { availability: "applied", ids: await readUnavailable(dates) };
  } catch {
    return { availability: "failed" };
  }
}

export async function browseLoader(address: { search: URLSearchParams; params: PathParams }): Promise<BrowseData> {
  const { search, params } = address;
  const availableOnly = isAvailableOnly(search);
  const [{ availability, ids }, engine] = await Promise.all([unavailableFor(availableOnly), getSearchEngine()]);
  const query: SearchQuery = { ...queryFromLocation(params, search), ...(ids?.length ? { unavailable: ids } : {}) };
  const result = await engine.search({ ...query, page: 0 });
  const categories = await categoryTiles(engine, query, result);
  return { query, result, availableOnly, availability, ...(categories ? { categories } : {}) };
}
