// How each status reads, in English: the storefront, the console and the server's mail and refusals
// show these words. The statuses themselves (and where each may go next) are @backlot/domain's.
import type {
  CustomerStanding,
  OrderStatus,
  PaperKind,
  PaperState,
  QuoteStatus,
  ReleaseRequirement,
} from "@backlot/domain";

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

/** How a paper's state reads, to the customer and to staff (the paperwork page, the review queue). */
export const paperStateLabels: Record<PaperState, string> = {
  sent: "Awaiting review",
  accepted: "Accepted",
  rejected: "Rejected",
  expired: "Expired",
};

/** What each paper is called on screen. */
export const paperKindLabels: Record<PaperKind, string> = {
  insurance: "Certificate of insurance",
  taxExemption: "Tax exemption",
  accountTerms: "Account on terms",
};

/** What each release requirement is called on an order's checklist. */
export const releaseRequirementLabels: Record<ReleaseRequirement, string> = {
  insurance: "Certificate of insurance",
  taxExemption: "Tax exemption",
  payment: "Payment: a card, or an account on terms",
  agreement: "Signed rental agreement",
};
