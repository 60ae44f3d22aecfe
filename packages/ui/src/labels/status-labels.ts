// How each status reads, in English: the storefront, the console and the server's mail and refusals
// show these words. The statuses themselves (and where each may go next) are @backlot/domain's.
import type { CustomerStanding, OrderStatus, QuoteStatus } from "@backlot/domain";

/** How a status reads to a customer (the orders page, and the email when it changes). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: "Placed, waiting for the prop house",
  confirmed: "Confirmed",
  out: "Out on rental",
  returned: "Returned",
  cancelled: "Cancelled",
};

/** How a status reads to the prop house's staff (the quote desk's tabs). */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  new: "New",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  closed: "Closed",
};

/** How a status reads to the customer who asked (their quotes page). */
export const quoteStatusCustomerLabels: Record<QuoteStatus, string> = {
  new: "Sent, waiting for the prop house",
  quoted: "Quoted: accept it to order, or decline",
  accepted: "Accepted: now an order",
  declined: "Declined",
  closed: "Closed by the prop house",
};

/** How staff see each standing (the console's customer list). */
export const customerStandingLabels: Record<CustomerStanding, string> = {
  awaiting: "Awaiting approval",
  approved: "Approved",
  denied: "Denied",
};
