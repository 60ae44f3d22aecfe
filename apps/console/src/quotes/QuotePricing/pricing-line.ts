// A quote's lines as the pricing form holds them: what the request asked for, the props staff can
// add, each line as typed (a row), and the rows read back as lines to send, checked by
// @backlot/domain's quotedLineProblems (the server's own rules).
import { type QuotedLineInput, quotedLineProblems } from "@backlot/domain";
import { decimalAmount, parseMoney } from "@backlot/domain/money";
import type { ImageSource } from "@backlot/ui/Picture";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";

/** A prop staff can put on the quote (from the catalogue). */
export interface PropChoice {
  propId: string;
  name: string;
  imageUrl: string | null;
  /** imageUrl's photo at several widths ("https://…-320.jpg 320w, …"), loadable from the console as imageUrl is. */
  imageSrcSet?: string;
  /** imageUrl's photo in better formats, best first ({ type: "image/avif", srcSet: "…" }). */
  imageSources?: readonly ImageSource[];
  /** How many the prop house has; null when the catalogue does not say. */
  stock: number | null;
  /** The catalogue's weekly rate, in minor units. */
  weeklyRate: number;
}

/** A line as the request asked for it, with what the catalogue says of its prop (as a PropChoice says it). */
export interface PricingLine extends Omit<PropChoice, "weeklyRate"> {
  /** The catalogue's rate, or null for a prop no longer in it (staff substitute or remove it). */
  catalogueRate: number | null;
  quantity: number;
  /** What staff charge; the catalogue's rate to start with. */
  weeklyRate: number;
  /** The customer's note on the line; "" for none. */
  note: string;
}

/** A line as staff type it: the quantity and rate as text, and a key that outlives a substitution's new prop. */
export interface PricingRow extends Omit<PricingLine, "quantity" | "weeklyRate"> {
  key: number;
  quantity: string;
  rate: string;
}

let nextKey = 0;

/** A requested line as a row; the rate as staff would type it ("12.50"). */
export const rowOfLine = (line: PricingLine, currency: string): PricingRow => ({
  ...line,
  key: nextKey++,
  quantity: String(line.quantity),
  rate: decimalAmount(line.weeklyRate, currency),
});

/** A prop picked from the catalogue as a new row: one of it, at the catalogue's rate. */
export const rowOfChoice = (choice: PropChoice, currency: string): PricingRow => ({
  key: nextKey++,
  propId: choice.propId,
  name: choice.name,
  imageUrl: choice.imageUrl,
  imageSrcSet: choice.imageSrcSet,
  imageSources: choice.imageSources,
  stock: choice.stock,
  catalogueRate: choice.weeklyRate,
  quantity: "1",
  rate: decimalAmount(choice.weeklyRate, currency),
  note: "",
});

/** The rows as lines to send, or the problems by field ("lines.2.weeklyRate"). */
export function readRows(
  rows: readonly PricingRow[],
  currency: string,
  labels: Pick<QuotePricingLabels, "amount" | "wholeQuantity" | "noLines">,
): { lines: QuotedLineInput[]; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const lines = rows.map((row, index) => {
    const quantity = /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity) : Number.NaN;
    const weeklyRate = parseMoney(row.rate, currency);
    if (weeklyRate === null) problems[`lines.${index}.weeklyRate`] = labels.amount;
    return { propId: row.propId, quantity, weeklyRate: weeklyRate ?? 0 };
  });
  // The server's own rules; a rate that did not parse keeps the message that says so.
  for (const { field, message } of quotedLineProblems(lines)) {
    problems[field] ??= field.endsWith(".quantity") ? labels.wholeQuantity : message;
  }
  if (rows.length === 0) problems.lines = labels.noLines;
  return { lines, problems };
}
