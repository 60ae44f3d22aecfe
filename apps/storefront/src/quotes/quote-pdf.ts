// The prop house's quote as a PDF in its brand, made in the browser from the request's answer. The quote builder
// (@backlot/print/quote, with pdf-lib) loads on the click, never with the page.
import type { QuoteRequest } from "@backlot/data";
import { quoteReference } from "@backlot/domain";
import { makeAndSavePdf } from "@backlot/ui/save-file";
import { tenant } from "../app/tenant.js";

/** Makes and saves the quote's PDF; says what it saved, or throws a message saying what failed and what to do. */
export const saveQuotePdf = (quote: QuoteRequest & { id: string }): Promise<string> =>
  makeAndSavePdf(`The PDF of ${quoteReference(quote.id)}`, async () =>
    (await import("@backlot/print/quote")).quoteRequestPdf(quote, tenant),
  );
