// A quote request's life after it is sent, and the prop house's answer: the lines staff priced
// (rates changed, props added or substituted), a note, and the week-by-week total the server
// worked out from them. The console's pricing form and the answerQuote function check the lines
// with the same quotedLineProblems, so the form refuses exactly what the server would.
import { limits } from "../limits.js";
import { lineKey, variantIdOf, variantIdProblem } from "../prop-variants.js";
import type { RentalEstimate } from "../pricing/rental-estimate.js";

/** new (sent) -> quoted (staff answered) -> accepted (now an order) or declined; closed by staff. */
export const quoteStatuses = ["new", "quoted", "accepted", "declined", "closed"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Whether staff may still price or close a request: the customer has not taken it up or turned it down. */
export const isOpenQuote = (status: QuoteStatus): boolean => status === "new" || status === "quoted";

/** One line as staff price it: a catalogue prop, how many, and the weekly rate they charge (cents). */
export interface QuotedLineInput {
  propId: string;
  /** The variant priced (absent for the prop itself): named from the catalogue on the answer. */
  variantId?: string;
  quantity: number;
  weeklyRate: number;
}

/** The prop house's answer, as stored on the request (answerQuote writes it). */
export interface QuoteAnswer {
  /** What staff told the customer with the price; "" for nothing. */
  note: string;
  /** The priced lines (names from the catalogue), week by week over the request's dates. */
  estimate: RentalEstimate;
  answeredBy: string;
  answeredAt: Date;
}

export interface QuotedLineProblem {
  /** "lines", "lines.2.weeklyRate"... */
  field: string;
  message: string;
}

const isWholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** Every problem with priced lines; none when they may be sent. Accepts anything (a server reads JSON). */
export function quotedLineProblems(lines: unknown): QuotedLineProblem[] {
  if (!Array.isArray(lines)) return [{ field: "lines", message: "must be a list of priced props" }];
  const problems: QuotedLineProblem[] = [];
  if (lines.length === 0) problems.push({ field: "lines", message: "must hold at least one prop to price" });
  if (lines.length > limits.quote.lines)
    problems.push({ field: "lines", message: `must hold at most ${limits.quote.lines} props` });
  const seen = new Set<string>();
  lines.slice(0, limits.quote.lines).forEach((line: Partial<QuotedLineInput> | null, index) => {
    const at = `lines.${index}`;
    const { propId, variantId, quantity, weeklyRate } = line ?? {};
    const variantProblem = variantIdProblem(variantId);
    if (variantProblem) problems.push({ field: `${at}.variantId`, message: variantProblem });
    if (typeof propId !== "string" || propId === "" || propId.length > limits.propId.length) {
      problems.push({ field: `${at}.propId`, message: "must be a catalogue prop id" });
    } else if (!variantProblem) {
      const key = lineKey({ propId, variantId: variantIdOf({ variantId }) });
      if (seen.has(key))
        problems.push({ field: `${at}.propId`, message: `lists ${key} twice: change the quantity instead` });
      else seen.add(key);
    }
    if (!isWholeNumber(quantity) || quantity < 1 || quantity > limits.quote.quantity)
      problems.push({ field: `${at}.quantity`, message: `must be a whole number from 1 to ${limits.quote.quantity}` });
    if (!isWholeNumber(weeklyRate) || weeklyRate < 0 || weeklyRate > limits.staff.weeklyRate)
      problems.push({
        field: `${at}.weeklyRate`,
        message: `must be a whole number of cents from 0 to ${limits.staff.weeklyRate.toLocaleString("en-US")}`,
      });
  });
  return problems;
}
