// Estimates for stories and tests, worked out the way @backlot/data's estimateRental does
// (docs/decisions/0002: factor n is the fraction of the weekly rate charged in week n, the last
// repeating). The storefront never uses this: it passes the estimate the pricing package made.
import type { OrderEstimate } from "./OrderSummary.js";

/** The New York tenant's schedule (vendor.json weeklyDiscounts). */
export const sampleWeeklyDiscounts = [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5] as const;

export const sampleLines = [
  { propId: "BPH-10432", name: "Chrome Diner Stool", weeklyRate: 4500, quantity: 6 },
  { propId: "BPH-20817", name: "1970s NYPD Desk Sergeant Podium", weeklyRate: 12500, quantity: 1 },
  { propId: "BPH-31120", name: "Rotary Payphone", weeklyRate: 3750, quantity: 2 },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function sampleEstimate(
  lines: readonly { propId: string; name: string; weeklyRate: number; quantity: number }[],
  weeks: number,
  {
    discounts = sampleWeeklyDiscounts,
    cardPercent = null,
  }: { discounts?: readonly number[]; cardPercent?: number | null } = {},
): OrderEstimate {
  const factors = Array.from({ length: weeks }, (_, index) => discounts[Math.min(index, discounts.length - 1)] ?? 1);
  const estimated = lines.map((line) => {
    const byWeek = factors.map((factor) => Math.round(line.weeklyRate * line.quantity * factor));
    return { ...line, byWeek, total: sum(byWeek) };
  });
  const subtotal = sum(estimated.map((line) => line.total));
  return {
    weeks,
    currency: "USD",
    factors,
    lines: estimated,
    weekTotals: factors.map((_, week) => sum(estimated.map((line) => line.byWeek[week] ?? 0))),
    subtotal,
    cardAuthorisation: cardPercent === null ? null : Math.round(subtotal * (1 + cardPercent / 100)),
  };
}
