// A catalogue query and its results: the contract both engines (embedded and Typesense) meet.
import type { Prop } from "@backlot/domain";

export const sortOrders = ["relevance", "price-asc", "price-desc", "newest", "name"] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Facets with a list of values. OR within a facet, AND across facets. */
export interface FacetSelections {
  vendors?: readonly string[];
  tags?: readonly string[];
  colors?: readonly string[];
  /** Ids of the tenant's price bins. */
  priceBins?: readonly string[];
  /** Custom field id -> selected values. */
  custom?: Readonly<Record<string, readonly string[]>>;
}

/** The department > category > subcategory path, by name. */
export interface CategoryPath {
  department?: string;
  category?: string;
  subcategory?: string;
}

export interface SearchQuery {
  text?: string;
  path?: CategoryPath;
  filters?: FacetSelections;
  sort?: SortOrder;
  /** 0-based page. */
  page?: number;
  pageSize?: number;
  /**
   * Ids of props to leave out of hits, counts, facets and hierarchy counts: the props fully booked for the
   * customer's dates, as the server computed them. Ids of props not in the catalogue are ignored. Never in the
   * URL (see url-state.ts): the ids belong to the dates, and the server names them afresh.
   */
  unavailable?: readonly string[];
}

export interface FacetValue {
  value: string;
  count: number;
  /** Selected values are always listed, even at count 0. */
  selected: boolean;
}

export interface HierarchyValue extends FacetValue {
  /** Categories of a selected department, subcategories of a selected category. */
  children?: HierarchyValue[];
}

export interface SearchFacets {
  vendors: FacetValue[];
  tags: FacetValue[];
  colors: FacetValue[];
  priceBins: FacetValue[];
  custom: Record<string, FacetValue[]>;
}

export interface SearchResult {
  hits: Prop[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Counts computed disjunctively: each facet's counts ignore that facet's own selection. */
  facets: SearchFacets;
  hierarchy: HierarchyValue[];
}

export const defaultPageSize = 24;
export const maxPageSize = 100;

/** Fills defaults and drops empty selections, so equal queries look equal. */
export function normaliseQuery(
  query: SearchQuery,
): Required<Pick<SearchQuery, "sort" | "page" | "pageSize">> & SearchQuery {
  const text = query.text?.trim() ?? "";
  const clean = (values: readonly string[] | undefined) => [...new Set(values ?? [])].filter((value) => value !== "");
  const filters = query.filters ?? {};
  const custom = Object.fromEntries(
    Object.entries(filters.custom ?? {})
      .map(([field, values]) => [field, clean(values)] as const)
      .filter(([, values]) => values.length > 0),
  );
  // Sorted: the server lists booked props in no particular order.
  const unavailable = clean(query.unavailable).sort();
  return {
    ...(text ? { text } : {}),
    path: {
      ...(query.path?.department ? { department: query.path.department } : {}),
      ...(query.path?.department && query.path.category ? { category: query.path.category } : {}),
      ...(query.path?.department && query.path.category && query.path.subcategory
        ? { subcategory: query.path.subcategory }
        : {}),
    },
    filters: {
      vendors: clean(filters.vendors),
      tags: clean(filters.tags),
      colors: clean(filters.colors),
      priceBins: clean(filters.priceBins),
      custom,
    },
    sort: query.sort && sortOrders.includes(query.sort) ? query.sort : "relevance",
    page: Math.max(0, Math.floor(query.page ?? 0)),
    pageSize: Math.min(maxPageSize, Math.max(1, Math.floor(query.pageSize ?? defaultPageSize))),
    ...(unavailable.length > 0 ? { unavailable } : {}),
  };
}
