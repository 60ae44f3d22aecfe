import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../calendar-date.js";
import type { CheckInEntry, HandoverSummary, Order } from "../order.js";
import { invoiceTermsOf } from "../pricing/rental-estimate.js";
import { balanceDue, formatInvoiceNumber, priceInvoice, rentalStints } from "./invoice.js";
import type { InvoiceInput, RentalStint } from "./invoice-types.js";

const day = (text: string) => text as CalendarDate;
const newYork = [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5];

const chairs = { key: "BPH-1/walnut", propId: "BPH-1", name: "Bentwood chair (Walnut)", weeklyRate: 4500 };
const lamp = { key: "BPH-2", propId: "BPH-2", name: "Brass desk lamp", weeklyRate: 1250 };
const stint = (line: typeof chairs, pieces: number, from: string, to: string): RentalStint => ({
  ...line,
  pieces,
  from: day(from),
  to: day(to),
});

const input: InvoiceInput = {
  currency: "USD",
  weeklyDiscounts: newYork,
  stints: [
    stint(chairs, 2, "2026-12-01", "2026-12-15"),
    stint(chairs, 1, "2026-12-01", "2026-12-16"),
    stint(lamp, 1, "2026-12-01", "2026-12-01"),
  ],
  losses: [{ key: "BPH-2", propId: "BPH-2", name: "Brass desk lamp", pieces: 1, replacementValue: 20_000 }],
  damages: [{ key: "BPH-1/walnut", propId: "BPH-1", name: chairs.name, amount: 7500, note: "Scratched seat" }],
  deliveryFee: 25_000,
  taxPercentage: 8.875,
  taxExempt: false,
  cardFeePercentage: 3.5,
};

describe("priceInvoice", () => {
  it("prices what happened (worked by hand)", () => {
    // Two chairs out 14 days: 2 weeks at 0.5, 0.5 of $90 = $90. One chair 15 days: 3 weeks, 0.5 + 0.5 + 1 of $45 =
    // $90. The lamp back the same day: one full week at 0.5 = $6.25. Rent $186.25.
    // Loss $200, damage $75, delivery $250. Tax 8.875% of (186.25 + 250) = $38.7171875 -> $38.72.
    // Subtotal 186.25 + 200 + 75 + 250 + 38.72 = $749.97. Card 3.5% = $26.24895 -> $26.25. Total $776.22.
    const charges = priceInvoice(input);
    expect(charges.rent.map((line) => [line.weeks, line.byWeek, line.amount])).toEqual([
      [2, [4500, 4500], 9000],
      [3, [2250, 2250, 4500], 9000],
      [1, [625], 625],
    ]);
    expect(charges.losses[0]?.amount).toBe(20_000);
    expect(charges.damages).toEqual(input.damages);
    expect(charges.totals).toEqual({
      rent: 18_625,
      loss: 20_000,
      damage: 7500,
      delivery: 25_000,
      taxable: 43_625,
      tax: 3872,
      subtotal: 74_997,
      cardFee: 2625,
      total: 77_622,
    });
    expect(charges).toMatchObject({ currency: "USD", taxPercentage: 8.875, taxExempt: false, cardFeePercentage: 3.5 });
  });

  it("charges no tax with an exemption on file, and no card fee without a card", () => {
    // Subtotal 186.25 + 200 + 75 + 250 = $711.25; 3.5% = $24.89375 -> $24.89.
    expect(priceInvoice({ ...input, taxExempt: true }).totals).toMatchObject({
      taxable: 0,
      tax: 0,
      subtotal: 71_125,
      cardFee: 2489,
      total: 73_614,
    });
    expect(priceInvoice({ ...input, cardFeePercentage: null }).totals).toMatchObject({ cardFee: 0, total: 74_997 });
  });

  it("never taxes loss or damage", () => {
    const lost = priceInvoice({ ...input, stints: [], deliveryFee: 0 });
    expect(lost.totals).toMatchObject({ loss: 20_000, damage: 7500, taxable: 0, tax: 0 });
  });

  it("takes percentages as the decimals written, rounding half a cent up", () => {
    // 6.35% of $410.00 is $26.035: $26.04. In binary floating point 41000 * 6.35 / 100 is 2603.4999..., one cent short.
    const one = { ...input, stints: [], losses: [], damages: [], deliveryFee: 41_000, cardFeePercentage: null };
    expect(priceInvoice({ ...one, taxPercentage: 6.35 }).totals.tax).toBe(2604);
    expect(priceInvoice({ ...one, taxPercentage: 0 }).totals.tax).toBe(0);
    expect(priceInvoice({ ...one, taxPercentage: 1e-7 }).totals.tax).toBe(0);
  });

  it("counts every started week, and the schedule's last factor after week 8", () => {
    const weeks = (to: string) => priceInvoice({ ...input, stints: [stint(lamp, 1, "2026-12-01", to)] }).rent[0];
    expect(weeks("2026-12-08")?.weeks).toBe(1);
    expect(weeks("2026-12-09")?.weeks).toBe(2);
    // 10 weeks of $12.50: 4.5 rates for weeks 1-8, then 0.5 each: 5.5 x 1250.
    expect(weeks("2027-02-09")).toMatchObject({ weeks: 10, amount: 6875 });
  });

  it("rounds each week, as the estimate does", () => {
    // $0.33 at half rate is 16.5 cents: 17 each week.
    const pencil = { ...lamp, weeklyRate: 33 };
    expect(priceInvoice({ ...input, stints: [stint(pencil, 1, "2026-12-01", "2026-12-15")] }).rent[0]?.byWeek).toEqual([
      17, 17,
    ]);
  });

  it("refuses what it cannot price, saying what and where", () => {
    const bad = (change: Partial<InvoiceInput>) => () => priceInvoice({ ...input, ...change });
    expect(bad({ stints: [{ ...input.stints[0]!, pieces: 0 }] })).toThrow(
      "Rent of Bentwood chair (Walnut) (BPH-1) from 2026-12-01: pieces must be a whole number of at least 1, not 0",
    );
    expect(bad({ stints: [{ ...input.stints[0]!, weeklyRate: 12.5 }] })).toThrow(
      "from 2026-12-01: weeklyRate must be a whole number of minor units (cents) of at least 0, not 12.5",
    );
    expect(bad({ stints: [stint(lamp, 1, "2026-12-08", "2026-12-01")] })).toThrow(
      "Rent of Brass desk lamp (BPH-2) from 2026-12-08: it ends on 2026-12-01, before it starts",
    );
    expect(bad({ stints: [stint(lamp, 1, "2026-12-01", "2026-12-32")] })).toThrow(
      'from 2026-12-01: to must be a date like 2026-12-01, not "2026-12-32"',
    );
    expect(bad({ losses: [{ ...input.losses[0]!, replacementValue: -1 }] })).toThrow(
      "Loss of Brass desk lamp (BPH-2): replacementValue must be a whole number of minor units (cents) of at least " +
        "0, not -1 (set BPH-2's replacement value in the catalogue)",
    );
    expect(bad({ damages: [{ ...input.damages[0]!, amount: Number.NaN }] })).toThrow(
      "Damage to Bentwood chair (Walnut) (BPH-1): amount must be a whole number",
    );
    expect(bad({ deliveryFee: 99.5 })).toThrow("deliveryFee must be a whole number");
    expect(bad({ taxPercentage: 101 })).toThrow(
      "taxPercentage must be a percent from 0 to 100 (the tenant's settings.salesTaxPercentage), not 101",
    );
    expect(bad({ cardFeePercentage: -1 })).toThrow("cardFeePercentage must be a percent from 0 to 100");
    expect(bad({ weeklyDiscounts: [] })).toThrow("weeklyDiscounts is empty");
    expect(bad({ weeklyDiscounts: [0.5, 2] })).toThrow("weeklyDiscounts[1] must be a factor from 0 to 1");
    expect(bad({ currency: "usd" })).toThrow('"usd" is not an ISO 4217 currency code');
  });
});

describe("rentalStints", () => {
  const lines = [
    { propId: "BPH-1", variantId: "walnut", quantity: 3, note: "" },
    { propId: "BPH-2", quantity: 2, note: "" },
  ];
  const facts = { "BPH-1/walnut": chairs, "BPH-2": lamp } as Record<string, typeof chairs>;
  const lineFacts = (key: string) => {
    const { propId, name, weeklyRate } = facts[key]!;
    return { propId, name, weeklyRate };
  };
  const handover = (id: string, at: string, pieces: Record<string, number>): HandoverSummary => ({
    id,
    at: new Date(at),
    byName: "Sam",
    driverName: "Dee",
    pieces,
  });
  const checkIn = (key: string, on: string, pieces: number, condition: CheckInEntry["condition"] = "fine") => ({
    id: `${key}@${on}/${condition}`,
    key,
    condition,
    pieces,
    on,
    at: new Date(`${on}T15:00:00Z`),
    byName: "Sam",
    note: "",
  });
  const stints = (order: Pick<Order, "handovers" | "checkIns">, until = "2026-12-20") =>
    rentalStints({ lines, ...order }, { timeZone: "America/New_York", until, lineFacts });

  it("pairs pieces first out, first in, on the vendor's days, merging the same days", () => {
    const handovers = [
      // 9:30 PM in New York on Dec 1, already Dec 2 in UTC.
      handover("h1", "2026-12-02T02:30:00Z", { "BPH-1/walnut": 2, "BPH-2": 1 }),
      handover("h2", "2026-12-03T15:00:00Z", { "BPH-1/walnut": 1, "BPH-2": 1 }),
    ];
    const checkIns = [
      checkIn("BPH-1/walnut", "2026-12-10", 1),
      checkIn("BPH-1/walnut", "2026-12-10", 1, "damaged"),
      checkIn("BPH-1/walnut", "2026-12-12", 1, "missing"),
      checkIn("BPH-2", "2026-12-09", 1),
    ];
    expect(stints({ handovers, checkIns })).toEqual([
      { ...chairs, pieces: 2, from: "2026-12-01", to: "2026-12-10" },
      { ...chairs, pieces: 1, from: "2026-12-03", to: "2026-12-12" },
      { ...lamp, pieces: 1, from: "2026-12-01", to: "2026-12-09" },
      // Still out: it runs to the invoice's day.
      { ...lamp, pieces: 1, from: "2026-12-03", to: "2026-12-20" },
    ]);
  });

  it("splits a hand-over's pieces between the days they came back", () => {
    const handovers = [handover("h1", "2026-12-01T15:00:00Z", { "BPH-1/walnut": 3 })];
    const checkIns = [checkIn("BPH-1/walnut", "2026-12-05", 1), checkIn("BPH-1/walnut", "2026-12-04", 1)];
    expect(stints({ handovers, checkIns }).map(({ pieces, from, to }) => [pieces, from, to])).toEqual([
      [1, "2026-12-01", "2026-12-04"],
      [1, "2026-12-01", "2026-12-05"],
      [1, "2026-12-01", "2026-12-20"],
    ]);
  });

  it("has no stints for lines never handed over", () => {
    expect(stints({})).toEqual([]);
    expect(stints({ handovers: [handover("h1", "2026-12-01T15:00:00Z", { "BPH-2": 0 })] })).toEqual([]);
  });

  it("refuses a record it cannot pair, saying what to correct", () => {
    const handovers = [handover("h1", "2026-12-05T15:00:00Z", { "BPH-2": 1 })];
    expect(() => stints({ handovers, checkIns: [checkIn("BPH-2", "2026-12-06", 2)] })).toThrow(
      "BPH-2: 2 pieces are checked in, more than the 1 handed over; correct the check-ins before invoicing",
    );
    expect(() => stints({ handovers, checkIns: [checkIn("BPH-2", "2026-12-04", 1)] })).toThrow(
      "BPH-2: a piece is checked in on 2026-12-04, before any piece still out went (2026-12-05); correct the " +
        "check-in's day before invoicing",
    );
    expect(() => stints({ handovers }, "2026-12-04")).toThrow(
      "BPH-2: pieces handed over on 2026-12-05 are still out on 2026-12-04, the invoice's day, which comes first; " +
        "invoice on 2026-12-05 or later",
    );
    expect(() => stints({ handovers }, "12/20/2026")).toThrow("rentalStints: until must be a date like 2026-12-01");
    expect(() => stints({ handovers, checkIns: [checkIn("BPH-2", "2026-12-6", 1)] })).toThrow(
      "Check-in BPH-2@2026-12-6/fine of BPH-2: its day must be a date like 2026-12-01",
    );
  });
});

describe("formatInvoiceNumber", () => {
  it("numbers invoices from the vendor's sequence, at least four digits", () => {
    expect([1, 42, 9999, 12_345].map(formatInvoiceNumber)).toEqual(["INV-0001", "INV-0042", "INV-9999", "INV-12345"]);
    expect(() => formatInvoiceNumber(0)).toThrow("An invoice sequence number must be a whole number of at least 1");
    expect(() => formatInvoiceNumber(1.5)).toThrow("not 1.5");
  });
});

describe("balanceDue", () => {
  it("is the total less what was paid, negative for a credit", () => {
    expect(balanceDue(77_622, [])).toBe(77_622);
    expect(balanceDue(77_622, [{ amount: 50_000 }, { amount: 27_622 }])).toBe(0);
    expect(balanceDue(1000, [{ amount: 1500 }])).toBe(-500);
    expect(() => balanceDue(1000, [{ amount: 1 }, { amount: 0.5 }])).toThrow(
      "Payment 2's amount must be a whole number of minor units",
    );
  });
});

describe("invoiceTermsOf", () => {
  it("takes the schedule, tax, delivery and card fee from the tenant", () => {
    const settings = {
      currency: "USD",
      hasCreditCardAuth: true,
      ccAuthProcessingPercentage: 3.5,
      salesTaxPercentage: 8.875,
      deliveryFee: 25_000,
    };
    const tenant = { vendor: { weeklyDiscounts: newYork }, settings };
    expect(invoiceTermsOf(tenant)).toEqual({
      currency: "USD",
      weeklyDiscounts: newYork,
      deliveryFee: 25_000,
      taxPercentage: 8.875,
      cardFeePercentage: 3.5,
    });
    const noCards = { ...tenant, settings: { ...settings, hasCreditCardAuth: false } };
    expect(invoiceTermsOf(noCards).cardFeePercentage).toBeNull();
  });
});
