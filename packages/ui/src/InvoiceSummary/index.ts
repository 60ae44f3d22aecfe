export { InvoiceSummary, paymentMethodLabels } from "./InvoiceSummary.js";
export type { InvoiceSummaryInvoice, InvoiceSummaryProps } from "./InvoiceSummary.js";
