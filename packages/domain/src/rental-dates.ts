// The rules of a rental's dates, and the shape of a problem with a request, apart from the rest of a quote
// request's rules (quote/check-quote-request.ts): the date forms a visitor's pages show load these alone.
import { limits } from "./limits.js";
import { daysBetween, isCalendarDate } from "./calendar-date.js";

export type QuoteProblemCode =
  | "missing"
  | "tooLong"
  | "invalid"
  /** The pick-up date is before today. */
  | "past"
  /** The return date is not after the pick-up date. */
  | "notAfterPickUp"
  /** Neither props nor notes saying what is needed. */
  | "nothingAsked"
  /** A date past how far ahead the vendor takes bookings. */
  | "tooFar"
  | "tooMany";

export interface QuoteProblem {
  /** "contact.email", "returnDate", "lines", "lines.3.quantity"... */
  field: string;
  code: QuoteProblemCode;
  /** The field's problem in plain words, after the field name ("must be at most 120 characters"). */
  message: string;
}

export interface QuoteCheckOptions {
  /** Today at the vendor ("YYYY-MM-DD"): a pick-up date before it is refused. Unchecked without it. */
  today?: string;
  /** The last day a rental may reach ("YYYY-MM-DD": today plus the vendor's horizon). Unchecked without it. */
  latest?: string;
}

/**
 * The rules of a rental's dates, wherever they are chosen (a request, an order, a set list's dates
 * for a hold, the dates a customer browses for): both given, the pick-up not past, the return after it.
 */
export function rentalDatesProblems(pickUpDate: unknown, returnDate: unknown, options: QuoteCheckOptions = {}) {
  const problems: QuoteProblem[] = [];
  const add = (field: string, code: QuoteProblemCode, message: string) => problems.push({ field, code, message });
  const date = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === "") add(field, "missing", "is required");
    else if (!isCalendarDate(value)) add(field, "invalid", "must be a date like 2026-12-01");
    else return value;
    return undefined;
  };
  const pickUp = date("pickUpDate", pickUpDate);
  const back = date("returnDate", returnDate);
  if (pickUp && options.today && pickUp < options.today) add("pickUpDate", "past", "must be today or later");
  if (pickUp && options.latest && pickUp > options.latest)
    add("pickUpDate", "tooFar", `must be ${options.latest} or earlier`);
  if (back && options.latest && back > options.latest)
    add("returnDate", "tooFar", `must be ${options.latest} or earlier`);
  if (pickUp && back && back <= pickUp) add("returnDate", "notAfterPickUp", "must be after the pick-up date");
  else if (pickUp && back && daysBetween(pickUp, back) > limits.rental.days)
    add("returnDate", "tooLong", `must be within ${limits.rental.days} days of the pick-up date`);
  return problems;
}
