// An order's dates and the server's answer to an extension, for the stories and tests.
import type { OrderChangeAnswer } from "./ExtendRentalForm.js";

export const sampleOrderDates = {
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  today: "2026-12-08",
  latest: "2028-11-24",
};

export const sampleExtension: OrderChangeAnswer = {
  returnDate: "2026-12-22",
  estimate: { subtotal: 24750, currency: "USD", weeks: 3 },
};
