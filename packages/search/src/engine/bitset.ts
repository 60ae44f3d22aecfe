// A fixed-size set of document numbers as 32-bit words: the engine's filters are ANDs and ORs of
// these, a few thousand word operations even at 100,000 props.

export class Bitset {
  readonly words: Uint32Array;
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  static of(size: number, docs: Iterable<number>): Bitset {
    const set = new Bitset(size);
    for (const doc of docs) set.add(doc);
    return set;
  }

  add(doc: number): void {
    this.words[doc >>> 5] = ((this.words[doc >>> 5] ?? 0) | (1 << (doc & 31))) >>> 0;
  }

  has(doc: number): boolean {
    return (((this.words[doc >>> 5] ?? 0) >>> (doc & 31)) & 1) === 1;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** this = this AND other */
  andInPlace(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] = ((words[i] as number) & (others[i] as number)) >>> 0;
    return this;
  }

  /** this = this AND NOT other */
  andNotInPlace(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] = ((words[i] as number) & ~(others[i] as number)) >>> 0;
    return this;
  }

  /** this = this OR other */
  orInPlace(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] = ((words[i] as number) | (others[i] as number)) >>> 0;
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.words) total += popcount(word);
    return total;
  }

  /** Calls `visit` with every member, in increasing order. */
  forEach(visit: (doc: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i] as number;
      while (word !== 0) {
        const low = word & -word;
        visit(i * 32 + 31 - Math.clz32(low));
        word = (word ^ low) >>> 0;
      }
    }
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
