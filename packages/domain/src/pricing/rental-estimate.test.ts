import { describe, expect, it } from "vitest";
import { estimateRental, pricingTermsOf, rentalWeeks, weekFactor } from "./rental-estimate.js";

const newYork = {
  weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
  currency: "USD",
  hasCreditCardAuth: true,
  ccAuthProcessingPercentage: 3.5,
};

const lamp = { propId: "p1", name: "Brass desk lamp", weeklyRate: 4500, quantity: 2 };
const chair = { propId: "p2", name: "Diner chair", weeklyRate: 1250, quantity: 6 };

describe("estimateRental", () => {
  it("prices week by week with the tenant's factors (worked by hand)", () => {
    // Week factors 0.5, 0.5, 1. Lamp: 2 x $45 = $90 a week -> 45 + 45 + 90 = $180.
    // Chairs: 6 x $12.50 = $75 a week -> 37.50 + 37.50 + 75 = $150. Subtotal $330.
    // Card: 330 x 1.035 = $341.55.
    const estimate = estimateRental([lamp, chair], 3, newYork);
    expect(estimate.factors).toEqual([0.5, 0.5, 1]);
    expect(estimate.lines.map((line) => [line.byWeek, line.total])).toEqual([
      [[4500, 4500, 9000], 18000],
      [[3750, 3750, 7500], 15000],
    ]);
    expect(estimate.weekTotals).toEqual([8250, 8250, 16500]);
    expect(estimate.subtotal).toBe(33000);
    expect(estimate.cardAuthorisation).toBe(34155);
    expect(estimate.currency).toBe("USD");
  });

  it("repeats the last factor after week 8", () => {
    // One item at $100: weeks 1-8 sum to 4.5 rates, weeks 9 and 10 add 0.5 each: $550.
    const estimate = estimateRental([{ propId: "p", name: "Anvil", weeklyRate: 10000, quantity: 1 }], 10, newYork);
    expect(estimate.factors).toEqual([0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5, 0.5, 0.5]);
    expect(estimate.subtotal).toBe(55000);
  });

  it("rounds each week's amount to the cent", () => {
    // $0.33 a week at half rate is 16.5 cents: rounded to 17 each week.
    const estimate = estimateRental([{ propId: "p", name: "Pencil", weeklyRate: 33, quantity: 1 }], 2, newYork);
    expect(estimate.lines[0]?.byWeek).toEqual([17, 17]);
  });

  it("has no card authorisation without hasCreditCardAuth", () => {
    expect(estimateRental([lamp], 1, { ...newYork, hasCreditCardAuth: false }).cardAuthorisation).toBeNull();
  });

  it("estimates an empty list as zero", () => {
    expect(estimateRental([], 2, newYork)).toMatchObject({ subtotal: 0, weekTotals: [0, 0], cardAuthorisation: 0 });
  });

  it("rejects impossible input, naming the line", () => {
    expect(() => estimateRental([lamp], 0, newYork)).toThrow("weeks must be a whole number of at least 1, not 0");
    expect(() => estimateRental([{ ...lamp, weeklyRate: 45.5 }], 1, newYork)).toThrow(
      "Brass desk lamp (p1): weeklyRate must be a whole number of minor units (cents), not 45.5",
    );
    expect(() => estimateRental([{ ...lamp, quantity: 0 }], 1, newYork)).toThrow(
      "Brass desk lamp (p1): quantity must be a whole number of at least 1, not 0",
    );
  });

  it("reads factors by week number", () => {
    expect(weekFactor(newYork.weeklyDiscounts, 4)).toBe(0);
    expect(weekFactor(newYork.weeklyDiscounts, 52)).toBe(0.5);
  });
});

describe("rentalWeeks", () => {
  it.each([
    ["2026-12-01", "2026-12-01", 1],
    ["2026-12-01", "2026-12-08", 1],
    ["2026-12-01", "2026-12-09", 2],
    ["2026-12-01", "2026-12-15", 2],
    ["2026-12-28", "2027-01-19", 4],
    ["2027-03-01", "2027-03-15", 2], // across the US daylight-saving change: calendar days count
  ])("%s to %s is %i week(s)", (pickUp, returned, weeks) => {
    expect(rentalWeeks(pickUp, returned)).toBe(weeks);
  });

  it("rejects bad and reversed dates", () => {
    expect(() => rentalWeeks("2026-12-10", "2026-12-01")).toThrow(
      "The return date 2026-12-01 is before the pick-up date 2026-12-10",
    );
    expect(() => rentalWeeks("2026-02-30", "2026-03-01")).toThrow(
      'The pick-up date must be a date like 2026-12-01, not "2026-02-30"',
    );
    expect(() => rentalWeeks("12/01/2026", "2026-12-01")).toThrow(/pick-up date/);
  });
});

describe("pricingTermsOf", () => {
  const house = [1, 1, 0.75, 0.75, 0.5, 0.5, 0.5, 0.5];
  const tenant = {
    vendor: {
      weeklyDiscounts: house,
      locations: [
        { id: "toronto" },
        { id: "vancouver", weeklyDiscounts: [1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5], currency: "USD" },
      ],
    },
    settings: { currency: "CAD", hasCreditCardAuth: true, ccAuthProcessingPercentage: 3.5 },
  };

  it("is the house's, at a dock without its own schedule or currency, and for no dock at all", () => {
    const terms = { weeklyDiscounts: house, currency: "CAD", hasCreditCardAuth: true, ccAuthProcessingPercentage: 3.5 };
    expect(pricingTermsOf(tenant)).toEqual(terms);
    expect(pricingTermsOf(tenant, "toronto")).toEqual(terms);
    expect(pricingTermsOf(tenant, "calgary")).toEqual(terms);
  });

  it("is the dock's own schedule and currency where it has them", () => {
    expect(pricingTermsOf(tenant, "vancouver")).toMatchObject({
      weeklyDiscounts: [1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
      currency: "USD",
    });
  });
});
