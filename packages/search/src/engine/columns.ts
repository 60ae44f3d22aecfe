// Facet columns. A single-valued column stores one value number per prop; a multi-valued one
// stores each prop's value numbers in one flat array with offsets (CSR). Counting a facet over
// a set of props is then a walk over small integers.
import { Bitset } from "./bitset.js";

export interface Column {
  /** The distinct values, numbered by position. */
  values: string[];
  /** For prop d: its values are items[offsets[d]] ... items[offsets[d+1] - 1]. */
  offsets: Uint32Array;
  items: Uint32Array;
}

/** The props having any of `selected` (OR within a facet). Unknown values match nothing. */
export function columnMask(
  column: Column,
  selected: readonly string[],
  size: number,
  cache: Map<string, Bitset>,
): Bitset {
  const mask = new Bitset(size);
  for (const value of selected) mask.orInPlace(valueMask(column, value, size, cache));
  return mask;
}

function valueMask(column: Column, value: string, size: number, cache: Map<string, Bitset>): Bitset {
  const cached = cache.get(value);
  if (cached) return cached;
  const number = column.values.indexOf(value);
  const mask = new Bitset(size);
  if (number >= 0) {
    const { offsets, items } = column;
    for (let doc = 0; doc < size; doc++) {
      for (let i = offsets[doc] as number; i < (offsets[doc + 1] as number); i++) {
        if (items[i] === number) {
          mask.add(doc);
          break;
        }
      }
    }
  }
  // Only a few values are ever selected at once; keep the cache from growing without bound.
  if (cache.size > 256) cache.clear();
  cache.set(value, mask);
  return mask;
}

/** Counts, for each value of each column, the props of `mask` that have it. */
export function countColumns(columns: readonly Column[], mask: Bitset): Uint32Array[] {
  const counts = columns.map((column) => new Uint32Array(column.values.length));
  mask.forEach((doc) => {
    for (let c = 0; c < columns.length; c++) {
      const { offsets, items } = columns[c] as Column;
      const tally = counts[c] as Uint32Array;
      for (let i = offsets[doc] as number; i < (offsets[doc + 1] as number); i++)
        tally[items[i] as number] = (tally[items[i] as number] as number) + 1;
    }
  });
  return counts;
}
