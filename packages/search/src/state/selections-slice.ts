// What the customer has chosen: text, the category path, the sort, and a slice of selected values
// per facet (priceBin, vendors, tags, colors, and one per custom field).
import type { StateCreator } from "zustand";
import type { CategoryPath, SearchQuery, SortOrder } from "../query/search-query.js";

export type FacetKey = "priceBin" | "vendors" | "tags" | "colors" | `custom.${string}`;

export interface SelectionsState {
  text: string;
  path: CategoryPath;
  sort: SortOrder;
  priceBin: string[];
  vendors: string[];
  tags: string[];
  colors: string[];
  custom: Record<string, string[]>;
}

export interface SelectionsSlice {
  selections: SelectionsState;
  setText: (text: string) => void;
  setPath: (path: CategoryPath) => void;
  setSort: (sort: SortOrder) => void;
  toggleValue: (facet: FacetKey, value: string) => void;
  clearFacet: (facet: FacetKey) => void;
  clearAll: () => void;
  /** Replaces everything, as when the page opens on a shared URL or the back button is pressed. */
  loadQuery: (query: SearchQuery) => void;
}

export const emptySelections: SelectionsState = {
  text: "",
  path: {},
  sort: "relevance",
  priceBin: [],
  vendors: [],
  tags: [],
  colors: [],
  custom: {},
};

function read(state: SelectionsState, facet: FacetKey): string[] {
  return facet.startsWith("custom.")
    ? (state.custom[facet.slice(7)] ?? [])
    : (state[facet as Exclude<FacetKey, `custom.${string}`>] ?? []);
}

function write(state: SelectionsState, facet: FacetKey, values: string[]): SelectionsState {
  if (!facet.startsWith("custom.")) return { ...state, [facet]: values };
  const { [facet.slice(7)]: _old, ...rest } = state.custom;
  return { ...state, custom: values.length > 0 ? { ...rest, [facet.slice(7)]: values } : rest };
}

export const createSelectionsSlice: StateCreator<SelectionsSlice, [], [], SelectionsSlice> = (set) => ({
  selections: emptySelections,
  setText: (text) => set((state) => ({ selections: { ...state.selections, text } })),
  setPath: (path) => set((state) => ({ selections: { ...state.selections, path } })),
  setSort: (sort) => set((state) => ({ selections: { ...state.selections, sort } })),
  toggleValue: (facet, value) =>
    set((state) => {
      const current = read(state.selections, facet);
      const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
      return { selections: write(state.selections, facet, next) };
    }),
  clearFacet: (facet) => set((state) => ({ selections: write(state.selections, facet, []) })),
  clearAll: () =>
    set((state) => ({ selections: { ...emptySelections, path: state.selections.path, sort: state.selections.sort } })),
  loadQuery: (query) =>
    set({
      selections: {
        text: query.text ?? "",
        path: { ...query.path },
        sort: query.sort ?? "relevance",
        priceBin: [...(query.filters?.priceBins ?? [])],
        vendors: [...(query.filters?.vendors ?? [])],
        tags: [...(query.filters?.tags ?? [])],
        colors: [...(query.filters?.colors ?? [])],
        custom: Object.fromEntries(
          Object.entries(query.filters?.custom ?? {}).map(([field, values]) => [field, [...(values ?? [])]]),
        ),
      },
    }),
});

/** The query the current selections ask for (page 0). */
export function selectionsToQuery(selections: SelectionsState, pageSize?: number): SearchQuery {
  return {
    ...(selections.text.trim() ? { text: selections.text.trim() } : {}),
    path: selections.path,
    filters: {
      priceBins: selections.priceBin,
      vendors: selections.vendors,
      tags: selections.tags,
      colors: selections.colors,
      custom: selections.custom,
    },
    sort: selections.sort,
    page: 0,
    ...(pageSize ? { pageSize } : {}),
  };
}

/** Active filters as chips ("Red", "Under $25"...), for the chip bar and "clear all". */
export function activeFilters(selections: SelectionsState): { facet: FacetKey; value: string }[] {
  return [
    ...selections.priceBin.map((value) => ({ facet: "priceBin" as const, value })),
    ...selections.vendors.map((value) => ({ facet: "vendors" as const, value })),
    ...selections.tags.map((value) => ({ facet: "tags" as const, value })),
    ...selections.colors.map((value) => ({ facet: "colors" as const, value })),
    ...Object.entries(selections.custom).flatMap(([field, values]) =>
      values.map((value) => ({ facet: `custom.${field}` as FacetKey, value })),
    ),
  ];
}
