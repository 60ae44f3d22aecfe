export { QuotePricing } from "./QuotePricing.js";
export type { QuotePricingProps } from "./QuotePricing.js";
export { defaultQuotePricingLabels } from "./quote-pricing-labels.js";
export type { QuotePricingLabels } from "./quote-pricing-labels.js";
export { variantLine } from "./pricing-line.js";
export type { PricingLine, PropChoice } from "./pricing-line.js";
