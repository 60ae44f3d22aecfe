// Turns text into term numbers without allocating a string per token: a scanner walks the
// characters, hashing each run of letters and digits, and an open-addressing table finds the
// term by comparing characters. It yields the same terms as `tokenize` (a property test checks
// the two agree).
import { fold } from "./text.js";

const empty = -1;
// FNV-1a, kept in int32 range: an offset basis above 2^31 would make `hash` a heap number.
const fnvOffset = 0x811c9dc5 | 0;
// Tokens hold only a-z and 0-9, so their bytes decode as they are.
const decoder = new TextDecoder();

/** A growable list of term numbers. */
export class TermList {
  items = new Uint32Array(1024);
  length = 0;

  push(term: number): void {
    if (this.length === this.items.length) this.items = grow(this.items, this.length * 2);
    this.items[this.length++] = term;
  }
}

/** Term numbers by hash, with each term's characters kept in one pool for comparing. */
export class TermTable {
  readonly terms: string[] = [];
  private hashes = new Int32Array(1 << 11);
  /** Term t's characters are chars[starts[t]] ... chars[starts[t+1] - 1]. */
  private starts = new Int32Array((1 << 11) + 1);
  private chars = new Uint8Array(1 << 14);
  private slots = new Int32Array(1 << 12).fill(empty);
  /** The token being read, lowercased: reading each character of the text once matters (see `scan`). */
  private token = new Uint8Array(256);

  /**
   * Appends the term of every token of `text` to `out`, in order. Reading a character costs
   * several times more in a string built by concatenation (as the demo catalogue's names and
   * descriptions are) than in a flat one, so the scan reads each character once, into a buffer
   * it then compares from.
   */
  scan(text: string, out: TermList): void {
    const start = out.length;
    // Accented or other non-ASCII text is folded and scanned again; in folded text any character
    // that is not a-z or 0-9 separates tokens, exactly as `tokenize` splits.
    if (!this.scanChars(text, out, true)) {
      out.length = start;
      this.scanChars(fold(text), out, false);
    }
  }

  /** False if `stopAtNonAscii` and the text has a non-ASCII character. */
  private scanChars(source: string, out: TermList, stopAtNonAscii: boolean): boolean {
    let length = 0;
    let hash = fnvOffset;
    for (let i = 0; i < source.length; i++) {
      let code = source.charCodeAt(i);
      if (code >= 65 && code <= 90) code += 32;
      if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
        if (length === this.token.length) this.token = grow(this.token, length * 2);
        this.token[length++] = code;
        hash = Math.imul(hash ^ code, 16777619);
      } else {
        if (code > 127 && stopAtNonAscii) return false;
        if (length > 0) {
          out.push(this.find(length, hash));
          length = 0;
          hash = fnvOffset;
        }
      }
    }
    if (length > 0) out.push(this.find(length, hash));
    return true;
  }

  /** The number of the term in `token[0, length)`, added if new. */
  private find(length: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const term = this.slots[slot] as number;
      if (term === empty) return this.insert(length, hash, slot);
      if (this.hashes[term] === hash && this.matches(term, length)) return term;
    }
  }

  private matches(term: number, length: number): boolean {
    const start = this.starts[term] as number;
    if ((this.starts[term + 1] as number) - start !== length) return false;
    for (let i = 0; i < length; i++) if (this.chars[start + i] !== this.token[i]) return false;
    return true;
  }

  private insert(length: number, hash: number, slot: number): number {
    const number = this.terms.length;
    const token = this.token.subarray(0, length);
    this.terms.push(decoder.decode(token));
    if (number + 1 === this.hashes.length) {
      this.hashes = grow(this.hashes, this.hashes.length * 2);
      this.starts = grow(this.starts, this.hashes.length + 1);
    }
    const start = this.starts[number] as number;
    if (start + length > this.chars.length)
      this.chars = grow(this.chars, Math.max(this.chars.length * 2, start + length));
    this.chars.set(token, start);
    this.starts[number + 1] = start + length;
    this.hashes[number] = hash;
    this.slots[slot] = number;
    // Keep the table at most half full so probes stay short.
    if (this.terms.length * 2 > this.slots.length) this.rehash();
    return number;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(empty);
    const mask = slots.length - 1;
    for (let term = 0; term < this.terms.length; term++) {
      let slot = (this.hashes[term] as number) & mask;
      while (slots[slot] !== empty) slot = (slot + 1) & mask;
      slots[slot] = term;
    }
    this.slots = slots;
  }
}

function grow<T extends Uint8Array | Int32Array | Uint32Array>(array: T, size: number): T {
  const bigger =
    array instanceof Uint8Array
      ? new Uint8Array(size)
      : array instanceof Int32Array
        ? new Int32Array(size)
        : new Uint32Array(size);
  bigger.set(array);
  return bigger as T;
}
