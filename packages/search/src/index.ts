// @backlot/search: the query contract shared by the engines. Engines, catalogue, Typesense and
// state have their own entry points.
export { defaultPageSize, maxPageSize, normaliseQuery, sortOrders } from "./query/search-query.js";
export type {
  CategoryPath,
  FacetSelections,
  FacetValue,
  HierarchyValue,
  SearchFacets,
  SearchQuery,
  SearchResult,
  SortOrder,
} from "./query/search-query.js";
export { customParam, queryToSearchParams, searchParamsToQuery } from "./query/url-state.js";
export type { UrlTree } from "./query/url-state.js";
