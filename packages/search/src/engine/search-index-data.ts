// The search index as the engine reads it: what build-index.ts makes, assemble-index.ts puts
// together, serialize.ts writes to the catalogue file and run-search.ts answers queries from.
import type { Prop } from "@backlot/domain";
import type { Column } from "./columns.js";
import type { IndexConfig } from "./index-config.js";
import type { TextIndex } from "./text-index.js";

export interface SearchIndexData {
  size: number;
  props: Prop[];
  config: IndexConfig;
  price: Int32Array;
  /** Props (by number) in each sort order; ties broken by catalogue order. */
  orders: { priceAsc: Int32Array; priceDesc: Int32Array; newest: Int32Array; name: Int32Array };
  columns: {
    vendors: Column;
    tags: Column;
    colors: Column;
    priceBins: Column;
    department: Column;
    category: Column;
    subcategory: Column;
    custom: Record<string, Column>;
  };
  text: TextIndex;
}
