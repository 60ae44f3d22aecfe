// Rental pricing as a pure function. Money is in minor units (cents) as integers, so sums are
// exact; the weekly schedule is the tenant's weeklyDiscounts (docs/decisions/0002): factor n is the
// fraction of the weekly rate charged for rental week n, the last factor repeating after week 8.
import { daysBetween, parseCalendarDate, weeksBetween } from "../calendar-date.js";
import type { InvoiceInput } from "../dock/invoice-types.js";

export interface RentalLineInput {
  propId: string;
  /** The variant priced, when the line names one; `name` then says it too ("Bentwood chair (Walnut)"). */
  variantId?: string;
  name: string;
  /** Weekly rate for one item, in minor units (cents). */
  weeklyRate: number;
  quantity: number;
}

export interface PricingTerms {
  /** The tenant's 8 weekly factors. */
  weeklyDiscounts: readonly number[];
  currency: string;
  hasCreditCardAuth: boolean;
  /** Percent added to the card authorisation, like 3.5. */
  ccAuthProcessingPercentage: number;
}

export interface RentalLineEstimate extends RentalLineInput {
  /** Amount charged for each rental week, in minor units. */
  byWeek: number[];
  total: number;
}

export interface RentalEstimate {
  weeks: number;
  currency: string;
  /** The factor applied to each rental week. */
  factors: number[];
  lines: RentalLineEstimate[];
  /** All lines together, per week. */
  weekTotals: number[];
  subtotal: number;
  /** What the card is authorised for (subtotal plus processing), or null without card authorisation. */
  cardAuthorisation: number | null;
}

/**
 * A tenant's pricing terms: its vendor's weekly schedule and its settings' currency and card authorisation; at a
 * pickup location (`locationId`, decision 0053) with its own schedule or currency, that location's.
 */
export function pricingTermsOf(
  tenant: {
    vendor: {
      weeklyDiscounts: readonly number[];
      locations?: readonly { id: string; weeklyDiscounts?: readonly number[]; currency?: string }[];
    };
    settings: { currency: string; hasCreditCardAuth: boolean; ccAuthProcessingPercentage: number };
  },
  locationId?: string | null,
): PricingTerms {
  const { currency, hasCreditCardAuth, ccAuthProcessingPercentage } = tenant.settings;
  const location = locationId ? tenant.vendor.locations?.find((each) => each.id === locationId) : undefined;
  return {
    weeklyDiscounts: location?.weeklyDiscounts ?? tenant.vendor.weeklyDiscounts,
    currency: location?.currency ?? currency,
    hasCreditCardAuth,
    ccAuthProcessingPercentage,
  };
}

/** The tenant's side of a final invoice's input (priceInvoice); the order gives the rest. */
export type InvoiceTerms = Pick<
  InvoiceInput,
  "currency" | "weeklyDiscounts" | "deliveryFee" | "taxPercentage" | "cardFeePercentage"
>;

/**
 * A tenant's invoice terms: its schedule, currency, delivery fee and sales tax, and its card fee when it takes cards
 * (null when it does not). The caller makes the delivery fee 0 for a pick-up, the card fee null for an invoice not paid
 * by the authorised card, and passes the order's tax exemption.
 */
export function invoiceTermsOf(tenant: {
  vendor: { weeklyDiscounts: readonly number[] };
  settings: {
    currency: string;
    hasCreditCardAuth: boolean;
    ccAuthProcessingPercentage: number;
    salesTaxPercentage: number;
    deliveryFee: number;
  };
}): InvoiceTerms {
  const { currency, hasCreditCardAuth, ccAuthProcessingPercentage, salesTaxPercentage, deliveryFee } = tenant.settings;
  return {
    currency,
    weeklyDiscounts: tenant.vendor.weeklyDiscounts,
    deliveryFee,
    taxPercentage: salesTaxPercentage,
    cardFeePercentage: hasCreditCardAuth ? ccAuthProcessingPercentage : null,
  };
}

/** The factor charged for rental week `week` (1-based). */
export function weekFactor(weeklyDiscounts: readonly number[], week: number): number {
  if (weeklyDiscounts.length === 0)
    throw new RangeError("weeklyDiscounts is empty; the tenant's vendor.json must give 8 factors");
  return weeklyDiscounts[Math.min(week, weeklyDiscounts.length) - 1] as number;
}

export function estimateRental(lines: readonly RentalLineInput[], weeks: number, terms: PricingTerms): RentalEstimate {
  if (!Number.isInteger(weeks) || weeks < 1)
    throw new RangeError(`weeks must be a whole number of at least 1, not ${weeks}`);
  for (const line of lines) {
    if (!Number.isInteger(line.weeklyRate) || line.weeklyRate < 0) {
      throw new RangeError(
        `${line.name} (${line.propId}): weeklyRate must be a whole number of minor units (cents), not ` +
          `${line.weeklyRate}`,
      );
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(
        `${line.name} (${line.propId}): quantity must be a whole number of at least 1, not ${line.quantity}`,
      );
    }
  }
  const factors = Array.from({ length: weeks }, (_, index) => weekFactor(terms.weeklyDiscounts, index + 1));
  const estimated = lines.map((line) => {
    const byWeek = factors.map((factor) => Math.round(line.weeklyRate * line.quantity * factor));
    return { ...line, byWeek, total: sum(byWeek) };
  });
  const weekTotals = factors.map((_, week) => sum(estimated.map((line) => line.byWeek[week] ?? 0)));
  const subtotal = sum(estimated.map((line) => line.total));
  return {
    weeks,
    currency: terms.currency,
    factors,
    lines: estimated,
    weekTotals,
    subtotal,
    cardAuthorisation: terms.hasCreditCardAuth
      ? cardAuthorisationAmount(subtotal, terms.ccAuthProcessingPercentage)
      : null,
  };
}

/** What a card is authorised for: the total plus the tenant's processing percentage, in whole minor units. */
export const cardAuthorisationAmount = (total: number, processingPercentage: number): number =>
  Math.round(total * (1 + processingPercentage / 100));

/**
 * Rental weeks between a pick-up and a return date ("YYYY-MM-DD", the vendor's calendar days): every started week
 * counts, and a same-day return is one week (docs/decisions/0002: a partial week counts as a whole week).
 */
export function rentalWeeks(pickUpDate: string, returnDate: string): number {
  const start = parseCalendarDate(pickUpDate, "The pick-up date");
  const end = parseCalendarDate(returnDate, "The return date");
  if (daysBetween(start, end) < 0)
    throw new RangeError(`The return date ${returnDate} is before the pick-up date ${pickUpDate}`);
  return Math.max(1, weeksBetween(start, end));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
