// The props in the serialised index: only what the index's columns do not already hold. A prop's
// name, description, department, category, subcategory, tags, colours, vendor, custom field values
// and weekly rate are in the columns; its id, createdAt, quantity and sizes go here in columns of
// their own, and the rest (photos, variants) as templated JSON (prop-details.ts). The serialiser
// rebuilds every prop from all that and keeps whole any that would not come back the same.
import type { Prop } from "@backlot/domain";
import type { SearchIndexData } from "./search-index-data.js";
import { type EncodedColumn, decodeColumn, encodeColumn } from "./column-codec.js";
import { ColumnBuilder } from "./column-builder.js";
import type { Column } from "./columns.js";
import { type EncodedTimes, decodeTimes, encodeTimes } from "./created-at-codec.js";
import { type EncodedIds, decodeIds, encodeIds } from "./prop-ids.js";
import { type DetailsWriter, compileTemplate, detailsTemplate } from "./prop-details.js";
import { sameJson } from "@backlot/domain";

export interface EncodedProps {
  ids: EncodedIds;
  createdAt: EncodedTimes;
  /** Numbers as JSON numbers (sizes may have decimals), by prop number; null where a prop has none. */
  quantity: (number | null)[];
  width: (number | null)[];
  height: (number | null)[];
  depth: (number | null)[];
  weight: (number | null)[];
  /** Everything else (photos, variants, listed, other custom fields) as templated JSON. */
  details: EncodedColumn;
  /** Props the rest would not give back exactly (a tag twice, say), whole, by prop number. */
  whole: Record<string, Prop>;
}

/** What the props are rebuilt from besides their own part: the index's columns and rates. */
export interface PropSources {
  columns: Omit<SearchIndexData["columns"], "priceBins">;
  names: Column;
  descriptions: Column;
  price: Int32Array;
}

/** The fields the columns and the lists of `EncodedProps` hold; `details` holds the others. */
const keysElsewhere = [
  "id",
  "name",
  "description",
  "department",
  "category",
  "subcategory",
  "tags",
  "colors",
  "vendor",
  "weeklyRate",
  "quantity",
  "dimensions",
  "weight",
  "custom",
  "createdAt",
] as const;

export function encodeProps(props: readonly Prop[], sources: PropSources): EncodedProps {
  const facetFields = new Set(Object.keys(sources.columns.custom));
  const details = new ColumnBuilder(props.length);
  for (const prop of props) {
    const rest: Record<string, unknown> = { ...prop };
    for (const key of keysElsewhere) delete rest[key];
    // Values of facet fields are in the columns; an empty list there reads as no list, so it stays here.
    const otherCustom = Object.entries(prop.custom ?? {}).filter(
      ([field, values]) => !facetFields.has(field) || !Array.isArray(values) || values.length === 0,
    );
    if (otherCustom.length > 0) rest.custom = Object.fromEntries(otherCustom);
    details.add(detailsTemplate(rest, prop.id, prop.name));
  }
  const numbers = (read: (prop: Prop) => number | undefined) => props.map((prop) => read(prop) ?? null);
  const encoded: EncodedProps = {
    ids: encodeIds(props.map((prop) => prop.id)),
    createdAt: encodeTimes(props.map((prop) => prop.createdAt)),
    quantity: numbers((prop) => prop.quantity),
    width: numbers((prop) => prop.dimensions?.width),
    height: numbers((prop) => prop.dimensions?.height),
    depth: numbers((prop) => prop.dimensions?.depth),
    weight: numbers((prop) => prop.weight),
    details: encodeColumn(details.build()),
    whole: {},
  };
  // Rebuild as the loader will, and keep whole whatever does not come back the same.
  decodeProps(encoded, sources).props.forEach((rebuilt, doc) => {
    if (!sameJson(rebuilt, props[doc])) encoded.whole[doc] = props[doc] as Prop;
  });
  return encoded;
}

export interface DecodedProps {
  props: Prop[];
  /** createdAt in seconds since 1970, by prop number: read from the numbers, not the text. */
  created: Float64Array;
}

export function decodeProps(encoded: EncodedProps, { columns, names, descriptions, price }: PropSources): DecodedProps {
  const ids = decodeIds(encoded.ids);
  const { texts: createdAt, seconds: created } = decodeTimes(encoded.createdAt);
  const details = decodeColumn(encoded.details);
  const writers = details.values.map(compileTemplate);
  const { quantity, width, height, depth, weight, whole } = encoded;
  // Category and subcategory values are keys with their parents' names (index-config.ts).
  const categoryNames = columns.category.values.map((key) => key.slice(key.indexOf("\u0000") + 1));
  const subcategoryNames = columns.subcategory.values.map((key) =>
    key.slice(key.indexOf("\u0000", key.indexOf("\u0000") + 1) + 1),
  );
  const customFields = Object.keys(columns.custom);
  const customColumns = Object.values(columns.custom);
  // Names, descriptions, departments and categories: one value per prop, read here directly.
  const { department: departmentColumn, category: categoryColumn } = columns;
  const props = new Array<Prop>(ids.length);
  // This runs once per prop in a worker that has just started, mostly before the engine has
  // compiled it: one object literal, then only the keys a prop has, plain loops (no iterators) and
  // few calls keep the steps per prop few.
  for (let doc = 0; doc < ids.length; doc++) {
    const kept = whole[doc];
    if (kept) {
      props[doc] = kept;
      continue;
    }
    const id = ids[doc] as string;
    const prop = {
      id,
      name: names.values[names.items[names.offsets[doc] as number] as number] as string,
      description: descriptions.values[descriptions.items[descriptions.offsets[doc] as number] as number] as string,
      department: departmentColumn.values[
        departmentColumn.items[departmentColumn.offsets[doc] as number] as number
      ] as string,
      category: categoryNames[categoryColumn.items[categoryColumn.offsets[doc] as number] as number] as string,
      tags: all(columns.tags, doc),
      colors: all(columns.colors, doc),
      weeklyRate: price[doc] as number,
      custom: {},
      createdAt: createdAt[doc] as string,
    } as Prop;
    const subcategory = item(columns.subcategory, doc);
    if (subcategory !== undefined) prop.subcategory = subcategoryNames[subcategory];
    const vendor = first(columns.vendors, doc);
    if (vendor !== undefined) prop.vendor = vendor;
    if (quantity[doc] !== null) prop.quantity = quantity[doc] as number;
    if (width[doc] !== null)
      prop.dimensions = { width: width[doc] as number, height: height[doc] as number, depth: depth[doc] as number };
    if (weight[doc] !== null) prop.weight = weight[doc] as number;
    const otherCustom = (writers[details.items[doc] as number] as DetailsWriter)(prop as never, id, prop.name);
    for (let f = 0; f < customColumns.length; f++) {
      const column = customColumns[f] as Column;
      if (item(column, doc) !== undefined) prop.custom[customFields[f] as string] = all(column, doc);
    }
    if (otherCustom) Object.assign(prop.custom, otherCustom);
    props[doc] = prop;
  }
  return { props, created };
}

/** The prop's first value number in the column, if it has any. */
const item = ({ offsets, items }: Column, doc: number): number | undefined =>
  (offsets[doc] as number) < (offsets[doc + 1] as number) ? items[offsets[doc] as number] : undefined;

const first = (column: Column, doc: number): string | undefined => {
  const number = item(column, doc);
  return number === undefined ? undefined : column.values[number];
};

/** The prop's values in the column, as a list of its own. */
function all({ values, offsets, items }: Column, doc: number): string[] {
  const start = offsets[doc] as number;
  const list = new Array<string>((offsets[doc + 1] as number) - start);
  for (let i = 0; i < list.length; i++) list[i] = values[items[start + i] as number] as string;
  return list;
}
