export { OrderSummary, defaultOrderSummaryLabels } from "./OrderSummary.js";
export type {
  OrderEstimate,
  OrderEstimateLine,
  OrderSummaryLabels,
  OrderSummaryProps,
  OrderSummaryState,
} from "./OrderSummary.js";
