// A prop's name as the console's other screens give it, from the catalogue's stored props: in its variant ("Bentwood
// chair (Walnut)"), or its id while the catalogue has not answered, or for a prop no longer in it.
import type { StoredProp } from "@backlot/data";
import { propChoice, variantLine } from "../catalogue/PropFinder/prop-choice.js";

export type NameOf = (propId: string, variantId?: string) => string;

export const catalogueNameOf =
  (props: ReadonlyMap<string, StoredProp | undefined> | undefined): NameOf =>
  (propId, variantId) => {
    const prop = props?.get(propId);
    return prop ? variantLine(propChoice(propId, prop, null), variantId).name : propId;
  };
