// The index as JSON, for a tenant build to write (/catalogue/index.json) and the storefront to load
// without rebuilding. It is downloaded before the first search, so it is kept small (issue 19: at
// most 120 bytes gzipped per prop):
// - each value is written once: props are rebuilt from the facet columns (prop-codec.ts) rather
//   than stored beside them;
// - what the loader can make again cheaply is left out: the sort orders, the price bins and the
//   text index's lists from values to props (assemble-index.ts, text-index-codec.ts);
// - numbers are VLQ text (vlq-text.ts), which gzip compresses far better than typed arrays in base64.
import type { Prop } from "@backlot/domain";
import { assembleIndex } from "./assemble-index.js";
import type { SearchIndexData } from "./search-index-data.js";
import { type EncodedColumn, decodeColumn, encodeColumn } from "./column-codec.js";
import { ColumnBuilder } from "./column-builder.js";
import type { Column } from "./columns.js";
import type { IndexConfig } from "./index-config.js";
import { PriceBinColumnBuilder } from "./price-bins.js";
import { type EncodedPrices, decodePrices, encodePrices } from "./price-codec.js";
import { type EncodedProps, decodeProps, encodeProps } from "./prop-codec.js";
import { type EncodedTextIndex, decodeTextIndex, encodeTextIndex } from "./text-index-codec.js";

export const indexFormatVersion = 3;

type StoredColumns = Omit<SearchIndexData["columns"], "priceBins" | "custom">;

export interface SerializedIndex {
  version: typeof indexFormatVersion;
  size: number;
  config: IndexConfig;
  /** Weekly rates by prop number. */
  price: EncodedPrices;
  /** The facet columns but price bins, and the names and descriptions (the props' text, once each). */
  columns: Record<keyof StoredColumns | "names" | "descriptions", EncodedColumn> & {
    custom: Record<string, EncodedColumn>;
  };
  text: EncodedTextIndex;
  props: EncodedProps;
}

const mapValues = <A, B>(record: Record<string, A>, map: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** A column of one field, made as the build makes it, so its values are numbered the same. */
function columnOf(props: readonly Prop[], field: "name" | "description"): Column {
  const builder = new ColumnBuilder(props.length);
  for (const prop of props) builder.add(prop[field]);
  return builder.build();
}

export function serializeIndex(index: SearchIndexData): SerializedIndex {
  const { custom, priceBins: _madeAgain, ...columns } = index.columns;
  // The index keeps names and descriptions only in the text index; the build's columns come back.
  const names = columnOf(index.props, "name");
  const descriptions = columnOf(index.props, "description");
  return {
    version: indexFormatVersion,
    size: index.size,
    config: index.config,
    price: encodePrices(index.price),
    columns: {
      ...(mapValues(columns, encodeColumn) as Record<keyof StoredColumns, EncodedColumn>),
      names: encodeColumn(names),
      descriptions: encodeColumn(descriptions),
      custom: mapValues(custom, encodeColumn),
    },
    text: encodeTextIndex(index.text),
    props: encodeProps(index.props, { columns: index.columns, names, descriptions, price: index.price }),
  };
}

export function loadIndex(data: SerializedIndex): SearchIndexData {
  // Indexes written by an older build may carry any number here.
  const version: number = data.version;
  if (version !== indexFormatVersion) {
    throw new Error(
      `This search index has format ${version}, but this storefront reads format ${indexFormatVersion}; rebuild the ` +
        `tenant`,
    );
  }
  const { config, size } = data;
  const { custom, names: encodedNames, descriptions: encodedDescriptions, ...stored } = data.columns;
  const price = decodePrices(data.price);
  const names = decodeColumn(encodedNames);
  const descriptions = decodeColumn(encodedDescriptions);
  const columns = {
    ...(mapValues(stored, decodeColumn) as Record<keyof StoredColumns, Column>),
    custom: mapValues(custom, decodeColumn),
  };
  const { props, created } = decodeProps(data.props, { columns, names, descriptions, price });
  if (props.length !== size || price.length !== size)
    throw new Error(`The search index is damaged: it says ${size} props but holds ${props.length}`);
  // Price bins as the build makes them, in its pass over the props.
  const priceBins = new PriceBinColumnBuilder(size, config);
  for (let doc = 0; doc < size; doc++) priceBins.add((props[doc] as Prop).weeklyRate);
  return assembleIndex({
    props,
    config,
    price,
    created,
    columns: { ...columns, priceBins: priceBins.build() },
    names,
    text: decodeTextIndex(data.text, { name: names, tags: columns.tags, description: descriptions }),
  });
}
