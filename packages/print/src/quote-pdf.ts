// Quotes: the prop house's answer to a quote request as a PDF the customer keeps or forwards, in the house's brand.
// Its head on every page (the house's name and the quote's reference in a band of its brand colour, "Page N of M"),
// then who it is for and the rental, staff's note, each line (prop, item number, quantity, weekly rate, total), the
// price week by week and the totals, the card authorisation among them when the house takes one.
import { brandBand, hexColourPattern } from "./colour.js";
import { formatMoney } from "@backlot/domain/money";
import { newDocument } from "./document.js";
import { PageFlow } from "./page-flow.js";
import { type QuoteDrawing, drawFacts, drawLines, drawNote, drawTotals, drawWeeks } from "./quote-draw.js";
import { drawFrames } from "./quote-frames.js";
import * as layout from "./quote-layout.js";
import type { PrintedQuote, QuotePdfOptions } from "./quote-types.js";

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function optionsProblem(options: QuotePdfOptions): string | null {
  try {
    new Intl.NumberFormat(options.locale);
  } catch {
    return `options.locale must be a language tag like "en-US", not "${String(options.locale)}"`;
  }
  for (const key of ["colour", "onColour"] as const) {
    const value = options.brand?.[key];
    if (options.brand && (typeof value !== "string" || !hexColourPattern.test(value)))
      return `options.brand.${key} must be a hex colour like "#b3261e", not "${String(value)}"`;
  }
  return null;
}

/** What is wrong with the quote's figures, or null: they must be whole amounts that add up as the estimate's do. */
function quoteProblem(quote: PrintedQuote): string | null {
  const { weeks, reference } = quote;
  if (!reference?.trim()) return "the quote has no reference";
  const at = `quote ${reference}`;
  if (!/^[A-Z]{3}$/.test(quote.currency))
    return `${at}: currency must be an ISO 4217 code like "USD", not "${String(quote.currency)}"`;
  if (!Number.isInteger(weeks) || weeks < 1) return `${at}: weeks must be a whole number of at least 1, not ${weeks}`;
  if (quote.factors.length !== weeks || quote.factors.some((factor) => !(factor >= 0 && factor <= 1)))
    return `${at}: factors must hold ${weeks} fractions from 0 to 1, one a week, not [${quote.factors.join(", ")}]`;
  if (quote.lines.length === 0) return `${at}: a quote holds at least one line`;
  for (const [index, line] of quote.lines.entries()) {
    const where = `${at}, line ${index + 1} (${String(line.itemNumber)})`;
    if (typeof line.itemNumber !== "string" || !line.itemNumber.trim()) return `${where}: the line has no item number`;
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      return `${where}: quantity must be a whole number of at least 1, not ${line.quantity}`;
    for (const key of ["weeklyRate", "total"] as const)
      if (!isAmount(line[key]))
        return `${where}: ${key} must be a whole number of minor units (cents), not ${String(line[key])}`;
  }
  if (quote.weekTotals.length !== weeks || !quote.weekTotals.every(isAmount))
    return `${at}: weekTotals must hold ${weeks} whole amounts, one a week, not [${quote.weekTotals.join(", ")}]`;
  const linesTotal = sum(quote.lines.map((line) => line.total));
  if (quote.subtotal !== linesTotal)
    return `${at}: the subtotal ${quote.subtotal} is not the sum of the lines' totals, ${linesTotal}`;
  if (sum(quote.weekTotals) !== linesTotal)
    return `${at}: the weeks' totals come to ${sum(quote.weekTotals)}, not the subtotal ${quote.subtotal}`;
  const card = quote.cardAuthorisation;
  if (card !== null && !(isAmount(card) && card >= quote.subtotal))
    return `${at}: cardAuthorisation must be null or whole cents from the subtotal ${quote.subtotal} up, not ${card}`;
  return null;
}

/**
 * A quote as a PDF on US Letter, in the house's brand. Throws an Error naming what is wrong and where (a quantity under
 * 1, a line total that is not whole cents, a subtotal that is not the lines' sum, a brand colour that is not hex).
 */
export async function quotePdf(quote: PrintedQuote, options: QuotePdfOptions): Promise<Uint8Array> {
  const problem = optionsProblem(options) ?? quoteProblem(quote);
  if (problem) throw new Error(`quotePdf: ${problem}`);
  const { document, fonts } = await newDocument(`Quote ${quote.reference} · ${quote.production}`, options.vendorName);
  const { locale } = options;
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const drawing: QuoteDrawing = {
    flow: new PageFlow(document, {
      width: layout.page.width,
      height: layout.page.height,
      top: layout.contentTop,
      bottom: layout.contentBottom,
    }),
    fonts,
    quote,
    vendorName: options.vendorName,
    money: (minorUnits) => fonts.printable(formatMoney(minorUnits, quote.currency, locale)),
    percent: (factor) => fonts.printable(percents.format(factor)),
    number: (value) => fonts.printable(numbers.format(value)),
    brand: brandBand(options.brand),
  };
  drawFacts(drawing);
  drawNote(drawing);
  drawLines(drawing);
  drawWeeks(drawing);
  drawTotals(drawing);
  drawFrames(document.getPages(), drawing, options.vendorDetails ?? []);
  return document.save();
}
