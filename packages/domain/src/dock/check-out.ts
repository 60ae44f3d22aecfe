// Checking an order out at the dock (issue 34): staff scan each piece as it goes on the truck (a USB scanner typing
// the label's item number, the camera, or a tick by hand), then the driver signs for what was scanned: a hand-over.
// A partial check-out is a hand-over of fewer pieces than the order has; what is left goes in a later one. The server
// keeps the counts on the order (scannedOut, by line) and each hand-over's pieces, so the dock, the order pages and
// the final invoice read the same numbers.
import type { Order } from "../order.js";
import { lineKey } from "../prop-variants.js";

/** The statuses in which pieces are scanned out: confirmed (the first hand-over), or out (a later one). */
export const checkOutStatuses = ["confirmed", "out"] as const satisfies readonly Order["status"][];

type Counted = Pick<Order, "lines" | "scannedOut" | "handovers">;

/** Pieces of line `key` scanned out so far. */
export const scannedOutOf = (order: Pick<Order, "scannedOut">, key: string): number => order.scannedOut?.[key] ?? 0;

/** Pieces of line `key` handed over to a driver so far. */
export const handedOverOf = (order: Pick<Order, "handovers">, key: string): number =>
  (order.handovers ?? []).reduce((sum, handover) => sum + (handover.pieces[key] ?? 0), 0);

/** What a hand-over now would take: pieces scanned but not yet handed over, by line key (only lines with some). */
export function awaitingHandover(order: Counted): Record<string, number> {
  const waiting: Record<string, number> = {};
  for (const line of order.lines) {
    const key = lineKey(line);
    const count = scannedOutOf(order, key) - handedOverOf(order, key);
    if (count > 0) waiting[key] = count;
  }
  return waiting;
}

export interface CheckOutProgress {
  /** Pieces scanned out, of all the order's pieces. */
  scanned: number;
  total: number;
  /** Pieces scanned out and signed for. */
  handedOver: number;
}

export function checkOutProgress(order: Counted): CheckOutProgress {
  let scanned = 0;
  let handedOver = 0;
  let total = 0;
  for (const line of order.lines) {
    const key = lineKey(line);
    total += line.quantity;
    scanned += Math.min(line.quantity, scannedOutOf(order, key));
    handedOver += Math.min(line.quantity, handedOverOf(order, key));
  }
  return { scanned, total, handedOver };
}

/** "Scanned 12 of 15". */
export const checkOutProgressLabel = ({ scanned, total }: CheckOutProgress): string =>
  `Scanned ${scanned.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;

/** What a scan of `code` does to the order: the line it counts on, or why it is refused. */
export type ScanOutcome =
  { kind: "counted"; line: string; scanned: number; quantity: number } | { kind: "refused"; reason: string };

const statusProblem = (order: Pick<Order, "status">, reference: string): string | null =>
  (checkOutStatuses as readonly string[]).includes(order.status)
    ? null
    : order.status === "placed"
      ? `Order ${reference} is not confirmed yet: confirm it, then check it out`
      : `Order ${reference} is ${order.status}: nothing more goes out on it`;

/**
 * A scan of a label (its item number) on the order: it counts on the first line of that prop with pieces still to go
 * (a prop in two variants is two lines), or is refused, saying plainly why: a prop not on the order, or one too many.
 */
export function scanOut(
  order: Pick<Order, "lines" | "scannedOut" | "status">,
  code: string,
  reference: string,
  nameOf: (key: string) => string = (key) => key,
): ScanOutcome {
  const status = statusProblem(order, reference);
  if (status) return { kind: "refused", reason: status };
  const itemNumber = code.trim();
  const lines = order.lines.filter((line) => line.propId.toUpperCase() === itemNumber.toUpperCase());
  if (lines.length === 0)
    return {
      kind: "refused",
      reason: `${itemNumber || "That code"} is not on order ${reference}: keep it off the truck`,
    };
  const open = lines.find((line) => scannedOutOf(order, lineKey(line)) < line.quantity);
  if (!open) {
    const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    const names = lines.map((line) => nameOf(lineKey(line))).join(", ");
    return {
      kind: "refused",
      reason:
        quantity === 1
          ? `One too many: the order's one ${names} is scanned out already`
          : `One too many: all ${quantity} of ${names} on the order are scanned out already`,
    };
  }
  const key = lineKey(open);
  return { kind: "counted", line: key, scanned: scannedOutOf(order, key) + 1, quantity: open.quantity };
}

/**
 * What is wrong with setting line `key`'s scanned-out count to `count` by hand, or null: the order must be checked
 * out now, the line on it, and the count a whole number from what is already handed over (signed for) to its quantity.
 */
export function checkOutTickProblem(
  order: Pick<Order, "lines" | "scannedOut" | "handovers" | "status">,
  key: string,
  count: number,
  reference: string,
): string | null {
  const status = statusProblem(order, reference);
  if (status) return status;
  const line = order.lines.find((each) => lineKey(each) === key);
  if (!line) return `Order ${reference} has no line ${key}; open the order again to see its lines`;
  const signedFor = handedOverOf(order, key);
  if (!Number.isInteger(count) || count < signedFor || count > line.quantity)
    return (
      `${key} on order ${reference}: scanned out must be a whole number from ${signedFor} ` +
      `(handed over already) to ${line.quantity}, not ${count}`
    );
  return null;
}

/** Why a hand-over cannot be made now, or null: something scanned and not yet signed for, and a driver named. */
export function handoverProblem(order: Counted & Pick<Order, "status">, reference: string): string | null {
  const status = statusProblem(order, reference);
  if (status) return status;
  if (Object.keys(awaitingHandover(order)).length === 0)
    return `Nothing on order ${reference} is scanned out and waiting for the driver: scan the pieces first`;
  return null;
}
