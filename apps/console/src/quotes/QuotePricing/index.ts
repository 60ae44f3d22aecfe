export { QuotePricing, defaultQuotePricingLabels } from "./QuotePricing.js";
export type { PricingLine, PropChoice, QuotePricingLabels, QuotePricingProps } from "./QuotePricing.js";
