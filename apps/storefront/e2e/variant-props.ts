// The props the e2e site offers in variants, read from the catalogue it serves (the index the search engine loads):
// the demo catalogue is seeded, so these are the same props every run, and a change to its generator picks others
// instead of breaking the specs.
import type { APIRequestContext } from "@playwright/test";
import type { Prop } from "@backlot/domain";
import { type SerializedIndex, loadIndex } from "@backlot/search/engine";
import { catalogueIndexUrl } from "../src/catalogue/search/catalogue-index.js";

/**
 * The first listed prop with two variants or more, each free to choose, outside `avoid` (departments other specs
 * book, so its stock is free for the dates a journey orders it).
 */
export async function propInVariants(request: APIRequestContext, avoid: readonly string[] = []): Promise<Prop> {
  const response = await request.get(catalogueIndexUrl);
  if (!response.ok()) throw new Error(`The e2e site serves no catalogue at ${catalogueIndexUrl}: ${response.status()}`);
  const { props } = loadIndex((await response.json()) as SerializedIndex);
  const found = props.find(
    (prop) =>
      prop.listed &&
      !avoid.includes(prop.department) &&
      prop.variants.length >= 2 &&
      prop.variants.every((variant) => (variant.quantity ?? prop.quantity) > 0),
  );
  if (!found) throw new Error("The demo catalogue has no listed prop with two variants in stock");
  return found;
}

/** A line's name as the pages and the server's estimate write it: "Bentwood chair (Walnut)". */
export const variantLineName = (prop: Pick<Prop, "name">, variant: { name: string }) =>
  `${prop.name} (${variant.name})`;
