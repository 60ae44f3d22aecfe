// The final invoice's PDF on its own export path (@backlot/print/invoice): an app that prints only invoices loads no
// barcode encoder.
export { houseInvoicePdf } from "./invoice-for-house.js";
export type { PrintingHouse } from "./house.js";
export type { InvoicePdfOptions, PrintedInvoice } from "./invoice-types.js";
