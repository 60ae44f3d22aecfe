// The final invoice's arithmetic (issue 34, docs/decisions/0045): what happened at the dock (stints out, losses,
// damages) priced on the vendor's weekly schedule, with delivery, sales tax and the card fee. Pure and exact: money in
// whole minor units, each week rounded as the estimate rounds it, percentages taken without floating-point error.
import { type CalendarDate, calendarDateAt, daysBetween, parseCalendarDate } from "../calendar-date.js";
import { currencyDigits } from "../money.js";
import type { Order } from "../order.js";
import { rentalWeeks, weekFactor } from "../pricing/rental-estimate.js";
import { lineKey } from "../prop-variants.js";
import type {
  InvoiceCharges,
  InvoiceInput,
  InvoicePayment,
  InvoiceRentLine,
  LossInput,
  RentalStint,
} from "./invoice-types.js";

/**
 * The invoice's charges from what happened: each stint charged for its weeks (rentalWeeks: every started week, a
 * same-day return one full week) at the schedule's factor for each, rounded per week as estimateRental rounds, so an
 * order that went and came back as quoted costs what it was quoted; losses at replacement value, damages as entered;
 * tax on rent and delivery (none when exempt); the card fee on everything before it. Throws a RangeError naming the
 * input that is wrong.
 */
export function priceInvoice(input: InvoiceInput): InvoiceCharges {
  checkInput(input);
  const rent = input.stints.map((stint): InvoiceRentLine => {
    const weeks = rentalWeeks(stint.from, stint.to);
    const byWeek = Array.from({ length: weeks }, (_, index) =>
      Math.round(stint.weeklyRate * stint.pieces * weekFactor(input.weeklyDiscounts, index + 1)),
    );
    return { ...stint, weeks, byWeek, amount: sum(byWeek) };
  });
  const losses = input.losses.map((loss) => ({ ...loss, amount: loss.pieces * loss.replacementValue }));
  const damages = input.damages.map((damage) => ({ ...damage }));
  const totals = {
    rent: sum(rent.map((line) => line.amount)),
    loss: sum(losses.map((loss) => loss.amount)),
    damage: sum(damages.map((damage) => damage.amount)),
    delivery: input.deliveryFee,
  };
  // Sales tax falls on the rental and its delivery; loss and damage are compensation, not a sale (decision 0045).
  const taxable = input.taxExempt ? 0 : totals.rent + totals.delivery;
  const tax = percentOf(taxable, input.taxPercentage);
  const subtotal = totals.rent + totals.loss + totals.damage + totals.delivery + tax;
  const cardFee = input.cardFeePercentage === null ? 0 : percentOf(subtotal, input.cardFeePercentage);
  return {
    currency: input.currency,
    rent,
    losses,
    damages,
    taxPercentage: input.taxPercentage,
    taxExempt: input.taxExempt,
    cardFeePercentage: input.cardFeePercentage,
    totals: { ...totals, taxable, tax, subtotal, cardFee, total: subtotal + cardFee },
  };
}

/** What is left to pay: the total less every payment; negative when the customer paid more (a credit). */
export function balanceDue(total: number, payments: readonly Pick<InvoicePayment, "amount">[]): number {
  checkMinorUnits(total, "The invoice total");
  payments.forEach((payment, index) => checkMinorUnits(payment.amount, `Payment ${index + 1}'s amount`));
  return total - sum(payments.map((payment) => payment.amount));
}

/** The invoice number for the vendor's `sequence`-th invoice: 1 -> "INV-0001", 12345 -> "INV-12345". */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`An invoice sequence number must be a whole number of at least 1, not ${sequence}`);
  return `INV-${String(sequence).padStart(4, "0")}`;
}

/** What rentalStints needs to know of a line: the order stores keys and counts, the catalogue the rest. */
export type LineFacts = Pick<RentalStint, "propId" | "name" | "weeklyRate">;

/**
 * Each line's pieces out, as stints from the day they were handed over (the hand-over's instant, in the vendor's
 * `timeZone`) to the day they were checked in, first out first in. A missing piece's rent stops the day it was found
 * missing, as a damaged one's stops the day it came back; pieces still out run to `until` (the invoice's day).
 * Stints of one line with the same days are merged; they come in the order's line order, earliest first. Throws a
 * RangeError when the dock's record cannot be paired: more pieces checked in than handed over, or a piece in before
 * any piece could have gone out.
 */
export function rentalStints(
  order: Pick<Order, "lines" | "handovers" | "checkIns">,
  options: { timeZone: string; until: string; lineFacts: (key: string) => LineFacts },
): RentalStint[] {
  const until = parseCalendarDate(options.until, "rentalStints: until");
  const seen = new Set<string>();
  const stints: RentalStint[] = [];
  for (const line of order.lines) {
    const key = lineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    const out = piecesByDay(
      (order.handovers ?? []).map((handover) => ({
        on: calendarDateAt(handover.at, options.timeZone),
        pieces: handover.pieces[key] ?? 0,
        what: `Hand-over ${handover.id}: pieces of ${key}`,
      })),
    );
    const checkedIn = (order.checkIns ?? []).filter((entry) => entry.key === key);
    const back = piecesByDay(
      checkedIn.map((entry) => ({
        on: parseCalendarDate(entry.on, `Check-in ${entry.id} of ${key}: its day`),
        pieces: entry.pieces,
        what: `Check-in ${entry.id}: pieces of ${key}`,
      })),
    );
    const handedOver = sum(out.map((each) => each.pieces));
    const returned = sum(back.map((each) => each.pieces));
    if (returned > handedOver)
      throw new RangeError(
        `${key}: ${returned} pieces are checked in, more than the ${handedOver} handed over; correct the ` +
          `check-ins before invoicing`,
      );
    if (handedOver === 0) continue;
    const pairs = pairFirstInFirstOut(out, [...back, { on: until, pieces: handedOver - returned, stillOut: true }]);
    const facts = options.lineFacts(key);
    for (const { from, to, pieces, stillOut } of pairs) {
      if (daysBetween(from, to) < 0)
        throw new RangeError(
          stillOut
            ? `${key}: pieces handed over on ${from} are still out on ${until}, the invoice's day, which comes ` +
                `first; invoice on ${from} or later`
            : `${key}: a piece is checked in on ${to}, before any piece still out went (${from}); correct the ` +
                `check-in's day before invoicing`,
        );
      const same = stints.find((each) => each.key === key && each.from === from && each.to === to);
      if (same) same.pieces += pieces;
      else stints.push({ key, ...facts, pieces, from, to });
    }
  }
  return stints;
}

interface DayCount {
  on: CalendarDate;
  pieces: number;
  /** Pieces not back yet, counted to the invoice's day. */
  stillOut?: boolean;
}

/** Counts with pieces, earliest day first (a stable sort, so one day's entries keep their order). */
function piecesByDay(counts: ReadonlyArray<DayCount & { what: string }>): DayCount[] {
  for (const { pieces, what } of counts)
    if (!Number.isSafeInteger(pieces) || pieces < 0)
      throw new RangeError(`${what} must be a whole number of at least 0, not ${pieces}`);
  return counts
    .filter((count) => count.pieces > 0)
    .map(({ on, pieces }) => ({ on, pieces }))
    .sort((a, b) => daysBetween(b.on, a.on));
}

/** The first pieces out paired with the first pieces in: runs of pieces with one day out and one day in. */
function pairFirstInFirstOut(out: readonly DayCount[], back: readonly DayCount[]) {
  const pairs: Array<{ from: CalendarDate; to: CalendarDate; pieces: number; stillOut: boolean }> = [];
  const left = out.map((each) => ({ ...each }));
  let index = 0;
  for (const each of back) {
    let pieces = each.pieces;
    while (pieces > 0) {
      const first = left[index] as DayCount;
      const taken = Math.min(pieces, first.pieces);
      pairs.push({ from: first.on, to: each.on, pieces: taken, stillOut: each.stillOut ?? false });
      first.pieces -= taken;
      pieces -= taken;
      if (first.pieces === 0) index++;
    }
  }
  return pairs;
}

/**
 * `percentage` percent of `amount`, rounded half up to a whole minor unit, exactly: 8.875 is taken as the decimal the
 * tenant wrote (8875 / 1000), so 8.875% of $2.00 is 17.75 cents, made 18, never 17 by a binary fraction.
 */
function percentOf(amount: number, percentage: number): number {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(percentage));
  if (!match) throw new RangeError(`A percentage must be a plain non-negative number, not ${percentage}`);
  const [, whole = "", fraction = "", exponent = "0"] = match;
  const shift = fraction.length - Number(exponent);
  let numerator = BigInt(amount) * BigInt(whole + fraction);
  let denominator = 100n;
  if (shift >= 0) denominator *= 10n ** BigInt(shift);
  else numerator *= 10n ** BigInt(-shift);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function checkInput(input: InvoiceInput): void {
  currencyDigits(input.currency);
  if (input.weeklyDiscounts.length === 0)
    throw new RangeError("weeklyDiscounts is empty; the tenant's vendor.json must give 8 factors");
  input.weeklyDiscounts.forEach((factor, index) => {
    if (!(factor >= 0 && factor <= 1))
      throw new RangeError(`weeklyDiscounts[${index}] must be a factor from 0 to 1 (vendor.json), not ${factor}`);
  });
  for (const stint of input.stints) {
    const where = `Rent of ${stint.name} (${stint.propId}) from ${stint.from}`;
    checkMinorUnits(stint.weeklyRate, `${where}: weeklyRate`);
    checkPieces(stint.pieces, where);
    const from = parseCalendarDate(stint.from, `${where}: from`);
    const to = parseCalendarDate(stint.to, `${where}: to`);
    if (daysBetween(from, to) < 0)
      throw new RangeError(`${where}: it ends on ${to}, before it starts; pass the day the pieces came back`);
  }
  for (const loss of input.losses) {
    const where = `Loss of ${loss.name} (${loss.propId})`;
    checkPieces(loss.pieces, where);
    checkMinorUnits(loss.replacementValue, `${where}: replacementValue`, lossHint(loss));
  }
  for (const damage of input.damages)
    checkMinorUnits(damage.amount, `Damage to ${damage.name} (${damage.propId}): amount`);
  checkMinorUnits(input.deliveryFee, "deliveryFee");
  checkPercentage(input.taxPercentage, "taxPercentage", "settings.salesTaxPercentage");
  if (input.cardFeePercentage !== null)
    checkPercentage(input.cardFeePercentage, "cardFeePercentage", "settings.ccAuthProcessingPercentage");
}

const lossHint = (loss: LossInput) => ` (set ${loss.propId}'s replacement value in the catalogue)`;

function checkMinorUnits(value: number, what: string, hint = ""): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of minor units (cents) of at least 0, not ${value}${hint}`);
}

function checkPieces(pieces: number, where: string): void {
  if (!Number.isSafeInteger(pieces) || pieces < 1)
    throw new RangeError(`${where}: pieces must be a whole number of at least 1, not ${pieces}`);
}

function checkPercentage(value: number, what: string, setting: string): void {
  if (!(Number.isFinite(value) && value >= 0 && value <= 100))
    throw new RangeError(`${what} must be a percent from 0 to 100 (the tenant's ${setting}), not ${value}`);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
