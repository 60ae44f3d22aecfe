// A quote request's lines as the pricing form starts them, from the catalogue's stored props: each
// line named, stocked and priced in its variant (linePrice), so a prop asked for in two variants is
// two lines; a request answered before starts from the lines and rates staff sent.
import type { QuoteRequest, StoredProp } from "@backlot/data";
import { lineKey, variantIdOf, withVariant } from "@backlot/domain";
import { propChoice } from "../catalogue/PropFinder/index.js";
import { type PricingLine, variantLine } from "./QuotePricing/index.js";

/** A stored prop as the pricing form offers it: the prop finder's choice (catalogue/PropFinder). */
export { propChoice };

/** The lines to price: `catalogue` holds the stored props by id (undefined for one no longer in it). */
export function linesToPrice(
  quote: Pick<QuoteRequest, "lines" | "answer">,
  catalogue: ReadonlyMap<string, StoredProp | undefined>,
  imageOf: (prop: StoredProp | undefined) => string | null,
): PricingLine[] {
  const quoted = quote.answer?.estimate.lines;
  // The customer's notes stay with their lines, variant by variant.
  const notes = new Map(quote.lines.map((line) => [lineKey(line), line.note]));
  const from = quoted ?? quote.lines.map((line) => ({ ...line, name: undefined, weeklyRate: undefined }));
  return from.map((line) => {
    const prop = catalogue.get(line.propId);
    const variantId = variantIdOf(line);
    const imageUrl = imageOf(prop);
    const known = prop
      ? variantLine(propChoice(line.propId, prop, imageUrl), variantId)
      : { ...withVariant(line), name: line.name ?? line.propId, stock: null, catalogueRate: null };
    return {
      propId: line.propId,
      ...known,
      imageUrl,
      quantity: line.quantity,
      weeklyRate: line.weeklyRate ?? known.catalogueRate ?? 0,
      note: notes.get(lineKey({ propId: line.propId, variantId })) ?? "",
    };
  });
}
