// itemsjs ships no types; this is the part the benchmark uses.
declare module "itemsjs" {
  interface ItemsJsOptions {
    aggregations: Record<string, { title: string; size: number; conjunction: boolean }>;
    sortings: Record<string, { field: string; order: "asc" | "desc" }>;
    searchableFields: string[];
  }
  interface ItemsJs {
    search(input: { query?: string; filters?: Record<string, string[]>; sort?: string; per_page?: number }): {
      pagination: { total: number };
    };
  }
  export default function itemsjs(items: object[], options: ItemsJsOptions): ItemsJs;
}
