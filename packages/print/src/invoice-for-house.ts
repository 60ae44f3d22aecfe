// A stored invoice as its PDF in the house's brand, and the name to save it under: one call for the console, the
// storefront and the server's mail, so the three print the same document.
import { type PrintingHouse, houseOptions } from "./house.js";
import { invoicePdf } from "./invoice.js";
import type { PrintedInvoice } from "./invoice-types.js";

export async function houseInvoicePdf(
  invoice: PrintedInvoice & { reference: string },
  house: PrintingHouse,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const bytes = await invoicePdf(invoice, { ...houseOptions(house), orderReference: invoice.reference });
  return { bytes, fileName: `${invoice.number}.pdf` };
}
