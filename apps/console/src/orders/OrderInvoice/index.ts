export { OrderInvoice } from "./OrderInvoice.js";
export { InvoicePanel } from "./InvoicePanel.js";
export type { OrderInvoiceProps } from "./OrderInvoice.js";
export type { PaymentDraft } from "./RecordPaymentForm.js";
