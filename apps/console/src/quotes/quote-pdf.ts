// The quote as sent, as a PDF in the house's brand, made in the browser from the request's answer. The quote builder
// (@backlot/print/quote, with pdf-lib) loads on the click, never with the console.
import type { QuoteRequest } from "@backlot/data";
import { quoteReference } from "@backlot/domain";
import { makeAndSavePdf } from "@backlot/ui/save-file";
import type { ConsoleTenant } from "../app/console-tenant.js";

/** Makes and saves the quote's PDF; says what it saved, or throws a message saying what failed and what to do. */
export const saveQuotePdf = (id: string, quote: QuoteRequest, tenant: ConsoleTenant): Promise<string> =>
  makeAndSavePdf(`The PDF of ${quoteReference(id)}`, async () =>
    (await import("@backlot/print/quote")).quoteRequestPdf({ ...quote, id }, tenant),
  );
