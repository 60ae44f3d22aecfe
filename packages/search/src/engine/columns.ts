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

/**
 * Builds a column one prop at a time, so the index is built in a single pass over the catalogue
 * while each prop's data is still in cache. Repeats within one prop count once.
 */
export class ColumnBuilder {
  private readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  private offsets: Uint32Array;
  private items: Uint32Array;
  private docs = 0;
  private length = 0;

  constructor(expectedDocs: number) {
    this.offsets = new Uint32Array(expectedDocs + 1);
    this.items = new Uint32Array(Math.max(16, expectedDocs * 2));
  }

  /** Adds the next prop, with one value, several, or none. */
  add(value: string | readonly string[] | undefined): void {
    if (this.docs + 1 >= this.offsets.length) this.offsets = grow(this.offsets, this.offsets.length * 2);
    this.offsets[this.docs] = this.length;
    this.docs++;
    if (value === undefined) return;
    if (typeof value === "string") this.push(this.number(value), this.length);
    else {
      const start = this.length;
      for (let v = 0; v < value.length; v++) this.push(this.number(value[v] as string), start);
    }
  }

  build(): Column {
    this.offsets[this.docs] = this.length;
    return { values: this.values, offsets: this.offsets.slice(0, this.docs + 1), items: this.items.slice(0, this.length) };
  }

  private number(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  private push(number: number, docStart: number): void {
    for (let i = docStart; i < this.length; i++) if (this.items[i] === number) return;
    if (this.length === this.items.length) this.items = grow(this.items, this.items.length * 2);
    this.items[this.length++] = number;
  }
}

function grow(array: Uint32Array, size: number): Uint32Array {
  const bigger = new Uint32Array(size);
  bigger.set(array);
  return bigger;
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
