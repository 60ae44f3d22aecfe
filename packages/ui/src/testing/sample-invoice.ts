// A final invoice as the server stores it, for the kit's stories and tests: two stools and a chair out for a week or
// two, one stool back damaged, the chair lost, delivered, taxed, on the card, part paid by check.
import type { CalendarDate } from "@backlot/domain/calendar-date";
import type { InvoiceSummaryInvoice } from "../InvoiceSummary/index.js";

const day = (date: string) => date as CalendarDate;

export const sampleInvoice: InvoiceSummaryInvoice = {
  number: "INV-0042",
  issuedAt: new Date("2027-03-12T15:00:00Z"),
  balanceDue: 37221,
  charges: {
    currency: "USD",
    rent: [
      {
        key: "BPH-10432",
        propId: "BPH-10432",
        name: "Chrome diner stool",
        weeklyRate: 1000,
        pieces: 1,
        from: day("2027-03-01"),
        to: day("2027-03-05"),
        weeks: 1,
        byWeek: [500],
        amount: 500,
      },
      {
        key: "BPH-10432",
        propId: "BPH-10432",
        name: "Chrome diner stool",
        weeklyRate: 1000,
        pieces: 1,
        from: day("2027-03-01"),
        to: day("2027-03-10"),
        weeks: 2,
        byWeek: [500, 500],
        amount: 1000,
      },
      {
        key: "BPH-30021/oak",
        propId: "BPH-30021",
        name: "Bentwood chair (Oak)",
        weeklyRate: 500,
        pieces: 1,
        from: day("2027-03-01"),
        to: day("2027-03-05"),
        weeks: 1,
        byWeek: [250],
        amount: 250,
      },
    ],
    losses: [
      {
        key: "BPH-30021/oak",
        propId: "BPH-30021",
        name: "Bentwood chair (Oak)",
        pieces: 1,
        replacementValue: 12000,
        amount: 12000,
      },
    ],
    damages: [
      { key: "BPH-10432", propId: "BPH-10432", name: "Chrome diner stool", amount: 4500, note: "Seat cracked" },
    ],
    taxPercentage: 8.875,
    taxExempt: false,
    cardFeePercentage: 3.5,
    totals: {
      rent: 1750,
      loss: 12000,
      damage: 4500,
      delivery: 25000,
      taxable: 26750,
      tax: 2374,
      subtotal: 45624,
      cardFee: 1597,
      total: 47221,
    },
  },
  payments: [
    { id: "p1", method: "check", amount: 10000, reference: "Check 1042", at: new Date("2027-03-15T15:00:00Z") },
  ],
};
