// The catalogue search behind the prop finder: the catalogue in Firestore by the words staff type (searchTerm), the
// first eight props, as choices with their pictures from the storefront's files.
import { type DocumentStore, type StoredProp, catalogueProps } from "@backlot/data";
import { searchTerm } from "@backlot/domain";
import { type ConsoleTenant, storefrontFileUrl } from "../../app/console-tenant.js";
import { type PropChoice, propChoice } from "./prop-choice.js";

/** A prop's picture as the console loads it, or null for none. */
export const propImageUrl = (tenant: Pick<ConsoleTenant, "storefrontUrl">, prop: StoredProp | undefined) =>
  prop?.image ? storefrontFileUrl(tenant, prop.image.url) : null;

/** Finds props for what staff typed (nothing for fewer than two usable characters). */
export function catalogueFinder(
  documents: DocumentStore,
  tenant: Pick<ConsoleTenant, "storefrontUrl" | "vendor">,
): (text: string) => Promise<PropChoice[]> {
  return async (text) => {
    const term = searchTerm(text);
    if (!term) return [];
    const found = await catalogueProps(documents, { vendorId: tenant.vendor.id }).find(term, 8);
    return found.map((prop) => propChoice(prop.id, prop, propImageUrl(tenant, prop)));
  };
}
