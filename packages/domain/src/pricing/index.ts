// Rental pricing: week-by-week estimates, card authorisation amounts and a tenant's invoice terms, pure and exact.
export {
  cardAuthorisationAmount,
  estimateRental,
  invoiceTermsOf,
  pricingTermsOf,
  rentalWeeks,
  weekFactor,
} from "./rental-estimate.js";
export type {
  InvoiceTerms,
  PricingTerms,
  RentalEstimate,
  RentalLineEstimate,
  RentalLineInput,
} from "./rental-estimate.js";
