// What one pickup location has of some props, in the shape the one availability arithmetic reads
// (availabilityOf, shortfalls): each prop's stock there, counting the transfers that bring some
// in, and the bookings that take from there, with stand-ins for the transfers that take some
// away or have not arrived yet (transfers.ts). A booking made before the tenant had more than one
// location names none, and takes from the home location (the first), which held everything.
import type { StoredBooking } from "../availability/prop-bookings.js";
import { type StockedProp, stockAt } from "./stock-at-location.js";
import { type StockTransfer, transferBookings } from "./transfers.js";

/** The location a booking takes its props from. */
export const bookingLocation = (booking: Pick<StoredBooking, "locationId">, homeLocationId: string): string =>
  booking.locationId ?? homeLocationId;

/** A booking as the arithmetic reads it: its dates, quantity and ref, and the key a command leaves out its own by. */
export type CountedBooking = Pick<StoredBooking, "propId" | "quantity" | "from" | "to" | "expiresAt" | "ref" | "key">;

export interface PropsAtLocation {
  /** Each prop's stock at the location, transfers in included; props whose stock is not known are left out. */
  stock: Map<string, number>;
  /** Each prop's bookings at the location, transfers out and not yet arrived included. */
  bookings: Map<string, CountedBooking[]>;
}

export function propsAtLocation(
  location: { id: string; homeId: string },
  props: ReadonlyMap<string, StockedProp>,
  bookings: ReadonlyMap<string, readonly StoredBooking[]>,
  transfers: ReadonlyMap<string, readonly StockTransfer[]> = new Map(),
): PropsAtLocation {
  const stock = new Map<string, number>();
  const here = new Map<string, CountedBooking[]>();
  const propIds = new Set([...props.keys(), ...bookings.keys()]);
  for (const propId of propIds) {
    const moved = transferBookings(transfers.get(propId) ?? [], location.id);
    const prop = props.get(propId);
    if (prop) stock.set(propId, stockAt(prop, location.id, location.homeId) + moved.incoming);
    const rented = (bookings.get(propId) ?? []).filter(
      (booking) => bookingLocation(booking, location.homeId) === location.id,
    );
    here.set(propId, [...rented, ...moved.bookings]);
  }
  return { stock, bookings: here };
}
