// @backlot/print: the prop house's printed documents as PDFs (label sheets, pull sheets), built the same way in the
// browser and in Node. Pure builders: data in, PDF bytes out; no I/O.
export { labelSheetPdf } from "./label-sheet.js";
export type { Label, LabelSheetOptions } from "./label-sheet.js";
export { labelFormats, labelsPerPage } from "./label-formats.js";
export type { LabelFormat, LabelFormatId } from "./label-formats.js";
export { pullSheetPdf } from "./pull-sheet.js";
export type { PullSheet, PullSheetLine, PullSheetOrder, PullSheetPhoto } from "./pull-sheet.js";
export { quoteFromRequest, quotePdf, quoteRequestPdf } from "./quote.js";
export type { PrintedQuote, PrintedQuoteContact, PrintedQuoteLine, QuoteHouse, QuotePdfOptions } from "./quote.js";
export type { QuoteRequestToPrint } from "./quote.js";
export { invoicePdf } from "./invoice.js";
export type { InvoicePdfOptions, PrintedInvoice } from "./invoice.js";
