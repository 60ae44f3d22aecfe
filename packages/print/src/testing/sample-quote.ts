// A quote to print in tests: the New York house's answer to a three-week request, priced with its weekly schedule
// (half, half, full) and its card authorisation (3.5 %), as @backlot/domain's estimateRental works it out.
import { estimateRental } from "@backlot/domain/pricing";
import type { PrintedQuote, QuotePdfOptions } from "../quote.js";

export const sampleTerms = {
  weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
  currency: "USD",
  hasCreditCardAuth: true,
  ccAuthProcessingPercentage: 3.5,
};

const kinds = ["Club chair", "Chrome diner stool", "Brass floor lamp", "Rotary telephone", "Steamer trunk"];

/** `count` lines at rates from $12.50 to $97.50 a week; every fourth in a variant, in their order. */
export function sampleQuoteLines(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    propId: `BPH-${10000 + index}`,
    name: `${kinds[index % kinds.length]} ${index + 1}${index % 4 === 3 ? " (Walnut)" : ""}`,
    weeklyRate: 1250 + (index % 18) * 500,
    quantity: 1 + (index % 4),
  }));
}

/** The quote of `count` lines over `weeks` rental weeks, card authorisation and all. */
export function sampleQuote(count = 3, weeks = 3, terms = sampleTerms): PrintedQuote {
  const estimate = estimateRental(sampleQuoteLines(count), weeks, terms);
  return {
    reference: "Q-7F3K2QX1",
    production: "Night Owl Pictures",
    contact: { name: "Dana Reyes", email: "dana@nightowl.example", phone: "+1 212 555 0199", company: "Night Owl" },
    dates: "Dec 1 – 15, 2026",
    handover: "delivery",
    deliveryAddress: "Stage 4, Steiner Studios, 15 Washington Avenue, Brooklyn, NY 11205",
    quotedOn: "Nov 20, 2026",
    note: "Held for you until Friday.\nThe chairs come with felt pads.",
    currency: estimate.currency,
    weeks: estimate.weeks,
    factors: estimate.factors,
    lines: estimate.lines.map(({ propId, name, quantity, weeklyRate, total }) => ({
      itemNumber: propId,
      name,
      quantity,
      weeklyRate,
      total,
    })),
    weekTotals: estimate.weekTotals,
    subtotal: estimate.subtotal,
    cardAuthorisation: estimate.cardAuthorisation,
  };
}

export const sampleQuoteOptions: QuotePdfOptions = {
  vendorName: "Bowery Prop House",
  locale: "en-US",
  brand: { colour: "#b3261e", onColour: "#ffffff" },
  vendorDetails: [
    "Bowery Prop House LLC · 550 West 38th Street, New York, NY 10018",
    "+12125550147 · rentals@boweryprops.example · www.boweryprops.example",
  ],
};
