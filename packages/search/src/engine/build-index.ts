// Builds the search index from a catalogue: listed props only, in catalogue order, with a column
// per facet, the sort orders precomputed, and the text index.
import type { Prop } from "../generated/prop-types.js";
import { type Column, buildColumn } from "./columns.js";
import { type IndexConfig, categoryKey, priceBinOf, subcategoryKey } from "./index-config.js";
import { type TextIndex, buildTextIndex } from "./text-index.js";

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

function permutation(size: number, compare: (a: number, b: number) => number): Int32Array {
  const order = Array.from({ length: size }, (_, doc) => doc);
  order.sort((a, b) => compare(a, b) || a - b);
  return Int32Array.from(order);
}

export function buildSearchIndex(catalogue: readonly Prop[], config: IndexConfig): SearchIndexData {
  const props = catalogue.filter((prop) => prop.listed !== false);
  const size = props.length;
  const price = Int32Array.from(props.map((prop) => prop.weeklyRate));
  const created = Float64Array.from(props.map((prop) => Date.parse(prop.createdAt)));
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  const single = (value: string | undefined) => (value === undefined ? [] : [value]);
  return {
    size,
    props,
    config,
    price,
    orders: {
      priceAsc: permutation(size, (a, b) => (price[a] as number) - (price[b] as number)),
      priceDesc: permutation(size, (a, b) => (price[b] as number) - (price[a] as number)),
      newest: permutation(size, (a, b) => (created[b] as number) - (created[a] as number)),
      name: permutation(size, (a, b) => collator.compare(props[a]?.name ?? "", props[b]?.name ?? "")),
    },
    columns: {
      vendors: buildColumn(props.map((prop) => single(prop.vendor))),
      tags: buildColumn(props.map((prop) => prop.tags ?? [])),
      colors: buildColumn(props.map((prop) => prop.colors ?? [])),
      priceBins: buildColumn(props.map((prop) => single(priceBinOf(prop.weeklyRate, config.priceBins)))),
      department: buildColumn(props.map((prop) => [prop.department])),
      category: buildColumn(props.map((prop) => [categoryKey(prop.department, prop.category)])),
      subcategory: buildColumn(props.map((prop) => single(prop.subcategory && subcategoryKey(prop.department, prop.category, prop.subcategory)))),
      custom: Object.fromEntries(config.customFields.map((field) => [field.id, buildColumn(props.map((prop) => prop.custom?.[field.id] ?? []))])),
    },
    text: buildTextIndex(props.map((prop) => ({ name: prop.name, tags: (prop.tags ?? []).join(" "), description: prop.description ?? "" }))),
  };
}
