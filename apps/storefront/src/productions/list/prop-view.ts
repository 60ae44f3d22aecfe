// A prop on a production's list as the page shows it: its photo and name from the catalogue the build shipped, in the
// line's variant, and its page. A prop the catalogue no longer has is still shown, by its item number.
import { type Prop, lineName } from "@backlot/domain";
import type { ResponsiveImage } from "@backlot/ui/Picture";
import { hrefs } from "../../app/hrefs.js";
import { pictureOf } from "../../catalogue/props/prop-pictures.js";

export interface PropView {
  propId: string;
  /** "Bentwood chair (Walnut)"; the item number when the catalogue does not have the prop. */
  name: string;
  image?: ResponsiveImage;
  /** The prop's page, in the variant; absent when the catalogue does not have it. */
  href?: string;
}

/** `propId` in `variantId` as the page shows it, from `prop` (undefined while loading, or gone from the catalogue). */
export function propView(propId: string, variantId: string | undefined, prop: Prop | undefined): PropView {
  if (!prop) return { propId, name: propId };
  const variant = prop.variants?.find((each) => each.id === variantId);
  const image = prop.images[0];
  return {
    propId,
    name: lineName(prop.name, variant?.name),
    ...(image ? { image: pictureOf(image) } : {}),
    href: hrefs.prop(propId, variant?.id),
  };
}
