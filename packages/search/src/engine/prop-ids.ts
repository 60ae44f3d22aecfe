// Prop ids in the serialised index. Stock numbers mostly count up ("BPH-10004", "BPH-10005"), so
// each id is a stem and a number ("BPH-" and 10004): the stems go in a column (one value, for most
// catalogues), the numbers as the gap from the id before (1, for most props).
import { type EncodedColumn, decodeColumn, encodeColumn } from "./column-codec.js";
import { ColumnBuilder } from "./column-builder.js";
import { decodeVlq, encodeVlq, unzigzag, zigzag } from "./vlq-text.js";

export interface EncodedIds {
  stems: EncodedColumn;
  /** Each id's number + 1 (0 for an id without one), less the one before, zigzagged (vlq-text.ts). */
  numbers: string;
}

/** A stem, then digits that read back the same from their number (no leading zeros, under 2^53). */
const stemAndNumber = /^(.*?)(0|[1-9]\d{0,14})$/;

export function encodeIds(ids: readonly string[]): EncodedIds {
  const stems = new ColumnBuilder(ids.length);
  const gaps = new Float64Array(ids.length);
  let previous = 0;
  ids.forEach((id, doc) => {
    const match = stemAndNumber.exec(id);
    stems.add(match ? match[1] : id);
    const numbered = match ? Number(match[2]) + 1 : 0;
    gaps[doc] = zigzag(numbered - previous);
    previous = numbered;
  });
  return { stems: encodeColumn(stems.build()), numbers: encodeVlq(gaps) };
}

export function decodeIds(encoded: EncodedIds): string[] {
  const { values, items } = decodeColumn(encoded.stems);
  const gaps = decodeVlq(encoded.numbers);
  const ids = new Array<string>(gaps.length);
  let numbered = 0;
  for (let doc = 0; doc < gaps.length; doc++) {
    numbered += unzigzag(gaps[doc] as number);
    const stem = values[items[doc] as number] as string;
    ids[doc] = numbered === 0 ? stem : stem + String(numbered - 1);
  }
  return ids;
}
