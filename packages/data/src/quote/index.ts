// The quote request contract (no store, no SDK): what the UI kit's form, the repositories and the
// server's functions agree a request is.
export type { CheckedQuoteRequest, Fulfilment, QuoteContact, QuoteLine, QuoteRequestInput } from "./quote-request.js";
export { requestForSetList } from "./quote-request.js";
export {
  checkQuoteRequest,
  emailPattern,
  isEmailAddress,
  isPhoneNumber,
  quoteRequestProblems,
} from "./check-quote-request.js";
export { vendorToday } from "./vendor-today.js";
export type { QuoteCheckOptions, QuoteProblem, QuoteProblemCode } from "./check-quote-request.js";
