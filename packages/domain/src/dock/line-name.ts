// A line of an order by its name as the server priced it ("Bentwood chair (Walnut)"), for the dock's messages and
// screens and the customer's record of what came back: one lookup for all of them.
import type { Order } from "../order.js";
import { lineKey, sameLine } from "../prop-variants.js";

/** The name the order's estimate gives line `key`, else the key itself. */
export function pricedLineName(order: Pick<Order, "lines" | "estimate">, key: string): string {
  const line = order.lines.find((each) => lineKey(each) === key);
  return (line && order.estimate?.lines.find((priced) => sameLine(priced, line))?.name) ?? key;
}
