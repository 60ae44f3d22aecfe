// The precomputed sort orders: props (by number) in order of a key, ties in catalogue order.
import type { Column } from "./columns.js";
import { nameSortKey } from "./text.js";

/** Radix digits of 16 bits: two passes cover prices and timestamps, one pass ranks. */
const digitValues = 1 << 16;
// `& digitMask` takes the low 16 bits of any whole number below 2^53 (ToInt32 works modulo 2^32);
// `%` on a double is a slow library call.
const digitMask = digitValues - 1;

/** Combined keys (`sortCombined`) hold a doc number in their low 16 bits and a key below 2^37 above them. */
const combinedKeyLimit = 2 ** 37;

/**
 * Docs in ascending order of `keys` (whole numbers from 0 to 2^48), ties in doc order. A stable
 * radix sort: a counting pass per 16-bit digit, and only as many digits as the largest key needs.
 * Up to 65,536 props, one native sort instead (see `sortCombined`).
 */
export function orderByKey(keys: Float64Array): Int32Array {
  const size = keys.length;
  let largest = 0;
  for (let doc = 0; doc < size; doc++) if ((keys[doc] as number) > largest) largest = keys[doc] as number;
  if (size <= digitValues && largest < combinedKeyLimit) return sortCombined(keys);
  let order = new Int32Array(size);
  for (let doc = 0; doc < size; doc++) order[doc] = doc;
  let spare = new Int32Array(size);
  const counts = new Int32Array(digitValues);
  // Each doc's digit in this pass, kept from counting for placing: placing visits docs in a
  // scattered order, where an Int32 read costs less than a double read and a division.
  const digits = new Int32Array(size);
  for (let scale = 1; scale <= largest; scale *= digitValues) {
    counts.fill(0);
    for (let doc = 0; doc < size; doc++) {
      const digit = Math.floor((keys[doc] as number) / scale) & digitMask;
      digits[doc] = digit;
      counts[digit] = (counts[digit] as number) + 1;
    }
    for (let digit = 0, start = 0; digit < digitValues; digit++) {
      const count = counts[digit] as number;
      counts[digit] = start;
      start += count;
    }
    for (let i = 0; i < size; i++) {
      const doc = order[i] as number;
      const digit = digits[doc] as number;
      spare[counts[digit] as number] = doc;
      counts[digit] = (counts[digit] as number) + 1;
    }
    [order, spare] = [spare, order];
  }
  return order;
}

/**
 * `orderByKey` for up to 2^16 docs and keys below 2^37, by sorting key * 2^16 + doc as doubles
 * (exact below 2^53): a radix pass walks 65,536 counters however few the props, and the index
 * loader runs this in a worker that has just started, where the native sort is already compiled
 * and a loop of ours is not. The same order: by key, then by doc.
 */
function sortCombined(keys: Float64Array): Int32Array {
  const size = keys.length;
  const combined = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) combined[doc] = (keys[doc] as number) * digitValues + doc;
  combined.sort();
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = (combined[i] as number) & digitMask;
  return order;
}

/** An order with its groups of equal keys reversed, each group still in doc order. */
export function reverseGroups(order: Int32Array, keys: Float64Array): Int32Array {
  const reversed = new Int32Array(order.length);
  let write = 0;
  for (let end = order.length; end > 0;) {
    let start = end - 1;
    const key = keys[order[start] as number];
    while (start > 0 && keys[order[start - 1] as number] === key) start--;
    reversed.set(order.subarray(start, end), write);
    write += end - start;
    end = start;
  }
  return reversed;
}

/** Each doc's rank by name (equal sort keys share a rank), from the column of names. */
export function nameRanks(names: Column): Float64Array {
  // Each distinct name is folded once; ranks come from sorting the distinct keys. The sort without
  // a comparer orders strings by UTF-16 code units, as `<` does, and runs no code of ours per step.
  const keys = names.values.map(nameSortKey);
  const rankOfKey = new Map<string, number>();
  for (const key of [...new Set(keys)].sort()) rankOfKey.set(key, rankOfKey.size);
  const rankOfValue = Float64Array.from(keys, (key) => rankOfKey.get(key) as number);
  const size = names.offsets.length - 1;
  const ranks = new Float64Array(size);
  for (let doc = 0; doc < size; doc++)
    ranks[doc] = rankOfValue[names.items[names.offsets[doc] as number] as number] as number;
  return ranks;
}
