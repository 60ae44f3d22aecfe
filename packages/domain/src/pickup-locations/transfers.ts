// Stock moved between pickup locations. A transfer is out at its source from the day it leaves
// (for good: the pieces belong to the destination now) and in at its destination from the day it
// arrives; on the days between it is on a truck and neither location can rent it. The arithmetic
// is the bookings' own: the source gets a booking with no end, and the destination holds the
// pieces from the start with a booking that covers every day before they arrive, so one
// availability count (availability.ts, through location-bookings.ts) answers for stock that moves
// and stock that is rented.
import { type Booking, noEnd } from "../availability/availability.js";
import { type CalendarDate, addDays } from "../calendar-date.js";

export interface StockTransfer {
  /** Its id, named in conflicts ("transfer TR-4K2M9 to Vancouver"). */
  id: string;
  propId: string;
  quantity: number;
  /** The location ids it moves between. */
  from: string;
  to: string;
  /** The first day the pieces are away from the source. */
  leaves: CalendarDate;
  /** The first day the destination can rent them (on or after `leaves`). */
  arrives: CalendarDate;
}

/** A transfer as the prop's bookings document keeps it: who recorded it, and when (ISO 8601). */
export interface StoredTransfer extends StockTransfer {
  byUid: string;
  byName: string;
  recordedAt: string;
}

/** Before any day a rental can name: the destination's "not here yet" booking starts here. */
const beforeAnyDay = "0100-01-01" as CalendarDate;

/**
 * The bookings that stand for `transfers` at `locationId` (keyed `transfer:<id>`), and the stock its incoming transfers
 * add there.
 */
export function transferBookings(
  transfers: readonly StockTransfer[],
  locationId: string,
): { incoming: number; bookings: (Booking & { key: string })[] } {
  let incoming = 0;
  const bookings: (Booking & { key: string })[] = [];
  for (const transfer of transfers) {
    const { id, propId, quantity, from, to, leaves, arrives } = transfer;
    if (from === to) continue;
    const key = `transfer:${id}`;
    if (from === locationId)
      bookings.push({
        key,
        propId,
        quantity,
        from: leaves,
        to: noEnd,
        expiresAt: null,
        ref: `transfer ${id} to ${to}`,
      });
    if (to !== locationId) continue;
    incoming += quantity;
    if (arrives > beforeAnyDay) {
      const ref = `transfer ${id} from ${from}, arriving ${arrives}`;
      bookings.push({ key, propId, quantity, from: beforeAnyDay, to: addDays(arrives, -1), expiresAt: null, ref });
    }
  }
  return { incoming, bookings };
}
