// A prop's dock facts: where the house keeps it and what it charges when one is lost. The catalogue file and its
// sheets hold them like any other field, but they are the house's own (decision 0041): whatever publishes a prop (the
// storefront's index and pages, Typesense, Firestore's public prop documents) takes it through publicProp, and staff
// read the facts from a document of their own that only they may read.
import type { Prop } from "../generated/prop-types.js";

export const dockFactFields = ["location", "replacementValue"] as const satisfies readonly (keyof Prop)[];
export type DockFactField = (typeof dockFactFields)[number];

/** Where it is kept, and what a lost one is charged at (minor units); either may be missing. */
export type DockFacts = Pick<Prop, DockFactField>;

/** The prop as customers may see it: without its dock facts. A prop that has none is given back as it is. */
export function publicProp<T extends object>(prop: T): Omit<T, DockFactField> {
  if (!dockFactFields.some((field) => field in prop)) return prop;
  const copy = { ...prop } as Record<string, unknown>;
  for (const field of dockFactFields) delete copy[field];
  return copy as Omit<T, DockFactField>;
}

/** The prop's dock facts alone, or null when it has none. */
export function dockFactsOf(prop: DockFacts): DockFacts | null {
  const facts: DockFacts = {
    ...(prop.location !== undefined ? { location: prop.location } : {}),
    ...(prop.replacementValue !== undefined ? { replacementValue: prop.replacementValue } : {}),
  };
  return Object.keys(facts).length > 0 ? facts : null;
}
