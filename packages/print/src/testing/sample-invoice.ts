// A final invoice to print in tests: an order of chairs and lamps out over December, one lamp lost and a chair
// damaged, delivered, taxed at New York City's rate and paid partly by check; its charges priced by the domain.
import { type CalendarDate, type RentalStint, balanceDue, priceInvoice } from "@backlot/domain";
import type { InvoicePdfOptions, PrintedInvoice } from "../invoice.js";

const day = (text: string) => text as CalendarDate;

const kinds = ["Bentwood chair (Walnut)", "Brass desk lamp", "Chrome diner stool", "Steamer trunk", "Rotary telephone"];

/** `count` stints of props out from Dec 1, 2026, each back a day later than the one before. */
export function sampleStints(count: number): RentalStint[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `BPH-${10_000 + index}`,
    propId: `BPH-${10_000 + index}`,
    name: kinds[index % kinds.length] ?? "",
    weeklyRate: 1250 + 250 * (index % 7),
    pieces: 1 + (index % 4),
    from: day("2026-12-01"),
    to: day(`2026-12-${String(1 + (index % 28)).padStart(2, "0")}`),
  }));
}

export function sampleInvoice(stints: RentalStint[] = sampleStints(3), exempt = false): PrintedInvoice {
  const charges = priceInvoice({
    currency: "USD",
    weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
    stints,
    losses: [{ key: "BPH-20", propId: "BPH-20", name: "Brass desk lamp", pieces: 1, replacementValue: 20_000 }],
    damages: [
      {
        key: "BPH-21",
        propId: "BPH-21",
        name: "Bentwood chair (Walnut)",
        amount: 7500,
        note: "Seat scratched through the finish; regluing the back rail.",
      },
    ],
    deliveryFee: 25_000,
    taxPercentage: 8.875,
    taxExempt: exempt,
    cardFeePercentage: 3.5,
  });
  const payments = [
    {
      method: "check" as const,
      amount: 50_000,
      reference: "No. 1042",
      at: new Date("2026-12-22T15:00:00Z"),
    },
  ];
  return {
    number: "INV-0042",
    issuedAt: new Date("2026-12-21T04:30:00Z"),
    billTo: { name: "Dana Whitfield", company: "Night Owl Pictures", email: "dana@nightowl.example" },
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-15",
    charges,
    payments,
    balanceDue: balanceDue(charges.totals.total, payments),
  };
}

export const sampleInvoiceOptions: InvoicePdfOptions = {
  vendorName: "Bowery Prop House",
  orderReference: "O-8K2M4PQ7",
  locale: "en-US",
  timeZone: "America/New_York",
  brand: { colour: "#b3261e", onColour: "#ffffff" },
  vendorDetails: ["550 West 38th Street, New York, NY 10018", "rentals@boweryprops.example · (212) 555-0147"],
  paymentNote: "Checks payable to Bowery Prop House LLC. Net 30.",
};
