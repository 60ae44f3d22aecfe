// Estimates for stories and tests, made by @backlot/domain's estimateRental as the storefront's are
// (docs/decisions/0002: factor n is the fraction of the weekly rate charged in week n, the last repeating).
import { type RentalLineInput, estimateRental } from "@backlot/domain/pricing";
import type { OrderEstimate } from "../OrderSummary/index.js";

/** The New York tenant's schedule (vendor.json weeklyDiscounts). */
export const sampleWeeklyDiscounts = [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5] as const;

export const sampleLines = [
  { propId: "BPH-10432", name: "Chrome Diner Stool", weeklyRate: 4500, quantity: 6 },
  { propId: "BPH-20817", name: "1970s NYPD Desk Sergeant Podium", weeklyRate: 12500, quantity: 1 },
  { propId: "BPH-31120", name: "Rotary Payphone", weeklyRate: 3750, quantity: 2 },
];

export function sampleEstimate(
  lines: readonly RentalLineInput[],
  weeks: number,
  {
    discounts = sampleWeeklyDiscounts,
    cardPercent = null,
  }: { discounts?: readonly number[]; cardPercent?: number | null } = {},
): OrderEstimate {
  return estimateRental(lines, weeks, {
    weeklyDiscounts: discounts,
    currency: "USD",
    hasCreditCardAuth: cardPercent !== null,
    ccAuthProcessingPercentage: cardPercent ?? 0,
  });
}
