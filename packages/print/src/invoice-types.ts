// What a final invoice's PDF is made from: the invoice as the server stores it (@backlot/domain's Invoice, amounts in
// minor units of its charges' currency), and who prints it.
import type { Invoice, InvoicePayment } from "@backlot/domain/dock";

/** The parts of a stored invoice the PDF shows. */
export type PrintedInvoice = Pick<
  Invoice,
  "number" | "issuedAt" | "billTo" | "pickUpDate" | "returnDate" | "charges" | "balanceDue"
> & { payments: ReadonlyArray<Pick<InvoicePayment, "method" | "amount" | "reference" | "at">> };

/** Who prints the invoice, and how it looks. */
export interface InvoicePdfOptions {
  /** The prop house's name, in the band at the head of every page. */
  vendorName: string;
  /** The order invoiced, as staff and the customer know it ("O-8K2M4PQ7"). */
  orderReference: string;
  /** How amounts, numbers, percentages and dates are written ("en-US"). */
  locale: string;
  /** The house's IANA time zone (vendor.json timezone): the day of issue and of each payment are its days. */
  timeZone: string;
  /** US Letter (the default) or A4. */
  paper?: "letter" | "a4";
  /** The house's brand ("#b3261e") and the colour of text on it ("#ffffff"); near-black and white when absent. */
  brand?: { colour: string; onColour: string };
  /** The house's address and how to reach it, a short line each, at the foot of every page (two at most). */
  vendorDetails?: readonly string[];
  /** How to pay, under the totals ("Checks payable to Bowery Prop House LLC, net 30"); absent or "" for none. */
  paymentNote?: string;
}
