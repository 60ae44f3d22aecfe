// A prop's bookings for the stories and tests: a confirmed order, and a customer's hold that meets it.
import type { CalendarDate } from "@backlot/domain/calendar-date";
import type { CalendarBooking } from "./PropCalendar.js";

const day = (text: string) => text as CalendarDate;

/** Today in the samples: the order goes out tomorrow. */
export const sampleToday = day("2027-03-02");
export const sampleNow = new Date("2027-03-02T15:00:00Z");

export const sampleOrder: CalendarBooking = {
  key: "order:8JD2KQ0Aabcdefghijkl",
  kind: "order",
  ref: "order O-8JD2KQ0A",
  from: day("2027-03-03"),
  to: day("2027-03-10"),
  quantity: 2,
  expiresAt: null,
};

export const sampleHold: CalendarBooking = {
  key: "hold:setlist1234567890ab",
  kind: "hold",
  ref: "hold by Dana Reyes",
  from: day("2027-03-08"),
  to: day("2027-03-14"),
  quantity: 1,
  expiresAt: "2027-03-04T15:00:00Z",
};
