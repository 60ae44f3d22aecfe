// The repair queue (issue 34, decision 0044): each piece back damaged or missing at check-in is a record staff work
// through. Its piece stays unavailable (a booking with no end) until staff clear it: repaired, or found.
import type { DamagePhoto, ReturnCondition } from "../order.js";

export interface RepairRecord {
  orderId: string;
  /** The order's reference ("O-8JD2KQ0A"), to name it in the queue. */
  reference: string;
  /** The order's customer. */
  uid: string;
  /** The line's key, the prop and the line's name as priced. */
  key: string;
  propId: string;
  name: string;
  condition: Exclude<ReturnCondition, "fine">;
  pieces: number;
  note: string;
  /** Photos of the damage (staff read them). */
  photos?: DamagePhoto[];
  /** The damage charge, in minor units; 0 for a missing piece (the invoice charges its replacement value). */
  charge: number;
  /** The vendor's day it came back or was found missing. */
  on: string;
  reportedAt: Date;
  reportedByName: string;
  status: "open" | "cleared";
  clearedAt?: Date;
  clearedByName?: string;
  /** What staff said clearing it ("Re-glued and refinished", "Found in truck 2"). */
  clearedNote?: string;
}

/** "Damaged", "Missing": a condition as the queue shows it. */
export const repairConditionLabel = (condition: RepairRecord["condition"]): string =>
  condition === "damaged" ? "Damaged" : "Missing";
