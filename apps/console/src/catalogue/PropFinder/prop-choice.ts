// A prop staff pick from the catalogue (to price on a quote, to add to an order), and what the catalogue says of it in
// one of its variants (linePrice): the line's name, the variant's rate and stock where it has its own, the prop's
// otherwise, or, for a variant the prop no longer has, the problem to show.
import type { StoredProp } from "@backlot/data";
import { storedVariants } from "@backlot/data";
import { type PropVariant, lineName, linePrice, variantStock, withVariant } from "@backlot/domain";
import type { ImageSource } from "@backlot/ui/Picture";

/** A prop staff can pick (from the catalogue). */
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
  /** The prop's variants; staff pick one to add it. Absent or empty for a prop without. */
  variants?: readonly Pick<PropVariant, "id" | "name" | "weeklyRate" | "quantity">[];
}

/** A choice in one variant (or none), as the catalogue names, stocks and rates it. */
export interface ChoiceLine {
  /** The variant; absent for the prop itself. `name` says it too ("Bentwood Chair (Walnut)"). */
  variantId?: string;
  name: string;
  stock: number | null;
  /** The variant's rate (the prop's where it has none), or null for a variant the prop no longer has. */
  catalogueRate: number | null;
  /** Why the line cannot be used as it is (its prop no longer has its variant). */
  problem?: string;
}

/** A stored prop as a choice, variants and all; `imageUrl` where the console loads its picture. */
export const propChoice = (propId: string, prop: StoredProp, imageUrl: string | null): PropChoice => ({
  propId,
  name: prop.name,
  imageUrl,
  stock: prop.quantity,
  weeklyRate: prop.weeklyRate,
  variants: storedVariants(prop),
});

/** What the catalogue says of `choice` in `variantId`. */
export function variantLine(choice: PropChoice, variantId: string | undefined): ChoiceLine {
  const price = linePrice(choice, choice.propId, variantId);
  // The variant's own name is gone with it: its id is what staff can still look for.
  if ("problem" in price) {
    const gone = { ...withVariant({ variantId }), name: lineName(choice.name, variantId), stock: null };
    return { ...gone, catalogueRate: null, problem: price.problem };
  }
  const variant = choice.variants?.find((each) => each.id === variantId);
  return {
    ...withVariant({ variantId }),
    name: price.name,
    stock: variantStock(variant, choice.stock),
    catalogueRate: price.weeklyRate,
  };
}
