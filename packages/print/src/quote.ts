// Quotes as PDFs, on their own export path (@backlot/print/quote) so an app that prints only quotes loads no barcode
// encoder: the builder, and the mapping from a quote request with its answer that the console and the storefront share.
export { quotePdf } from "./quote-pdf.js";
export { quoteFromRequest, quoteRequestPdf } from "./quote-from-request.js";
export type { QuoteHouse, QuoteRequestToPrint } from "./quote-from-request.js";
export type { PrintedQuote, PrintedQuoteContact, PrintedQuoteLine, QuotePdfOptions } from "./quote-types.js";
