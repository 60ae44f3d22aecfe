export { QuoteDecision, defaultQuoteDecisionLabels } from "./QuoteDecision.js";
export type { QuoteDecisionLabels, QuoteDecisionProps } from "./QuoteDecision.js";
