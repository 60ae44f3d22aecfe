// A quote request with the prop house's answer (the domain's shapes, as the console and the storefront read them) as
// what its PDF is made from, in the house's locale, time zone and brand: one mapping for both apps.
import { type CheckedQuoteRequest, type QuoteAnswer, quoteReference } from "@backlot/domain";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { type PrintingHouse, houseOptions } from "./house.js";
import { quotePdf } from "./quote-pdf.js";
import type { PrintedQuote, QuotePdfOptions } from "./quote-types.js";

export type QuoteRequestToPrint = Pick<
  CheckedQuoteRequest,
  "production" | "pickUpDate" | "returnDate" | "fulfilment" | "deliveryAddress" | "contact"
> & {
  /** The request's document id: its reference is made from it. */
  id: string;
  answer?: Pick<QuoteAnswer, "note" | "estimate" | "answeredAt"> | undefined;
};

/** What the PDF shows of the tenant (a @backlot/tenant-config Tenant has all of it): the house, as every document. */
export type QuoteHouse = PrintingHouse;

/**
 * The quote and the options to print it with. Throws when the request has no answer yet: a quote is printed once
 * staff have priced it.
 */
export function quoteFromRequest(
  request: QuoteRequestToPrint,
  house: QuoteHouse,
): { quote: PrintedQuote; options: QuotePdfOptions; fileName: string } {
  const reference = quoteReference(request.id);
  const { answer } = request;
  if (!answer)
    throw new Error(`Quote request ${reference} has no price yet: it prints once the prop house has priced it`);
  const { vendor, settings } = house;
  const { estimate } = answer;
  const answeredAt = answer.answeredAt instanceof Date ? answer.answeredAt : null;
  const quotedOn =
    answeredAt && !Number.isNaN(answeredAt.getTime())
      ? new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeZone: vendor.timezone }).format(answeredAt)
      : undefined;
  const { contact } = request;
  const quote: PrintedQuote = {
    reference,
    production: request.production,
    contact: { name: contact.name, email: contact.email, phone: contact.phone, company: contact.company },
    dates: formatRentalDates(request.pickUpDate, request.returnDate, settings.locale),
    handover: request.fulfilment === "delivery" ? "delivery" : "pick-up",
    ...(request.fulfilment === "delivery" ? { deliveryAddress: request.deliveryAddress } : {}),
    ...(quotedOn ? { quotedOn } : {}),
    note: answer.note,
    currency: estimate.currency,
    weeks: estimate.weeks,
    factors: estimate.factors,
    lines: estimate.lines.map((line) => ({
      itemNumber: line.propId,
      name: line.name,
      quantity: line.quantity,
      weeklyRate: line.weeklyRate,
      total: line.total,
    })),
    weekTotals: estimate.weekTotals,
    subtotal: estimate.subtotal,
    cardAuthorisation: estimate.cardAuthorisation,
  };
  // The quote prints no day but the one it was sent, worked out above: its options take no time zone.
  const { timeZone: _timeZone, ...options } = houseOptions(house) satisfies QuotePdfOptions & { timeZone: string };
  return { quote, options, fileName: `quote-${reference}.pdf` };
}

/** The request's quote as PDF bytes and the name to save them under. */
export async function quoteRequestPdf(
  request: QuoteRequestToPrint,
  house: QuoteHouse,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { quote, options, fileName } = quoteFromRequest(request, house);
  return { bytes: await quotePdf(quote, options), fileName };
}
