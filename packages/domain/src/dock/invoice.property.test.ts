// Property: on random stints, losses, damages, schedules, tax and card fees, the invoice equals a reference written
// apart from it, day by day with whole numbers only (the schedule's factors are quarters, the percentages thousandths
// and hundredths, so the reference never needs a float); and rentalStints accounts for every piece handed over.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, addDays } from "../calendar-date.js";
import type { CheckInEntry, HandoverSummary } from "../order.js";
import { priceInvoice, rentalStints } from "./invoice.js";
import type { InvoiceInput, RentalStint } from "./invoice-types.js";

const start = "2027-03-01" as CalendarDate;
const day = (offset: number) => addDays(start, offset);

/** `numerator / denominator` rounded half up, for non-negative whole numbers. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** One stint's rent as a person with a wall calendar counts it: each day out falls in a week; each week is paid. */
function referenceRent(stint: RentalStint, quarters: readonly number[]): { weeks: number; amount: number } {
  const weeks = new Set<number>([1]);
  const days = Math.round((Date.parse(stint.to) - Date.parse(stint.from)) / 86_400_000);
  for (let night = 0; night < days; night++) weeks.add(Math.floor(night / 7) + 1);
  let amount = 0;
  for (const week of weeks) {
    const quarter = quarters[Math.min(week, quarters.length) - 1] ?? 0;
    amount += roundHalfUp(stint.weeklyRate * stint.pieces * quarter, 4);
  }
  return { weeks: weeks.size, amount };
}

interface Case {
  input: InvoiceInput;
  quarters: number[];
  taxThousandths: number;
  cardHundredths: number | null;
}

function reference({ input, quarters, taxThousandths, cardHundredths }: Case) {
  const rent = input.stints.map((stint) => referenceRent(stint, quarters));
  let loss = 0;
  for (const each of input.losses) for (let piece = 0; piece < each.pieces; piece++) loss += each.replacementValue;
  const damage = input.damages.reduce((total, each) => total + each.amount, 0);
  const rentTotal = rent.reduce((total, each) => total + each.amount, 0);
  const taxable = input.taxExempt ? 0 : rentTotal + input.deliveryFee;
  const tax = roundHalfUp(taxable * taxThousandths, 100_000);
  const subtotal = rentTotal + loss + damage + input.deliveryFee + tax;
  const cardFee = cardHundredths === null ? 0 : roundHalfUp(subtotal * cardHundredths, 10_000);
  const totals = { rent: rentTotal, loss, damage, delivery: input.deliveryFee, taxable, tax, subtotal, cardFee };
  return { rent, totals: { ...totals, total: subtotal + cardFee } };
}

const names = ["Bentwood chair", "Brass lamp", "Steamer trunk"];
const stint = fc
  .record({
    prop: fc.integer({ min: 0, max: 2 }),
    weeklyRate: fc.integer({ min: 0, max: 250_000 }),
    pieces: fc.integer({ min: 1, max: 40 }),
    from: fc.integer({ min: 0, max: 60 }),
    days: fc.integer({ min: 0, max: 120 }),
  })
  .map(({ prop, weeklyRate, pieces, from, days }): RentalStint => ({
    key: `BPH-${prop}`,
    propId: `BPH-${prop}`,
    name: names[prop] ?? "",
    weeklyRate,
    pieces,
    from: day(from),
    to: day(from + days),
  }));
const loss = fc.record({
  key: fc.constant("BPH-1"),
  propId: fc.constant("BPH-1"),
  name: fc.constant("Brass lamp"),
  pieces: fc.integer({ min: 1, max: 6 }),
  replacementValue: fc.integer({ min: 0, max: 1_000_000 }),
});
const damage = fc.record({
  key: fc.constant("BPH-0"),
  propId: fc.constant("BPH-0"),
  name: fc.constant("Bentwood chair"),
  amount: fc.integer({ min: 0, max: 500_000 }),
  note: fc.string({ maxLength: 20 }),
});
const invoiceCase: fc.Arbitrary<Case> = fc
  .record({
    quarters: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }),
    stints: fc.array(stint, { maxLength: 6 }),
    losses: fc.array(loss, { maxLength: 3 }),
    damages: fc.array(damage, { maxLength: 3 }),
    deliveryFee: fc.integer({ min: 0, max: 100_000 }),
    // 0 to 30%, to the thousandth of a percent (New York City's 8.875).
    taxThousandths: fc.integer({ min: 0, max: 30_000 }),
    taxExempt: fc.boolean(),
    // None, or 0 to 10% to the hundredth (3.5).
    cardHundredths: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  })
  .map(({ quarters, taxThousandths, cardHundredths, ...rest }) => ({
    quarters,
    taxThousandths,
    cardHundredths,
    input: {
      ...rest,
      currency: "USD",
      weeklyDiscounts: quarters.map((quarter) => quarter / 4),
      taxPercentage: taxThousandths / 1000,
      cardFeePercentage: cardHundredths === null ? null : cardHundredths / 100,
    },
  }));

describe("priceInvoice", () => {
  it("equals the day-by-day reference for weeks, loss, damage, tax (or its exemption) and the card fee", () => {
    fc.assert(
      fc.property(invoiceCase, (each) => {
        const charges = priceInvoice(each.input);
        const expected = reference(each);
        expect(charges.rent.map(({ weeks, amount }) => ({ weeks, amount }))).toEqual(expected.rent);
        expect(charges.totals).toEqual(expected.totals);
        expect(charges.rent.every((line) => line.byWeek.length === line.weeks)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("charges an exempt customer exactly the tax less", () => {
    fc.assert(
      fc.property(invoiceCase, ({ input }) => {
        const taxed = priceInvoice({ ...input, taxExempt: false, cardFeePercentage: null }).totals;
        const exempt = priceInvoice({ ...input, taxExempt: true, cardFeePercentage: null }).totals;
        expect(exempt.tax).toBe(0);
        expect(taxed.total - exempt.total).toBe(taxed.tax);
      }),
      { numRuns: 300 },
    );
  });
});

/** One piece of a line: the day it went out and, if it came back, how many days later. */
const piece = fc.record({
  line: fc.constantFrom("BPH-1", "BPH-2/oak"),
  out: fc.integer({ min: 0, max: 20 }),
  back: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  condition: fc.constantFrom<CheckInEntry["condition"]>("fine", "damaged", "missing"),
});

describe("rentalStints", () => {
  const lines = [
    { propId: "BPH-1", quantity: 20, note: "" },
    { propId: "BPH-2", variantId: "oak", quantity: 20, note: "" },
  ];
  const lineFacts = (key: string) => ({ propId: key.split("/")[0] ?? "", name: key, weeklyRate: 1000 });
  const until = day(70);

  it("accounts for every piece handed over: the days out and the days back (or the invoice's day) as recorded", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const handovers: HandoverSummary[] = [];
        for (const each of pieces) {
          const at = new Date(`${day(each.out)}T17:00:00Z`);
          let handover = handovers.find((made) => made.at.getTime() === at.getTime());
          if (!handover)
            handovers.push((handover = { id: `h${each.out}`, at, byName: "", driverName: "", pieces: {} }));
          handover.pieces[each.line] = (handover.pieces[each.line] ?? 0) + 1;
        }
        const checkIns = pieces.flatMap((each, index): CheckInEntry[] =>
          each.back === null
            ? []
            : [
                {
                  id: `c${index}`,
                  key: each.line,
                  condition: each.condition,
                  pieces: 1,
                  on: day(each.out + each.back),
                  at: new Date(0),
                  byName: "",
                  note: "",
                },
              ],
        );
        // Hand-overs oldest first, as the order keeps them; check-ins in any order.
        handovers.sort((a, b) => a.at.getTime() - b.at.getTime());
        const stints = rentalStints({ lines, handovers, checkIns }, { timeZone: "America/New_York", until, lineFacts });
        const spread = (key: string, side: "from" | "to") =>
          stints
            .filter((each) => each.key === key)
            .flatMap((each) => Array.from({ length: each.pieces }, () => each[side]))
            .sort();
        for (const key of ["BPH-1", "BPH-2/oak"]) {
          const mine = pieces.filter((each) => each.line === key);
          expect(spread(key, "from")).toEqual(mine.map((each) => day(each.out)).sort());
          expect(spread(key, "to")).toEqual(
            mine.map((each) => (each.back === null ? until : day(each.out + each.back))).sort(),
          );
        }
        expect(stints.every((each) => each.from <= each.to && each.pieces >= 1)).toBe(true);
        const days = stints.map((each) => `${each.key} ${each.from} ${each.to}`);
        expect(new Set(days).size).toBe(days.length);
      }),
      { numRuns: 500 },
    );
  });
});
