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

/** Numbers distinct values as they are met. */
class ValueNumbers {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  number(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }
}

/** A column where each prop has at most one value. */
export function buildSingleColumn(size: number, valueOf: (doc: number) => string | undefined): Column {
  const numbers = new ValueNumbers();
  const offsets = new Uint32Array(size + 1);
  const items = new Uint32Array(size);
  let length = 0;
  for (let doc = 0; doc < size; doc++) {
    offsets[doc] = length;
    const value = valueOf(doc);
    if (value !== undefined) items[length++] = numbers.number(value);
  }
  offsets[size] = length;
  return { values: numbers.values, offsets, items: items.slice(0, length) };
}

/** A column where each prop has a list of values; repeats within one prop count once. */
export function buildMultiColumn(size: number, valuesOf: (doc: number) => readonly string[] | undefined): Column {
  const numbers = new ValueNumbers();
  const offsets = new Uint32Array(size + 1);
  let items = new Uint32Array(Math.max(16, size * 2));
  let length = 0;
  for (let doc = 0; doc < size; doc++) {
    offsets[doc] = length;
    const values = valuesOf(doc);
    if (values === undefined) continue;
    const docStart = length;
    for (let v = 0; v < values.length; v++) {
      const number = numbers.number(values[v] as string);
      let repeated = false;
      for (let i = docStart; i < length; i++) {
        if (items[i] === number) {
          repeated = true;
          break;
        }
      }
      if (repeated) continue;
      if (length === items.length) {
        const bigger = new Uint32Array(items.length * 2);
        bigger.set(items);
        items = bigger;
      }
      items[length++] = number;
    }
  }
  offsets[size] = length;
  return { values: numbers.values, offsets, items: items.slice(0, length) };
}

/** The props having any of `selected` (OR within a facet). Unknown values match nothing. */
export function columnMask(column: Column, selected: readonly string[], size: number, cache: Map<string, Bitset>): Bitset {
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
      for (let i = offsets[doc] as number; i < (offsets[doc + 1] as number); i++) tally[items[i] as number] = (tally[items[i] as number] as number) + 1;
    }
  });
  return counts;
}
