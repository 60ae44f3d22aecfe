// Availability: how many of a prop are free for a rental's dates, given orders and holds.
export { availabilityFor, availabilityOf, isLive } from "./availability.js";
export type { Availability, Booking, DateRange } from "./availability.js";
export {
  afterReturn,
  availabilityLabel,
  bookingKey,
  noEnd,
  quantitiesByProp,
  shortfallMessage,
  shortfallWords,
  shortfalls,
  withBooking,
} from "./prop-bookings.js";
export type { BookingKind, PropBookings, Shortfall, StoredBooking } from "./prop-bookings.js";
