// Pulling an order from the shelves: staff tick each line's pieces on the pull sheet in the console (tickPulled), and
// the order shows "pulled 12 of 15". Counts are of pieces, per line (a prop in one variant), kept on the order by the
// server, so the customer's order page and every staff screen read the same numbers.
import type { Order } from "../order.js";
import { lineKey } from "../prop-variants.js";

/** Pieces pulled so far, by line key ("BPH-1" or "BPH-1/walnut"); a line not in it has none pulled. */
export type PulledPieces = NonNullable<Order["pulled"]>;

/** The statuses in which an order is pulled: before it goes out. */
export const pullableStatuses = ["placed", "confirmed"] as const satisfies readonly Order["status"][];

export interface PullProgress {
  pulled: number;
  total: number;
  /** Every piece of every line is pulled. */
  done: boolean;
}

/** How much of the order is pulled, in pieces (a line's ticks beyond its quantity never count). */
export function pullProgress(order: Pick<Order, "lines" | "pulled">): PullProgress {
  const total = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const pulled = order.lines.reduce(
    (sum, line) => sum + Math.min(line.quantity, Math.max(0, order.pulled?.[lineKey(line)] ?? 0)),
    0,
  );
  return { pulled, total, done: total > 0 && pulled === total };
}

/** "Pulled 12 of 15". */
export const pullProgressLabel = ({ pulled, total }: PullProgress): string =>
  `Pulled ${pulled.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;

/**
 * What is wrong with ticking `pulled` pieces of line `key` of the order, or null: the line must be on the order, the
 * count a whole number from 0 to its quantity, and the order not yet out (what went out is the check-out's to say).
 */
export function pullTickProblem(
  order: Pick<Order, "lines" | "status">,
  key: string,
  pulled: number,
  reference: string,
): string | null {
  if (!(pullableStatuses as readonly string[]).includes(order.status))
    return `Order ${reference} is ${order.status}: lines are ticked as pulled before it goes out`;
  const line = order.lines.find((each) => lineKey(each) === key);
  if (!line) return `Order ${reference} has no line ${key}; open the order again to see its lines`;
  if (!Number.isInteger(pulled) || pulled < 0 || pulled > line.quantity)
    return `${key} on order ${reference}: pulled must be a whole number from 0 to ${line.quantity}, not ${pulled}`;
  return null;
}
