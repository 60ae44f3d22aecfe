// Builds the search index from a catalogue: listed props only, in catalogue order, with a column
// per facet, the sort orders precomputed, and the text index. The index is published (the
// storefront downloads it, and prerenders pages from it), so no prop keeps its dock facts.
import type { Prop } from "@backlot/domain";
import { publicProp } from "@backlot/domain/catalogue";
import { assembleIndex } from "./assemble-index.js";
import { ColumnBuilder } from "./column-builder.js";
import type { IndexConfig } from "./index-config.js";
import { isoSeconds } from "./iso-seconds.js";
import { PriceBinColumnBuilder } from "./price-bins.js";
import { readAhead, readAheadBlock } from "./read-ahead.js";
import { buildTextIndex } from "./text-index-builder.js";
import { TreeColumnsBuilder } from "./tree-columns.js";
import type { SearchIndexData } from "./search-index-data.js";

export function buildSearchIndex(catalogue: readonly Prop[], config: IndexConfig): SearchIndexData {
  const props: Prop[] = catalogue.filter((prop) => prop.listed !== false).map(publicProp);
  const size = props.length;

  // One pass over the catalogue dictionary-encodes every field while each prop's data is still in
  // cache; everything after works on value numbers. Names and descriptions are encoded only for
  // the text index and the name order.
  const vendors = new ColumnBuilder(size);
  const tags = new ColumnBuilder(size, 6);
  const colors = new ColumnBuilder(size, 3);
  const priceBins = new PriceBinColumnBuilder(size, config);
  const tree = new TreeColumnsBuilder(size);
  const custom = config.customFields.map(() => new ColumnBuilder(size, 2));
  const names = new ColumnBuilder(size);
  const descriptions = new ColumnBuilder(size);
  const fieldIds = config.customFields.map((field) => field.id);
  const price = new Int32Array(size);
  const created = new Float64Array(size);
  let readAheadTotal = 0;
  for (let doc = 0; doc < size; doc++) {
    if (doc % readAheadBlock === 0)
      readAheadTotal += readAhead(props, doc, Math.min(size, doc + readAheadBlock), fieldIds);
    const prop = props[doc] as Prop;
    price[doc] = prop.weeklyRate;
    created[doc] = isoSeconds(prop.createdAt);
    if (Number.isNaN(created[doc]))
      throw new Error(`Prop ${prop.id}: createdAt "${prop.createdAt}" is not an ISO 8601 timestamp`);
    vendors.add(prop.vendor);
    tags.addAll(prop.tags);
    colors.addAll(prop.colors);
    priceBins.add(prop.weeklyRate);
    tree.add(prop.department, prop.category, prop.subcategory);
    const values = prop.custom;
    for (let f = 0; f < custom.length; f++) (custom[f] as ColumnBuilder).addAll(values[fieldIds[f] as string]);
    names.add(prop.name);
    descriptions.add(prop.description);
  }

  // A use of the read-ahead's result, so its reads stay in the compiled code.
  if (readAheadTotal < 0) throw new Error("buildSearchIndex: the read-ahead saw a negative length");
  const columns: SearchIndexData["columns"] = {
    vendors: vendors.build(),
    tags: tags.build(),
    colors: colors.build(),
    priceBins: priceBins.build(),
    ...tree.build(),
    custom: Object.fromEntries(config.customFields.map((field, f) => [field.id, (custom[f] as ColumnBuilder).build()])),
  };
  const nameColumn = names.build();
  const text = buildTextIndex({ name: nameColumn, tags: columns.tags, description: descriptions.build() });
  return assembleIndex({ props, config, price, created, columns, names: nameColumn, text });
}
