// Weekly rates in the serialised index. Rates are in cents but mostly whole dollars or more
// (4400, 51700), so each is written divided by the largest unit they all share, as VLQ text
// (vlq-text.ts): 517 takes two characters where 51700 takes four.
import { decodeVlq, encodeVlq, unzigzag, zigzag } from "./vlq-text.js";

export interface EncodedPrices {
  /** The largest whole number every rate is a multiple of (1 if none are). */
  unit: number;
  /** Each rate divided by the unit, zigzagged (for the odd negative rate). */
  amounts: string;
}

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

export function encodePrices(price: Int32Array): EncodedPrices {
  let unit = 0;
  for (const rate of price) unit = greatestCommonDivisor(unit, Math.abs(rate));
  if (unit === 0) unit = 1;
  return { unit, amounts: encodeVlq(Array.from(price, (rate) => zigzag(rate / unit))) };
}

export function decodePrices({ unit, amounts }: EncodedPrices): Int32Array {
  // Zigzagged, the lowest Int32 rates pass 2^31: read them as doubles.
  const zigzagged = decodeVlq(amounts);
  const price = new Int32Array(zigzagged.length);
  for (let doc = 0; doc < price.length; doc++) price[doc] = unzigzag(zigzagged[doc] as number) * unit;
  return price;
}
