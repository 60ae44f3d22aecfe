// Rental pricing: week-by-week estimates and card authorisation amounts, pure and exact.
export { cardAuthorisationAmount, estimateRental, pricingTermsOf, rentalWeeks, weekFactor } from "./rental-estimate.js";
export type { PricingTerms, RentalEstimate, RentalLineEstimate, RentalLineInput } from "./rental-estimate.js";
