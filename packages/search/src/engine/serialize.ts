// The index as JSON, for a tenant build to write and the storefront to load without rebuilding:
// typed arrays travel as base64 (little-endian, as every browser and Node run today).
import type { Prop } from "../generated/prop-types.js";
import type { SearchIndexData } from "./build-index.js";
import type { Column } from "./columns.js";
import type { IndexConfig } from "./index-config.js";
import type { FieldPostings, Lists } from "./text-index.js";
import type { TextField } from "./text.js";

export const indexFormatVersion = 2;

type Encoded = string;
interface EncodedLists {
  offsets: Encoded;
  ids: Encoded;
}
interface EncodedColumn {
  values: string[];
  offsets: Encoded;
  items: Encoded;
}

export interface SerializedIndex {
  version: typeof indexFormatVersion;
  size: number;
  props: Prop[];
  config: IndexConfig;
  price: Encoded;
  orders: Record<keyof SearchIndexData["orders"], Encoded>;
  columns: Record<Exclude<keyof SearchIndexData["columns"], "custom">, EncodedColumn> & {
    custom: Record<string, EncodedColumn>;
  };
  text: { terms: string[]; postings: Record<TextField, { termValues: EncodedLists; valueDocs: EncodedLists }> };
}

function encode(array: Uint32Array | Int32Array): Encoded {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function decodeBytes(text: Encoded): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

const u32 = (text: Encoded) => new Uint32Array(decodeBytes(text));
const i32 = (text: Encoded) => new Int32Array(decodeBytes(text));

const encodeColumn = (column: Column): EncodedColumn => ({
  values: column.values,
  offsets: encode(column.offsets),
  items: encode(column.items),
});
const decodeColumn = (column: EncodedColumn): Column => ({
  values: column.values,
  offsets: u32(column.offsets),
  items: u32(column.items),
});
const encodeLists = (lists: Lists): EncodedLists => ({ offsets: encode(lists.offsets), ids: encode(lists.ids) });
const decodeLists = (lists: EncodedLists): Lists => ({ offsets: u32(lists.offsets), ids: u32(lists.ids) });
const mapValues = <A, B>(record: Record<string, A>, map: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

export function serializeIndex(index: SearchIndexData): SerializedIndex {
  const { custom, ...columns } = index.columns;
  return {
    version: indexFormatVersion,
    size: index.size,
    props: index.props,
    config: index.config,
    price: encode(index.price),
    orders: mapValues(index.orders, encode),
    columns: {
      ...(mapValues(columns, encodeColumn) as Omit<SerializedIndex["columns"], "custom">),
      custom: mapValues(custom, encodeColumn),
    },
    text: {
      terms: index.text.terms,
      postings: mapValues(index.text.postings, (postings: FieldPostings) => ({
        termValues: encodeLists(postings.termValues),
        valueDocs: encodeLists(postings.valueDocs),
      })),
    },
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
  const { custom, ...columns } = data.columns;
  return {
    size: data.size,
    props: data.props,
    config: data.config,
    price: i32(data.price),
    orders: mapValues(data.orders, i32) as SearchIndexData["orders"],
    columns: {
      ...(mapValues(columns, decodeColumn) as Omit<SearchIndexData["columns"], "custom">),
      custom: mapValues(custom, decodeColumn),
    },
    text: {
      terms: data.text.terms,
      postings: mapValues(data.text.postings, (postings) => ({
        termValues: decodeLists(postings.termValues),
        valueDocs: decodeLists(postings.valueDocs),
      })),
    },
  };
}
