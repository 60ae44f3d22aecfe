// A prop's variants (sizes, finishes) on its page: the one chosen, kept in the address as ?variant= (replaced, not
// pushed, so a link or a reload keeps it and Back leaves the page), and what the tenant's variant menu shows of each.
// Stock is counted per prop (docs/decisions/0035): a variant's own quantity only marks it out of stock in the menu.
import { type Prop, type PropVariant, variantStock } from "@backlot/domain";
import type { PropVariant as MenuVariant } from "@backlot/ui/VariantMenu";
import { useSearchParams } from "react-router";
import { keepScroll } from "../../app/page-router/scroll-restoration.js";
import { variantParam } from "../../app/hrefs.js";

/** The variants as the menu lists them: the domain's name and colour are the menu's label and swatch. */
export function menuVariants(prop: Pick<Prop, "quantity" | "variants">): MenuVariant[] {
  return prop.variants.map((variant) => ({
    id: variant.id,
    label: variant.name,
    quantity: variantStock(variant, prop.quantity),
    ...(variant.weeklyRate !== undefined ? { weeklyRate: variant.weeklyRate } : {}),
    ...(variant.color ? { swatch: variant.color } : {}),
  }));
}

/** What the menu is called and what the page says until one is chosen: colours, where every variant is one. */
export function variantWords(variants: readonly PropVariant[]): { legend: string; chooseFirst: string } {
  return variants.every((variant) => variant.color)
    ? { legend: "Colour", chooseFirst: "Choose a colour first" }
    : { legend: "Options", chooseFirst: "Choose an option first" };
}

/**
 * The variant the address names, and choosing another. An id the prop does not offer (an old link, a typo) or one out
 * of stock counts as none chosen: the menu then asks again.
 */
export function useChosenVariant(prop: Pick<Prop, "quantity" | "variants">): {
  variant: PropVariant | undefined;
  choose: (variantId: string) => void;
} {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(variantParam);
  const variant = prop.variants.find((each) => each.id === wanted && variantStock(each, prop.quantity) > 0);
  const choose = (variantId: string) =>
    setSearch(
      (params) => {
        params.set(variantParam, variantId);
        return params;
      },
      { replace: true, state: keepScroll },
    );
  return { variant, choose };
}
