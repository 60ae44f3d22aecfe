// createdAt in the serialised index: as milliseconds after the earliest, which take 8 VLQ
// characters (vlq-text.ts) for a catalogue of a few years where the ISO text takes 24 (gzipped,
// 5 bytes a prop for the demo catalogue rather than 9). A timestamp that `toISOString` would not
// write back the same (no milliseconds, an offset) travels as text.
import { isoSeconds } from "./iso-seconds.js";
import { decodeVlq, encodeVlq } from "./vlq-text.js";

export interface EncodedTimes {
  /** Milliseconds since 1970 of the earliest timestamp. */
  earliest: number;
  /** Each prop's milliseconds after the earliest (0 for those in `texts`). */
  offsets: string;
  /** Timestamps kept as they were written, by prop number. */
  texts: Record<string, string>;
}

/**
 * The milliseconds of an ISO timestamp that `toISOString` writes back the same (and whose seconds
 * are those the build reads, as the loader takes them from the milliseconds), else NaN.
 */
function exactMilliseconds(text: string): number {
  const ms = Date.parse(text);
  const exact =
    Number.isFinite(ms) && new Date(ms).toISOString() === text && Math.floor(ms / 1000) === isoSeconds(text);
  return exact ? ms : Number.NaN;
}

export function encodeTimes(texts: readonly string[]): EncodedTimes {
  const ms = texts.map(exactMilliseconds);
  const earliest = ms.reduce((min, value) => (value < min ? value : min), Number.POSITIVE_INFINITY);
  const kept: Record<string, string> = {};
  const offsets = ms.map((value, doc) => {
    if (!Number.isNaN(value)) return value - earliest;
    kept[doc] = texts[doc] as string;
    return 0;
  });
  return { earliest: Number.isFinite(earliest) ? earliest : 0, offsets: encodeVlq(offsets), texts: kept };
}

export interface DecodedTimes {
  texts: string[];
  /** Seconds since 1970, as `isoSeconds` reads the texts (for the "newest" order). */
  seconds: Float64Array;
}

export function decodeTimes({ earliest, offsets, texts: kept }: EncodedTimes): DecodedTimes {
  const ms = decodeVlq(offsets);
  const texts = new Array<string>(ms.length);
  const seconds = new Float64Array(ms.length);
  for (let doc = 0; doc < ms.length; doc++) {
    const time = earliest + (ms[doc] as number);
    texts[doc] = new Date(time).toISOString();
    seconds[doc] = Math.floor(time / 1000);
  }
  for (const [doc, text] of Object.entries(kept)) {
    texts[Number(doc)] = text;
    seconds[Number(doc)] = isoSeconds(text);
  }
  return { texts, seconds };
}
