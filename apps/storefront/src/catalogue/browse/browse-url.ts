// Where a search lives in the address bar. Departments, categories and subcategories are the path
// of /rentals pages (/rentals/cameras/film-cameras); everything else is the query string, as
// @backlot/search writes it. On /search the whole query stays in the query string.
import { type SearchQuery, queryToSearchParams, searchParamsToQuery } from "@backlot/search";
import { categories, settings } from "../../app/tenant.js";
import { hrefs } from "../../app/hrefs.js";

const pathKeys = ["department", "category", "subcategory"] as const;
const customFieldIds = settings.customFields.filter((field) => field.facet).map((field) => field.id);

export type PathParams = Partial<Record<(typeof pathKeys)[number], string>>;

/** The query a page shows: its path segments and its query string. Infinite loading starts at page 0. */
export function queryFromLocation(pathParams: PathParams, search: URLSearchParams): SearchQuery {
  const params = new URLSearchParams(search);
  for (const key of pathKeys) {
    const slug = pathParams[key];
    if (slug) params.set(key, slug);
  }
  params.delete("page");
  params.delete(availableOnlyParam);
  return searchParamsToQuery(params, categories, customFieldIds);
}

/** The storefront's own flag beside the query: only props free for the customer's browsing dates. */
export const availableOnlyParam = "available";

export const isAvailableOnly = (search: URLSearchParams): boolean => search.get(availableOnlyParam) === "1";

/**
 * The address of a query: under /rentals when it has a department and no text, else /search. The
 * "available for my dates" flag rides along; the props it leaves out do not (they follow the dates).
 */
export function locationOfQuery(query: SearchQuery, preferSearchPage = false, availableOnly = false): string {
  const params = queryToSearchParams({ ...query, page: 0 }, categories);
  if (availableOnly) params.set(availableOnlyParam, "1");
  const department = params.get("department");
  if (!department || preferSearchPage || query.text) return hrefs.searchResults(params);
  const path = pathKeys.map((key) => params.get(key)).filter((segment): segment is string => segment !== null);
  for (const key of pathKeys) params.delete(key);
  return hrefs.browse(path, params);
}
