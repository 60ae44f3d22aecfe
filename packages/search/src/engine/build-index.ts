// Builds the search index from a catalogue: listed props only, in catalogue order, with a column
// per facet, the sort orders precomputed, and the text index.
import type { Prop } from "../generated/prop-types.js";
import { type Column, ColumnBuilder } from "./columns.js";
import { type IndexConfig, categoryKey, priceBinOf, subcategoryKey } from "./index-config.js";
import { type TextIndex, TextIndexBuilder } from "./text-index.js";
import { nameSortKey } from "./text.js";

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

/** Docs ordered by a numeric key, ties by catalogue order: key and doc packed in one float, sorted natively. */
function permutation(size: number, keyOf: (doc: number) => number): Int32Array {
  // Keys must be whole numbers below 2^32 so key * 2^20 + doc stays exact (up to a million props).
  const packed = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) packed[doc] = keyOf(doc) * 1_048_576 + doc;
  packed.sort();
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = (packed[i] as number) % 1_048_576;
  return order;
}

/**
 * Seconds since 1970 of an ISO 8601 timestamp. The common "YYYY-MM-DDTHH:MM:SS(.sss)Z" form is
 * read digit by digit (several times faster than Date.parse); anything else goes to Date.parse.
 */
export function isoSeconds(text: string): number {
  const digit = (i: number) => text.charCodeAt(i) - 48;
  if (text.length >= 20 && text[4] === "-" && text[7] === "-" && text[10] === "T" && text[13] === ":" && text[16] === ":" && text.endsWith("Z") && (text.length === 20 || text[19] === ".")) {
    const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
    const two = (i: number) => digit(i) * 10 + digit(i + 1);
    const seconds = Date.UTC(year, two(5) - 1, two(8), two(11), two(14), two(17)) / 1000;
    if (!Number.isNaN(seconds)) return seconds;
  }
  return Math.floor(Date.parse(text) / 1000);
}

/** Each doc's rank by name (equal names share a rank). */
function nameRanks(names: readonly string[]): Uint32Array {
  // Each distinct name is folded once; ranks come from sorting the distinct keys.
  const keyOf = new Map<string, string>();
  for (const name of names) if (!keyOf.has(name)) keyOf.set(name, nameSortKey(name));
  const unique = [...new Set(keyOf.values())].sort();
  const rankOfKey = new Map(unique.map((key, i) => [key, i]));
  const rankOfName = new Map([...keyOf].map(([name, key]) => [name, rankOfKey.get(key) as number]));
  return Uint32Array.from(names, (name) => rankOfName.get(name) as number);
}

export function buildSearchIndex(catalogue: readonly Prop[], config: IndexConfig): SearchIndexData {
  const props = catalogue.filter((prop) => prop.listed !== false);
  const size = props.length;
  if (size > 1_048_576) throw new Error(`The embedded engine holds at most 1,048,576 props, not ${size}; use Typesense for larger catalogues`);

  // One pass over the catalogue feeds every column and the text index while each prop's data
  // is still in cache; separate passes per column cost several times more at 100,000 props.
  const columns = {
    vendors: new ColumnBuilder(size),
    tags: new ColumnBuilder(size),
    colors: new ColumnBuilder(size),
    priceBins: new ColumnBuilder(size),
    department: new ColumnBuilder(size),
    category: new ColumnBuilder(size),
    subcategory: new ColumnBuilder(size),
  };
  const custom = config.customFields.map(() => new ColumnBuilder(size));
  const text = new TextIndexBuilder(size);
  const name: string[] = [];
  const price = new Int32Array(size);
  const created = new Float64Array(size);
  // Composite keys are made once per distinct department and category, not once per prop.
  const keys = new Map<string, Map<string, { category: string; subcategories: Map<string, string> }>>();
  for (let doc = 0; doc < size; doc++) {
    const prop = props[doc] as Prop;
    name.push(prop.name);
    price[doc] = prop.weeklyRate;
    created[doc] = isoSeconds(prop.createdAt);
    columns.vendors.add(prop.vendor);
    columns.tags.add(prop.tags);
    columns.colors.add(prop.colors);
    columns.priceBins.add(priceBinOf(prop.weeklyRate, config.priceBins));
    columns.department.add(prop.department);
    let byCategory = keys.get(prop.department);
    if (!byCategory) keys.set(prop.department, (byCategory = new Map<string, { category: string; subcategories: Map<string, string> }>()));
    let entry = byCategory.get(prop.category);
    if (!entry) byCategory.set(prop.category, (entry = { category: categoryKey(prop.department, prop.category), subcategories: new Map() }));
    columns.category.add(entry.category);
    let sub: string | undefined;
    if (prop.subcategory !== undefined) {
      sub = entry.subcategories.get(prop.subcategory);
      if (sub === undefined) entry.subcategories.set(prop.subcategory, (sub = subcategoryKey(prop.department, prop.category, prop.subcategory)));
    }
    columns.subcategory.add(sub);
    const values = prop.custom;
    for (let f = 0; f < custom.length; f++) (custom[f] as ColumnBuilder).add(values[(config.customFields[f] as { id: string }).id]);
    text.add(prop.name, prop.tags, prop.description);
  }

  let latest = Number.NEGATIVE_INFINITY;
  let maxPrice = 0;
  for (let doc = 0; doc < size; doc++) {
    if ((created[doc] as number) > latest) latest = created[doc] as number;
    if ((price[doc] as number) > maxPrice) maxPrice = price[doc] as number;
  }
  const names = nameRanks(name);
  return {
    size,
    props,
    config,
    price,
    orders: {
      priceAsc: permutation(size, (doc) => price[doc] as number),
      priceDesc: permutation(size, (doc) => maxPrice - (price[doc] as number)),
      newest: permutation(size, (doc) => latest - (created[doc] as number)),
      name: permutation(size, (doc) => names[doc] as number),
    },
    columns: {
      vendors: columns.vendors.build(),
      tags: columns.tags.build(),
      colors: columns.colors.build(),
      priceBins: columns.priceBins.build(),
      department: columns.department.build(),
      category: columns.category.build(),
      subcategory: columns.subcategory.build(),
      custom: Object.fromEntries(config.customFields.map((field, f) => [field.id, (custom[f] as ColumnBuilder).build()])),
    },
    text: text.build(),
  };
}
