// Which pickup location a command books at. The vendor document lists the vendor's locations
// (`backlot catalogue push` writes them from vendor.json); a vendor with one has no list, and its
// commands book as they always did, with nothing named. A vendor with more than one books every
// new hold, order and transfer at a named location (stored on the booking), checked against that
// location's stock alone, and priced with its schedule and currency (termsAt). Decision 0053.
import type { VendorDocument, VendorLocation } from "./vendor-document.js";
import { refuse } from "./callable-errors.js";

/** Where a booking takes its props from, for changeBookings: the location, and the home one unlabelled ones are at. */
export interface BookingLocation {
  id: string;
  homeId: string;
}

/** The vendor's locations, home first, when it has more than one; empty for a vendor with one. */
export const multipleLocations = (vendor: Pick<VendorDocument, "locations">): VendorLocation[] =>
  (vendor.locations ?? []).length > 1 ? (vendor.locations ?? []) : [];

/**
 * The location a call names, checked against the vendor's (an unlisted one only for staff), or when it names none its
 * home location (for a customer, the first listed); undefined for a vendor with one location, which names none. `what`
 * says what is being booked, for the message ("the hold", "the order").
 */
export function locationToBook(
  vendor: Pick<VendorDocument, "locations">,
  locationId: string | null | undefined,
  { forStaff, what }: { forStaff: boolean; what: string },
): BookingLocation | undefined {
  const locations = multipleLocations(vendor);
  const [home] = locations;
  if (!home) {
    if (locationId) refuse("invalid-argument", `This prop house has one location; leave the location out of ${what}`);
    return undefined;
  }
  // Naming none: the home location, or for a customer the first they may pick up from (a warehouse may come first).
  if (!locationId) {
    const first = forStaff ? home : (locations.find((location) => location.isListed) ?? home);
    return { id: first.id, homeId: home.id };
  }
  const found = locations.find((location) => location.id === locationId && (forStaff || location.isListed));
  if (!found) {
    const names = locations
      .filter((location) => forStaff || location.isListed)
      .map((location) => `${location.displayName} (${location.id})`)
      .join(", ");
    refuse("invalid-argument", `"${locationId}" is not a location to pick ${what} up from; choose one of ${names}`);
  }
  return { id: found.id, homeId: home.id };
}

/** Where an order (placed already, perhaps at a location since unlisted) books its props. */
export const orderLocation = (vendor: Pick<VendorDocument, "locations">, order: { locationId?: string | undefined }) =>
  locationToBook(vendor, order.locationId, { forStaff: true, what: "the order" });

/**
 * The prices' terms at a dock: the vendor's, with the dock's weekly schedule and currency where it has its own (a
 * Vancouver dock billing in CAD beside a New York one in USD). Pushed locations carry both, the vendor's when they
 * set none. The vendor's for a vendor with one dock, or a booking that names none.
 */
export function termsAt<Terms extends { weeklyDiscounts: readonly number[]; currency: string }>(
  vendor: Pick<VendorDocument, "locations">,
  terms: Terms,
  locationId: string | null | undefined,
): Terms {
  const location = multipleLocations(vendor).find((each) => each.id === locationId);
  return location ? { ...terms, weeklyDiscounts: location.weeklyDiscounts, currency: location.currency } : terms;
}
