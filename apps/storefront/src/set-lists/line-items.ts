// A set list's lines (or a prop page's one) as the pages show them: named and priced by their variant, as the
// server names them on the estimate ("Bentwood chair (Walnut)"), and linking to the prop's page in that variant.
import { type Prop, type SetListLine, type VariantSource, linePrice, variantIdOf, withVariant } from "@backlot/domain";
import type { QuoteRequestItem } from "@backlot/ui/QuoteRequestForm";
import type { SetListLine as EditorLine } from "@backlot/ui/SetListEditor";
import { hrefs } from "../app/hrefs.js";
import { pictureOf } from "../catalogue/props/prop-pictures.js";

/** A line as the set list editor shows it; a variant the prop no longer offers is said on the line. */
export function editorLine(line: SetListLine, prop: Prop): EditorLine {
  const variantId = variantIdOf(line);
  const price = linePrice(prop, prop.id, variantId);
  const image = prop.images[0];
  const offered = !("problem" in price);
  return {
    propId: prop.id,
    ...withVariant(line),
    name: prop.name,
    ...(offered ? (price.variantName ? { variantName: price.variantName } : {}) : { problem: price.problem }),
    href: hrefs.prop(prop.id, offered ? variantId : undefined),
    ...(image ? { image: pictureOf(image) } : {}),
    quantity: line.quantity,
    available: prop.quantity,
    weeklyRate: offered ? price.weeklyRate : prop.weeklyRate,
  };
}

/**
 * A line as the quote and order forms list it. `prop` is its catalogue entry: without it (loading, or gone) the line
 * is named by its prop id; with a variant the prop no longer offers, by the prop's name (the server says what to do
 * when it is sent).
 */
export function lineItem(
  line: { propId: string; variantId?: string; quantity: number },
  prop: VariantSource | undefined,
): QuoteRequestItem {
  const variantId = variantIdOf(line);
  const price = prop && linePrice(prop, line.propId, variantId);
  const name = !price ? line.propId : "problem" in price ? (prop?.name ?? line.propId) : price.name;
  return { propId: line.propId, ...withVariant(line), name, quantity: line.quantity };
}
