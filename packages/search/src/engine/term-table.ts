// Turns text into term numbers without allocating a string per token: a scanner walks the
// characters, hashing each run of letters and digits, and an open-addressing table finds the
// term by comparing characters in place. It yields the same terms as `tokenize` (a property test
// checks the two agree through search results).
import { fold } from "./text.js";

const empty = -1;

/** Receives term numbers as a scan finds them. */
export interface TermSink {
  add(term: number): void;
}

export class TermTable {
  readonly terms: string[] = [];
  private hashes: number[] = [];
  private slots = new Int32Array(1 << 12).fill(empty);

/** Calls `sink.add(term)` for every token of `text`. */
  scan(text: string, sink: TermSink): void {
    // Accented or other non-ASCII text is folded first; in folded text any character that is
    // not a-z or 0-9 separates tokens, exactly as `tokenize` splits.
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) > 127) {
        ascii = false;
        break;
      }
    }
    this.scanChars(ascii ? text : fold(text), sink);
  }

  private scanChars(source: string, sink: TermSink): void {
    let start = -1;
    let hash = 0x811c9dc5;
    for (let i = 0; i <= source.length; i++) {
      let code = i < source.length ? source.charCodeAt(i) : 32;
      if (code >= 65 && code <= 90) code += 32;
      if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
        if (start < 0) {
          start = i;
          hash = 0x811c9dc5;
        }
        hash = Math.imul(hash ^ code, 16777619);
      } else if (start >= 0) {
        sink.add(this.find(source, start, i, hash >>> 0));
        start = -1;
      }
    }
  }

  private find(source: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const term = this.slots[slot] as number;
      if (term === empty) return this.insert(source.slice(start, end).toLowerCase(), hash, slot);
      if (this.hashes[term] === hash && this.matches(this.terms[term] as string, source, start, end)) return term;
    }
  }

  private matches(term: string, source: string, start: number, end: number): boolean {
    if (term.length !== end - start) return false;
    for (let i = 0; i < term.length; i++) {
      let code = source.charCodeAt(start + i);
      if (code >= 65 && code <= 90) code += 32;
      if (code !== term.charCodeAt(i)) return false;
    }
    return true;
  }

  private insert(term: string, hash: number, slot: number): number {
    const number = this.terms.length;
    this.terms.push(term);
    this.hashes.push(hash);
    this.slots[slot] = number;
    // Keep the table at most half full so probes stay short.
    if (this.terms.length * 2 > this.slots.length) this.rehash();
    return number;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(empty);
    const mask = slots.length - 1;
    this.hashes.forEach((hash, term) => {
      let slot = hash & mask;
      while (slots[slot] !== empty) slot = (slot + 1) & mask;
      slots[slot] = term;
    });
    this.slots = slots;
  }
}
