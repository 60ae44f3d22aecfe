// A quote's lines as the pricing form holds them: what the request asked for, the props staff can
// add, each line as typed (a row), and the rows read back as lines to send, checked by
// @backlot/domain's quotedLineProblems (the server's own rules). A line is a prop in one of its
// variants (sizes, finishes) or the prop itself; the catalogue names and prices it by linePrice.
import { type QuotedLineInput, quotedLineProblems, withVariant } from "@backlot/domain";
import { decimalAmount, parseMoney } from "@backlot/domain/money";
import { type PropChoice, variantLine } from "../../catalogue/PropFinder/index.js";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";

// The catalogue's side of a line is the prop finder's (catalogue/PropFinder), which the order page's add-on uses too.
export { type PropChoice, variantLine };

/** A line as the request asked for it, with what the catalogue says of its prop (as a PropChoice says it). */
export interface PricingLine extends Omit<PropChoice, "weeklyRate" | "variants"> {
  /** The variant asked for; absent for the prop itself. `name` says it too ("Bentwood Chair (Walnut)"). */
  variantId?: string;
  /** The catalogue's rate (the variant's), or null for a prop no longer in it (staff substitute or remove it). */
  catalogueRate: number | null;
  quantity: number;
  /** What staff charge; the catalogue's rate to start with. */
  weeklyRate: number;
  /** The customer's note on the line; "" for none. */
  note: string;
  /** Why the line cannot be sent as it is (its prop no longer has its variant), until staff substitute or remove it. */
  problem?: string;
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

/** A prop picked from the catalogue (in the variant staff chose, if any) as a new row: one of it, at its rate. */
export function rowOfChoice(choice: PropChoice, variantId: string | undefined, currency: string): PricingRow {
  const line = variantLine(choice, variantId);
  return {
    key: nextKey++,
    propId: choice.propId,
    ...line,
    imageUrl: choice.imageUrl,
    imageSrcSet: choice.imageSrcSet,
    imageSources: choice.imageSources,
    quantity: "1",
    rate: decimalAmount(line.catalogueRate ?? choice.weeklyRate, currency),
    note: "",
  };
}

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
    // The server would refuse the variant too: the line waits for staff to substitute or remove it.
    if (row.problem) problems[`lines.${index}.variantId`] = row.problem;
    // No variantId field at all for the prop itself: the server stores what it is sent.
    return { propId: row.propId, ...withVariant(row), quantity, weeklyRate: weeklyRate ?? 0 };
  });
  // The server's own rules; a rate that did not parse keeps the message that says so.
  for (const { field, message } of quotedLineProblems(lines)) {
    problems[field] ??= field.endsWith(".quantity") ? labels.wholeQuantity : message;
  }
  if (rows.length === 0) problems.lines = labels.noLines;
  return { lines, problems };
}
