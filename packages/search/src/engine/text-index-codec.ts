// The text index in the serialised index. Each term's list of values (the distinct names, tags or
// descriptions holding it) is stored, as gaps; the lists from values to props are not, as they are
// the columns turned around (one counting sort). Making the term lists again would mean tokenizing
// every name and description when the worker starts, several times the cost of reading them.
import type { Column } from "./columns.js";
import { invert } from "./text-index-builder.js";
import { type FieldPostings, type Lists, type TextIndex, textFields } from "./text-index.js";
import type { TextField } from "./text.js";
import { decodeVlqUint32, encodeVlq } from "./vlq-text.js";

export interface EncodedTextIndex {
  /** The vocabulary, sorted. */
  terms: string[];
  /** Per field, each term's number of values, and the values' numbers (ascending) as gaps. */
  postings: Record<TextField, { counts: string; gaps: string }>;
}

export function encodeTextIndex(text: TextIndex): EncodedTextIndex {
  const postings = Object.fromEntries(
    textFields.map((field) => {
      const { offsets, ids } = text.postings[field].termValues;
      return [field, { counts: encodeVlq(countsOf(offsets)), gaps: encodeVlq(gapsOf(offsets, ids)) }];
    }),
  );
  return { terms: text.terms, postings: postings as EncodedTextIndex["postings"] };
}

export function decodeTextIndex(encoded: EncodedTextIndex, columns: Record<TextField, Column>): TextIndex {
  const postings = Object.fromEntries(
    textFields.map((field): [TextField, FieldPostings] => {
      const { counts, gaps } = encoded.postings[field];
      const column = columns[field];
      return [
        field,
        {
          termValues: fromGaps(decodeVlqUint32(counts), decodeVlqUint32(gaps)),
          valueDocs: invert({ offsets: column.offsets, ids: column.items }, column.values.length),
        },
      ];
    }),
  );
  return { terms: encoded.terms, postings: postings as TextIndex["postings"] };
}

function countsOf(offsets: Uint32Array): Uint32Array {
  const counts = new Uint32Array(offsets.length - 1);
  for (let key = 0; key < counts.length; key++) counts[key] = (offsets[key + 1] as number) - (offsets[key] as number);
  return counts;
}

/** Each list's first id, then each id less the one before and 1: ascending ids become small numbers. */
function gapsOf(offsets: Uint32Array, ids: Uint32Array): Uint32Array {
  const gaps = new Uint32Array(ids.length);
  for (let key = 0; key + 1 < offsets.length; key++) {
    let previous = -1;
    for (let i = offsets[key] as number; i < (offsets[key + 1] as number); i++) {
      gaps[i] = (ids[i] as number) - previous - 1;
      previous = ids[i] as number;
    }
  }
  return gaps;
}

/** The inverse of `countsOf` and `gapsOf`; the gaps' array becomes the ids. */
function fromGaps(counts: Uint32Array, gaps: Uint32Array): Lists {
  const offsets = new Uint32Array(counts.length + 1);
  for (let key = 0; key < counts.length; key++) {
    const start = offsets[key] as number;
    const end = start + (counts[key] as number);
    offsets[key + 1] = end;
    let previous = -1;
    for (let i = start; i < end; i++) {
      previous += (gaps[i] as number) + 1;
      gaps[i] = previous;
    }
  }
  if (offsets[counts.length] !== gaps.length)
    throw new Error("The search index is damaged: its term lists do not add up");
  return { offsets, ids: gaps };
}
