// The final invoice as a PDF (issue 34, decision 0045): the house's band and the invoice's number on every page, who it
// is billed to and its facts, then the rent (each stint: pieces, days out and back, weeks, amount), the losses, the
// damage with staff's notes, and the totals: delivery, sales tax or "Exempt", the card fee, the total, the payments and
// the balance due. "Page N of M" on every page; the house's address at every foot.
import { formatMoney } from "@backlot/domain";
import { newDocument } from "./document.js";
import { brandColours, dayWriter, drawFacts, drawFrames, drawTotals } from "./invoice-draw.js";
import { drawDamages, drawLosses, drawRent } from "./invoice-tables.js";
import * as layout from "./invoice-layout.js";
import type { InvoicePdfOptions, PrintedInvoice } from "./invoice-types.js";
import { PageFlow } from "./page-flow.js";

export type { InvoicePdfOptions, PrintedInvoice } from "./invoice-types.js";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Why the invoice's figures do not add up as printed, or null: a PDF must never show a total its lines contradict. */
function invoiceProblem(invoice: PrintedInvoice, money: (minorUnits: number) => string): string | null {
  const { charges } = invoice;
  const t = charges.totals;
  const amounts = [
    ...charges.rent.map((line) => line.amount),
    ...charges.losses.map((loss) => loss.amount),
    ...charges.damages.map((damage) => damage.amount),
    ...[t.rent, t.loss, t.damage, t.delivery, t.taxable, t.tax, t.subtotal, t.cardFee, t.total],
    ...invoice.payments.map((payment) => payment.amount),
    invoice.balanceDue,
  ];
  const odd = amounts.find((amount) => !Number.isSafeInteger(amount));
  if (odd !== undefined) return `every amount must be a whole number of minor units (cents), not ${odd}`;
  const checks: Array<[string, number, number]> = [
    ["the rent lines", sum(charges.rent.map((line) => line.amount)), t.rent],
    ["the losses", sum(charges.losses.map((loss) => loss.amount)), t.loss],
    ["the damage", sum(charges.damages.map((damage) => damage.amount)), t.damage],
    ["rent, losses, damage, delivery and tax", t.rent + t.loss + t.damage + t.delivery + t.tax, t.subtotal],
    ["the subtotal and card fee", t.subtotal + t.cardFee, t.total],
    ["the total less payments", t.total - sum(invoice.payments.map((payment) => payment.amount)), invoice.balanceDue],
  ];
  for (const [what, added, stated] of checks)
    if (added !== stated)
      return `${what} come to ${money(added)} but the invoice says ${money(stated)}; price it again with priceInvoice`;
  return null;
}

/**
 * A final invoice as a PDF on US Letter or A4, from the invoice as stored. Throws an Error naming what is wrong when
 * its figures do not add up (a total that is not its lines' sum, a balance that is not the total less payments).
 */
export async function invoicePdf(invoice: PrintedInvoice, options: InvoicePdfOptions): Promise<Uint8Array> {
  const { currency } = invoice.charges;
  const money = (minorUnits: number) => formatMoney(minorUnits, currency, options.locale);
  const problem = invoiceProblem(invoice, money);
  if (problem) throw new Error(`invoicePdf: ${invoice.number}: ${problem}`);
  const { document, fonts } = await newDocument(`Invoice ${invoice.number}`, options.vendorName);
  const frame = layout.frame(options.paper ?? "letter");
  const percentFormat = new Intl.NumberFormat(options.locale, { style: "percent", maximumFractionDigits: 4 });
  const drawing = {
    flow: new PageFlow(document, frame),
    fonts,
    frame,
    colours: brandColours(options.brand),
    money: (minorUnits: number) => fonts.printable(money(minorUnits)),
    percent: (value: number) => fonts.printable(percentFormat.format(value / 100)),
    day: dayWriter(options.locale, options.timeZone, fonts.printable),
  };
  drawFacts(drawing, invoice, options);
  drawRent(drawing, invoice.charges.rent, options.locale);
  drawLosses(drawing, invoice.charges.losses);
  drawDamages(drawing, invoice.charges.damages);
  drawTotals(drawing, invoice, options.paymentNote ?? "");
  drawFrames(document.getPages(), drawing, invoice, options);
  return document.save();
}
