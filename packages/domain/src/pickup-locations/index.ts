// Pickup locations: a tenant's docks (one or more), the one nearest a visitor, each one's stock
// and the transfers between them (issue 37; decision 0053).
export { type Place, earthRadiusKm, haversineKm } from "./distance.js";
export { locationIdPattern } from "./location-id.js";
export { type Locatable, nearestLocation } from "./nearest-location.js";
export { type StockedProp, stockAt, stockAtEachLocation, stockSplitProblem } from "./stock-at-location.js";
export { type StockTransfer, type StoredTransfer, transferBookings } from "./transfers.js";
export { type CountedBooking, type PropsAtLocation, bookingLocation, propsAtLocation } from "./location-bookings.js";
