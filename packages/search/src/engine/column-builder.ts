// Builds a facet column (see columns.ts) one prop at a time, numbering values as they first appear.
import type { Column } from "./columns.js";

/** Values are numbered in order of first appearance; repeats within one prop count once. */
export class ColumnBuilder {
  private readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly offsets: Uint32Array;
  private items: Uint32Array;
  private docs = 0;
  private length = 0;

  /** `valuesPerDoc`: the expected average, so the item array rarely grows. */
  constructor(
    private readonly size: number,
    valuesPerDoc = 1,
  ) {
    this.offsets = new Uint32Array(size + 1);
    this.items = new Uint32Array(Math.max(16, Math.ceil(size * valuesPerDoc)));
  }

  /** Adds the next prop, with one value or none. */
  add(value: string | undefined): void {
    this.offsets[this.docs++] = this.length;
    if (value !== undefined) this.append(this.number(value));
  }

  /** Adds the next prop with any number of values. */
  addAll(values: readonly string[] | undefined): void {
    const start = this.length;
    this.offsets[this.docs++] = start;
    if (values === undefined) return;
    for (let v = 0; v < values.length; v++) this.push(this.number(values[v] as string), start);
  }

  /**
   * Adds the next prop with a value already numbered by `number`: callers that know more about
   * their values (the category tree, price bins) look each one up once, not once per prop.
   */
  addNumber(number: number | undefined): void {
    this.offsets[this.docs++] = this.length;
    if (number !== undefined) this.append(number);
  }

  /** The value's number, registering it on first sight. */
  number(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  build(): Column {
    if (this.docs !== this.size) throw new Error(`ColumnBuilder: ${this.docs} props added, expected ${this.size}`);
    this.offsets[this.docs] = this.length;
    // A view, not a copy: keeping the spare capacity costs less than copying the items.
    return { values: this.values, offsets: this.offsets, items: this.items.subarray(0, this.length) };
  }

  /** Appends `number` unless the current prop, whose values start at `docStart`, has it. */
  private push(number: number, docStart: number): void {
    for (let i = docStart; i < this.length; i++) if (this.items[i] === number) return;
    this.append(number);
  }

  private append(number: number): void {
    if (this.length === this.items.length) {
      const bigger = new Uint32Array(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length++] = number;
  }
}
