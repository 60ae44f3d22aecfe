// Lists of whole numbers as text, for the serialised index: each number is written as base-64
// digits of 5 bits, lowest first, with a sixth bit saying another digit follows (the VLQ of
// source maps). Numbers under 32 take one character, under 1,024 two.
//
// Why not the bytes of a typed array in base64: an index holds mostly small numbers (value
// numbers, counts, gaps), and 4-byte integers are mostly zero bytes; base64 then cuts every byte
// across two characters, so gzip sees neither the small numbers nor their repeats. Here one small
// number is one character, which gzip codes in a few bits and finds again when a run repeats. The
// characters need no escaping in JSON, and reading them back is a table lookup per character.

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const more = 32;

/** The digit of each character code; -1 for a character that is not one. */
const digitOf = new Int8Array(128).fill(-1);
for (let digit = 0; digit < alphabet.length; digit++) digitOf[alphabet.charCodeAt(digit)] = digit;

/** Writes whole numbers from 0 to 2^53. */
export function encodeVlq(numbers: ArrayLike<number>): string {
  let codes = new Uint8Array(Math.max(16, numbers.length + 8));
  let length = 0;
  for (let i = 0; i < numbers.length; i++) {
    let value = numbers[i] as number;
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`encodeVlq: ${value} is not a whole number from 0 to 2^53`);
    // A number takes at most 11 digits.
    if (length + 11 > codes.length) {
      const bigger = new Uint8Array(codes.length * 2);
      bigger.set(codes);
      codes = bigger;
    }
    do {
      // Division, not shifts: timestamps in milliseconds pass 2^32.
      const low = value % more;
      value = (value - low) / more;
      codes[length++] = alphabet.charCodeAt(value > 0 ? low + more : low);
    } while (value > 0);
  }
  return new TextDecoder().decode(codes.subarray(0, length));
}

/** Reads numbers written by `encodeVlq`. */
export function decodeVlq(text: string): Float64Array {
  const numbers = new Float64Array(countNumbers(text));
  let n = 0;
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const digit = digitAt(text, i);
    if (digit < more) {
      numbers[n++] = value + digit * scale;
      value = 0;
      scale = 1;
    } else {
      value += (digit - more) * scale;
      scale *= more;
    }
  }
  if (scale !== 1) throw new Error("The search index is damaged: a list of numbers ends inside a number");
  return numbers;
}

/**
 * Reads numbers under 2^32 written by `encodeVlq` (counts, value numbers): most of the index. A
 * loop of its own on 32-bit integers, apart from `decodeVlq`'s doubles, so that neither is made
 * again by the engine when it first sees the other kind of number (a worker loads the index once,
 * and such a recompile costs more than the loop).
 */
export function decodeVlqUint32(text: string): Uint32Array {
  const numbers = new Uint32Array(countNumbers(text));
  let n = 0;
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = digitAt(text, i);
    if (digit < more) {
      // 32-bit integer arithmetic: the array's store takes the bits as unsigned.
      numbers[n++] = value | (digit << shift);
      value = 0;
      shift = 0;
    } else {
      value |= (digit - more) << shift;
      shift += 5;
    }
  }
  if (shift !== 0) throw new Error("The search index is damaged: a list of numbers ends inside a number");
  return numbers;
}

/** A number ends at each digit without the "more" bit: their count sizes the array. */
function countNumbers(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if ((digitOf[text.charCodeAt(i) & 127] as number) < more) count++;
  return count;
}

function digitAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  const digit = code < 128 ? (digitOf[code] as number) : -1;
  if (digit < 0) throw new Error(`The search index is damaged: "${text[i]}" in a list of numbers`);
  return digit;
}

/** Signed to unsigned for `encodeVlq`, small either way: 0, -1, 1, -2... become 0, 1, 2, 3... */
export const zigzag = (value: number): number => (value >= 0 ? value * 2 : -value * 2 - 1);
export const unzigzag = (value: number): number => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);
