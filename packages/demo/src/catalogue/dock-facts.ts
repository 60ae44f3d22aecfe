// Where a demo prop is kept and what a lost one is charged at (its dock facts, decision 0041), as in a real prop
// house: a warehouse of aisles, one per department, with a run of bays for each category; firearms, blades and
// valuables locked in the cage whatever their department; a few props not given a place yet, and neither a place nor
// a value for a service. Each prop draws from a random stream of its own, so adding the facts left every other field
// of the demo catalogue as it was.
import type { DockFacts } from "@backlot/domain/catalogue";
import type { CategoryProfile } from "./category-profile.js";
import type { DrawingKind } from "./prop-drawings.js";
import { seededRandom } from "./random.js";

/** The cage's sections, by the kinds of prop locked in each. */
const cage: readonly { section: string; kinds: readonly DrawingKind[] }[] = [
  { section: "A", kinds: ["revolver", "pistol", "rifle", "ammo"] },
  { section: "B", kinds: ["sword", "knife", "axe", "spear"] },
  { section: "C", kinds: ["cash", "badge"] },
];
const cageShelves = 8;

/** The cage section a kind of prop is locked in, if any. */
export const cageSectionOf = (kind: DrawingKind): string | undefined =>
  cage.find((section) => section.kinds.includes(kind))?.section;

/** Bays in a department's aisle for each of its categories, the first category's first. */
export const baysPerCategory = 4;

/** The share of props not given a place yet (just in, never shelved): the pull sheet's "no location" group. */
const unshelved = 0.03;

/** A lost prop is charged this many weeks of its rent, from the first to the second. */
export const replacementWeeks = [8, 25] as const;

/** Where a prop's branch of the catalogue is kept: its department's aisle, and its category's run of bays. */
export interface DockPlace {
  /** 1 for the tenant's first department. */
  aisle: number;
  /** 0 for its department's first category. */
  category: number;
}

/** A stream of its own for the prop numbered `index` of the catalogue made with `seed`. */
const streamOf = (seed: number, index: number) =>
  seededRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);

export function demoDockFacts(
  place: DockPlace,
  profile: Pick<CategoryProfile, "drawing" | "service">,
  weeklyRate: number,
  { seed, index }: { seed: number; index: number },
): DockFacts {
  // A fee (clearance research, delivery) is not on a shelf, and cannot be lost.
  if (profile.service) return {};
  const random = streamOf(seed, index);
  const section = cageSectionOf(profile.drawing);
  const bay = place.category * baysPerCategory + random.int(1, baysPerCategory);
  const location = section
    ? `Cage ${section} / Shelf ${random.int(1, cageShelves)}`
    : `Aisle ${place.aisle} · Bay ${bay}`;
  const weeks = random.int(...replacementWeeks);
  // To the whole dollar (or unit), and never nothing.
  const replacementValue = Math.max(100, Math.round((weeklyRate * weeks) / 100) * 100);
  return random.chance(unshelved) ? { replacementValue } : { location, replacementValue };
}
