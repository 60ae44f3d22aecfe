// Rental pricing as a pure function. Money is in minor units (cents) as integers, so sums are
// exact; the weekly schedule is the tenant's weeklyDiscounts (docs/decisions/0002): factor n is the
// fraction of the weekly rate charged for rental week n, the last factor repeating after week 8.

export interface RentalLineInput {
  propId: string;
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
        `${line.name} (${line.propId}): weeklyRate must be a whole number of minor units (cents), not ${line.weeklyRate}`,
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
      ? Math.round(subtotal * (1 + terms.ccAuthProcessingPercentage / 100))
      : null,
  };
}

const dayMs = 86_400_000;

/**
 * Rental weeks between a pick-up and a return date ("YYYY-MM-DD", calendar days in the vendor's
 * time zone): every started week counts, and a same-day return is one week.
 */
export function rentalWeeks(pickUpDate: string, returnDate: string): number {
  const start = parseDate(pickUpDate, "pick-up date");
  const end = parseDate(returnDate, "return date");
  if (end < start) throw new RangeError(`The return date ${returnDate} is before the pick-up date ${pickUpDate}`);
  return Math.max(1, Math.ceil((end - start) / dayMs / 7));
}

/** Whether `value` is a real calendar date written "YYYY-MM-DD". */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function parseDate(value: string, what: string): number {
  if (!isCalendarDate(value)) throw new RangeError(`The ${what} must be a date like 2026-12-01, not "${value}"`);
  return Date.parse(`${value}T00:00:00Z`);
}

/** 12345 cents -> "$123.45" in the tenant's locale and currency. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
