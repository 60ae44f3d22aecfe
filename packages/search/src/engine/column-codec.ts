// A facet column (see columns.ts) in the serialised index: its values, how many each prop has,
// and the value numbers, the numbers as VLQ text (vlq-text.ts).
import type { Column } from "./columns.js";
import { decodeVlqUint32, encodeVlq } from "./vlq-text.js";

export interface EncodedColumn {
  values: string[];
  /** Each prop's number of values (the gaps between offsets: small, where offsets grow without end). */
  counts: string;
  /** Each prop's value numbers, with 0 for "the next new value" and n + 1 for value n (see `toCodes`). */
  items: string;
}

export function encodeColumn(column: Column): EncodedColumn {
  const { offsets, items } = column;
  const size = offsets.length - 1;
  const counts = new Uint32Array(size);
  for (let doc = 0; doc < size; doc++) counts[doc] = (offsets[doc + 1] as number) - (offsets[doc] as number);
  return { values: column.values, counts: encodeVlq(counts), items: encodeVlq(toCodes(items)) };
}

export function decodeColumn(column: EncodedColumn): Column {
  const counts = decodeVlqUint32(column.counts);
  const offsets = new Uint32Array(counts.length + 1);
  for (let doc = 0; doc < counts.length; doc++) offsets[doc + 1] = (offsets[doc] as number) + (counts[doc] as number);
  const items = fromCodes(decodeVlqUint32(column.items));
  if (items.length !== offsets[counts.length])
    throw new Error(
      `The search index is damaged: a column counts ${offsets[counts.length]} values but has ${items.length}`,
    );
  return { values: column.values, offsets, items };
}

/**
 * Columns number values in order of first appearance, so a value met for the first time is always
 * the next number: writing it as 0 turns a column of mostly distinct values (names, descriptions)
 * into a run of zeros, where the plain numbers would grow by one each time and never repeat. Other
 * values are written as their number + 1. "Next" is one more than the largest number so far, so
 * any numbering reads back as it was.
 */
function toCodes(items: Uint32Array): Uint32Array {
  const codes = new Uint32Array(items.length);
  let next = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as number;
    codes[i] = item === next ? 0 : item + 1;
    if (item >= next) next = item + 1;
  }
  return codes;
}

/** The inverse of `toCodes`, in place. */
function fromCodes(codes: Uint32Array): Uint32Array {
  let next = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    const item = code === 0 ? next : code - 1;
    codes[i] = item;
    if (item >= next) next = item + 1;
  }
  return codes;
}
