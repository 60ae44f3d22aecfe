// What stands in the way of a quote's or an order's props for its dates, live, as staff see it:
// the lines short of stock (leaving out the order's own booking), with the orders and holds that
// take the rest. The same arithmetic the server refuses a confirmation with.
import { type StoredProp, vendorPaths } from "@backlot/data";
import { type PropBookings, type Shortfall, isCalendarDate, shortfalls } from "@backlot/domain";
import { useTenant } from "../app/services-context.js";
import { type Live, useLiveDocuments } from "../app/use-live.js";

interface Booked {
  lines: readonly { propId: string; quantity: number }[];
  pickUpDate: string;
  returnDate: string;
}

/** The lines short for the dates, or null when the dates are not dates (nothing to check). */
export function useConflicts(booked: Booked | undefined, ownKey: string | null): Live<Shortfall[]> | null {
  const tenant = useTenant();
  const paths = vendorPaths(tenant.vendor.id);
  const propIds = [...new Set(booked?.lines.map((line) => line.propId) ?? [])];
  const live = useLiveDocuments<PropBookings | StoredProp>(
    propIds.flatMap((propId) => [paths.prop(propId), paths.propBooking(propId)]),
  );
  if (!booked || !isCalendarDate(booked.pickUpDate) || !isCalendarDate(booked.returnDate)) return null;
  if (live.status !== "ready") return live;
  const stock = new Map<string, number>();
  const bookings = new Map<string, PropBookings["bookings"]>();
  for (const propId of propIds) {
    const prop = live.value.get(paths.prop(propId)) as StoredProp | undefined;
    if (typeof prop?.quantity === "number") stock.set(propId, prop.quantity);
    bookings.set(propId, (live.value.get(paths.propBooking(propId)) as PropBookings | undefined)?.bookings ?? []);
  }
  const range = { from: booked.pickUpDate, to: booked.returnDate };
  const short = shortfalls(booked.lines, stock, bookings, range, new Date(), ownKey ? [ownKey] : []);
  return { status: "ready", value: short };
}
