// The quote request contract (no store, no SDK): what the UI kit's form, the repositories and the
// server's functions agree a request is.
export type { CheckedQuoteRequest, Fulfilment, QuoteContact, QuoteLine, QuoteRequestInput } from "./quote-request.js";
export { requestForSetList } from "./quote-request.js";
export {
  checkQuoteRequest,
  emailPattern,
  fieldErrorsOf,
  isEmailAddress,
  isPhoneNumber,
  quoteRequestProblems,
  rentalDatesProblems,
} from "./check-quote-request.js";
// Today at the vendor is part of the contract: a pick-up before it is refused.
export { vendorToday } from "../calendar-date.js";
export type { QuoteCheckOptions, QuoteProblem, QuoteProblemCode } from "./check-quote-request.js";
export { isOpenQuote, quoteStatuses, quotedLineProblems } from "./quote-answer.js";
export type { QuoteAnswer, QuoteStatus, QuotedLineInput, QuotedLineProblem } from "./quote-answer.js";
export { quoteSearchTerms } from "./quote-search.js";
