// Checking an order back in at the dock (issue 34, decision 0044): staff scan each piece as it comes off the truck
// (fine), or report a line's pieces by hand as fine, damaged (a note, and the charge for it) or missing. Every piece
// that went out is then accounted for: back fine, in the repair queue, or lost. The order is "returned" when every
// piece of every line went out and is accounted for. Pure: the server runs it in the transaction that records the
// entry.
import type { CheckInEntry, Order, ReturnCondition } from "../order.js";
import { lineKey } from "../prop-variants.js";
import { handedOverOf } from "./check-out.js";

type Counted = Pick<Order, "lines" | "handovers" | "checkIns">;

/** An order is checked in while it is out: what was handed over comes back. */
export const checkInStatuses = ["out"] as const satisfies readonly Order["status"][];

/** Pieces of line `key` accounted for at check-in, in any condition (or in one). */
export const checkedInOf = (order: Pick<Order, "checkIns">, key: string, condition?: ReturnCondition): number =>
  (order.checkIns ?? [])
    .filter((entry) => entry.key === key && (!condition || entry.condition === condition))
    .reduce((sum, entry) => sum + entry.pieces, 0);

/** Pieces of line `key` handed over and not yet accounted for: still with the production. */
export const stillOutOf = (order: Counted, key: string): number =>
  Math.max(0, handedOverOf(order, key) - checkedInOf(order, key));

export interface CheckInProgress {
  /** Pieces accounted for (back fine, damaged or missing), of those handed over. */
  back: number;
  out: number;
  damaged: number;
  missing: number;
}

export function checkInProgress(order: Counted): CheckInProgress {
  const progress: CheckInProgress = { back: 0, out: 0, damaged: 0, missing: 0 };
  for (const line of order.lines) {
    const key = lineKey(line);
    const handed = handedOverOf(order, key);
    progress.out += handed;
    progress.back += Math.min(handed, checkedInOf(order, key));
    progress.damaged += checkedInOf(order, key, "damaged");
    progress.missing += checkedInOf(order, key, "missing");
  }
  return progress;
}

/** "Back 12 of 15", and what is damaged or missing: "Back 12 of 15 · 1 damaged · 2 missing". */
export function checkInProgressLabel({ back, out, damaged, missing }: CheckInProgress): string {
  const words = [`Back ${back.toLocaleString("en-US")} of ${out.toLocaleString("en-US")}`];
  if (damaged) words.push(`${damaged} damaged`);
  if (missing) words.push(`${missing} missing`);
  return words.join(" · ");
}

/**
 * Whether the order is done at the dock: every piece of every line went out and is accounted for. An order that went
 * out in part is not: the rest may still go, or staff mark it returned by hand once what went out is back.
 */
export const allAccountedFor = (order: Counted): boolean =>
  order.lines.every((line) => {
    const key = lineKey(line);
    return handedOverOf(order, key) >= line.quantity && stillOutOf(order, key) === 0;
  });

/** Why the order cannot be marked "returned" now, or null: nothing that went out may still be out. */
export function returnedProblem(order: Counted, reference: string): string | null {
  const out = order.lines.reduce((sum, line) => sum + stillOutOf(order, lineKey(line)), 0);
  if (out === 0) return null;
  return (
    `Order ${reference} still has ${out} ${out === 1 ? "piece" : "pieces"} out: check ${out === 1 ? "it" : "them"} ` +
    `in at the dock (back, damaged or missing) before marking it returned`
  );
}

const statusProblem = (order: Pick<Order, "status">, reference: string): string | null =>
  (checkInStatuses as readonly string[]).includes(order.status)
    ? null
    : order.status === "returned"
      ? `Order ${reference} is returned already: everything on it is checked in`
      : `Order ${reference} is ${order.status}: only an order that is out is checked in`;

/** What a scan at check-in does: one piece of a line back fine, or why it is refused. */
export type ScanInOutcome =
  { kind: "counted"; line: string; back: number; out: number } | { kind: "refused"; reason: string };

/**
 * A scan of a label coming back: one piece back fine on the first line of that prop with pieces still out, or refused
 * plainly: a prop not on the order, one that never went out, or one more than went out.
 */
export function scanIn(
  order: Counted & Pick<Order, "status">,
  code: string,
  reference: string,
  nameOf: (key: string) => string = (key) => key,
): ScanInOutcome {
  const status = statusProblem(order, reference);
  if (status) return { kind: "refused", reason: status };
  const itemNumber = code.trim();
  const lines = order.lines.filter((line) => line.propId.toUpperCase() === itemNumber.toUpperCase());
  if (lines.length === 0)
    return {
      kind: "refused",
      reason: `${itemNumber || "That code"} is not on order ${reference}: set it aside and look for its own order`,
    };
  const open = lines.find((line) => stillOutOf(order, lineKey(line)) > 0);
  if (!open) {
    const names = lines.map((line) => nameOf(lineKey(line))).join(", ");
    const went = lines.reduce((sum, line) => sum + handedOverOf(order, lineKey(line)), 0);
    return {
      kind: "refused",
      reason:
        went === 0
          ? `${names} never went out on order ${reference}: it should be on the shelf, not on the truck`
          : `One too many: all ${went} of ${names} that went out on order ${reference} are checked in already`,
    };
  }
  const key = lineKey(open);
  return { kind: "counted", line: key, back: checkedInOf(order, key) + 1, out: handedOverOf(order, key) };
}

/** A line's pieces reported by hand at check-in. */
export interface ReturnReport {
  key: string;
  condition: ReturnCondition;
  pieces: number;
  note: string;
  /** What staff charge for the damage, in minor units; 0 for missing or fine pieces. */
  charge: number;
}

/** What is wrong with a report by hand, or null: a line on the order, pieces still out, a note for damage. */
export function returnReportProblem(
  order: Counted & Pick<Order, "status">,
  report: ReturnReport,
  reference: string,
): string | null {
  const status = statusProblem(order, reference);
  if (status) return status;
  const line = order.lines.find((each) => lineKey(each) === report.key);
  if (!line) return `Order ${reference} has no line ${report.key}; open the order again to see its lines`;
  const out = stillOutOf(order, report.key);
  if (!Number.isInteger(report.pieces) || report.pieces < 1 || report.pieces > out)
    return out === 0
      ? `${report.key} on order ${reference}: nothing of it is out now, so nothing is left to check in`
      : `${report.key} on order ${reference}: pieces must be a whole number from 1 to ${out} (still out), ` +
          `not ${report.pieces}`;
  if (report.condition === "damaged" && report.note.trim() === "")
    return `${report.key} on order ${reference}: say what the damage is, for the repair queue and the invoice`;
  if (report.condition !== "damaged" && report.charge !== 0)
    return (
      `${report.key} on order ${reference}: only damage is charged by hand; a missing piece is charged at its ` +
      `replacement value`
    );
  if (!Number.isInteger(report.charge) || report.charge < 0)
    return (
      `${report.key} on order ${reference}: the damage charge must be whole cents of 0 or more, ` +
      `not ${report.charge}`
    );
  return null;
}

/**
 * The order's check-ins with `entry` added: fine pieces on one day merge into that line's entry for the day (a scan
 * per piece must not grow the order without end); a damaged or missing report is always its own entry.
 */
export function withCheckIn(current: readonly CheckInEntry[], entry: CheckInEntry): CheckInEntry[] {
  if (entry.condition === "fine") {
    const same = current.findIndex(
      (each) => each.condition === "fine" && each.key === entry.key && each.on === entry.on,
    );
    const existing = current[same];
    if (existing)
      return current.map((each, index) =>
        index === same
          ? { ...existing, pieces: existing.pieces + entry.pieces, at: entry.at, byName: entry.byName }
          : each,
      );
  }
  return [...current, entry];
}
