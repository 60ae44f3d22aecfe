export { QuotePricing } from "./QuotePricing.js";
export type { QuotePricingProps } from "./QuotePricing.js";
export { defaultQuotePricingLabels } from "./quote-pricing-labels.js";
export type { QuotePricingLabels } from "./quote-pricing-labels.js";
export type { PricingLine, PropChoice } from "./pricing-line.js";
