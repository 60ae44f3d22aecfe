// Which profile a branch of a tenant's category tree gets: by the most specific name that has one
// (subcategory, then category, then department), then by a keyword in those names, then a generic
// profile. Keys may be qualified ("Field Gear > Helmets") where a name means different things in
// different places (a soldier's helmet, a knight's helmet).
import type { CategoryProfile } from "./category-profile.js";
import { inches } from "./category-profile.js";
import type { DrawingKind } from "./prop-drawings.js";
import { bodiesAndSuppliesProfiles } from "./profiles-bodies-and-supplies.js";
import { graphicsAndCameraProfiles } from "./profiles-graphics-and-cameras.js";
import { lawAndArmsProfiles } from "./profiles-law-and-arms.js";
import { scenesAndRescueProfiles } from "./profiles-scenes-and-rescue.js";
import { scenicProfiles } from "./profiles-scenic.js";

export const categoryProfiles: Readonly<Record<string, CategoryProfile>> = {
  ...lawAndArmsProfiles,
  ...scenesAndRescueProfiles,
  ...graphicsAndCameraProfiles,
  ...bodiesAndSuppliesProfiles,
  ...scenicProfiles,
};

const byKey = new Map(Object.entries(categoryProfiles).map(([key, profile]) => [key.toLowerCase(), profile]));

/** Nouns (singular, lower case) that say what a category holds, and the profile each one borrows. */
const keywords: Readonly<Record<string, string>> = {
  revolver: "Revolvers",
  pistol: "Semi-Automatic Pistols",
  handgun: "Semi-Automatic Pistols",
  gun: "Semi-Automatic Pistols",
  firearm: "Semi-Automatic Pistols",
  rifle: "Hunting Rifles",
  shotgun: "Shotguns",
  holster: "Holsters",
  ammo: "Dummy Rounds",
  ammunition: "Dummy Rounds",
  knife: "Dulled Steel",
  dagger: "Dulled Steel",
  blade: "Dulled Steel",
  sword: "Medieval",
  sabre: "Sabres & Cutlasses",
  axe: "Axes & Hammers",
  hammer: "Axes & Hammers",
  weapon: "Medieval",
  bat: "Bats & Clubs",
  club: "Bats & Clubs",
  spear: "Polearms & Spears",
  shield: "Shields",
  armor: "Chainmail",
  armour: "Chainmail",
  helmet: "Field Gear > Helmets",
  uniform: "Army",
  jacket: "Army",
  costume: "Army",
  badge: "Badges & IDs",
  radio: "Radios & Comms",
  tent: "Tents & Shelters",
  crate: "Crates & Ammo Cans",
  box: "Crates & Ammo Cans",
  handcuff: "Restraints & Duty Belts",
  restraint: "Restraints & Duty Belts",
  camera: "SLRs",
  camcorder: "Camcorders",
  tripod: "Tripods & Support",
  light: "Studio Lights",
  lighting: "Studio Lights",
  lamp: "Lamps & Lighting",
  sign: "Interior",
  signage: "Interior",
  poster: "Posters & Art",
  art: "Wall Art & Frames",
  frame: "Wall Art & Frames",
  newspaper: "Newspapers & Magazines",
  document: "Legal Documents",
  money: "Money",
  cash: "Money",
  label: "Labels & Stickers",
  packaging: "Food & Drink",
  food: "Packaged Food",
  beverage: "Beverages",
  drink: "Beverages",
  can: "Beverages",
  bottle: "Bar Back",
  glass: "Glassware",
  glassware: "Glassware",
  mug: "Tableware",
  tableware: "Tableware",
  dish: "Tableware",
  kitchen: "Kitchenware",
  kitchenware: "Kitchenware",
  bag: "Apparel & Accessories",
  apparel: "Apparel & Accessories",
  phone: "Consumer Electronics",
  electronic: "Consumer Electronics",
  computer: "Computers & Monitors",
  monitor: "Computers & Monitors",
  book: "Books & Paper",
  paper: "Filing & Paper",
  file: "Filing & Paper",
  tape: "Gaffer",
  spray: "Dulling Spray",
  paint: "Aging & Patina",
  blood: "Stage Blood",
  body: "Foam Dummies",
  dummy: "Foam Dummies",
  corpse: "Full Bodies > Silicone",
  skeleton: "Skeletons & Skulls",
  skull: "Skeletons & Skulls",
  bone: "Skeletons & Skulls",
  organ: "Organs & Gore",
  gore: "Organs & Gore",
  head: "Heads & Busts",
  bust: "Heads & Busts",
  statue: "Cast & Molded > Resin",
  hand: "Limbs & Hands",
  limb: "Limbs & Hands",
  mannequin: "Full Figure",
  stretcher: "Stretchers & Backboards",
  gurney: "Exam Room",
  medical: "Trauma Bags",
  kit: "Trauma Bags",
  oxygen: "Oxygen",
  hose: "Hoses & Nozzles",
  microscope: "Lab Equipment",
  lab: "Lab Equipment",
  chair: "Dining Chairs",
  seating: "Armchairs",
  stool: "Counters & Stools",
  sofa: "Sofas",
  couch: "Sofas",
  table: "Tables",
  desk: "Office & Newsroom > Desks & Chairs",
  cabinet: "Storage",
  locker: "Evidence & Lockers",
  shelf: "Storage",
  storage: "Storage",
  bed: "Beds",
  bench: "Outdoor",
  furniture: "Tables",
  rug: "Rugs & Textiles",
  carpet: "Rugs & Textiles",
  textile: "Rugs & Textiles",
  door: "Doors & Windows",
  window: "Doors & Windows",
  flat: "Standard 4x8",
  wall: "Standard 4x8",
  stair: "Staircases",
  column: "Columns & Arches",
  arch: "Columns & Arches",
  backdrop: "Backdrops",
  drop: "Backdrops",
  tree: "Trees",
  plant: "Trees",
  green: "Trees",
  hedge: "Hedges & Shrubs",
  shrub: "Hedges & Shrubs",
  flower: "Flowers",
  floral: "Flowers",
  grass: "Grass Mats",
  planter: "Planters",
  pot: "Planters",
  mat: "Pads & Safety",
  pad: "Pads & Safety",
};

/** For names nothing matches: a crate of something, named after its category, sized like a box of things. */
export const genericProfile: CategoryProfile = {
  drawing: "crate",
  nouns: [],
  weight: [1, 40],
  size: inches([6, 36], [6, 36], [6, 24]),
  // Nothing is known about what it is made of, so no material is claimed.
  materials: [],
  years: [1900, 2030],
  styles: ["Utilitarian", "Retro", "Rustic", "Industrial"],
  colors: ["Black", "White", "Gray", "Brown", "Natural", "Tan"],
  rate: [1500, 15000],
  quantity: [1, 6],
  tags: ["prop"],
  uses: [
    "A dependable piece of set dressing.",
    "For background and set dressing in any room.",
    "Photographed from every side; ask for more pictures.",
  ],
  notes: [
    "Cleaned and checked before every rental.",
    "Shows honest wear that reads well on camera.",
    "Matched pieces available; ask for quantities.",
  ],
};

/**
 * Hidden stock buckets hold props of every kind (a revolver in for repair, a consigned sofa), so a
 * prop there takes another branch's profile; these say why it is there.
 */
export const mixedBuckets: Readonly<Record<string, readonly string[]>> = {
  reset: ["Back from a shoot and waiting to be reset."],
  "under repair": ["In the shop for repair; back on the shelf soon."],
  consignment: ["Held on consignment for its owner."],
  archive: ["Kept in the archive; not for rent."],
};

export interface BranchNames {
  department: string;
  category: string;
  subcategory?: string | undefined;
}

export type ProfileMatch =
  | { how: "name" | "keyword"; key: string; profile: CategoryProfile }
  | { how: "generic"; key: undefined; profile: CategoryProfile };

/** A word and the singulars it may be the plural of: "knives" -> knife, "boxes" -> box, "bodies" -> body. */
const wordForms = (word: string) => [
  word,
  word.replace(/ies$/, "y"),
  word.replace(/es$/, ""),
  word.replace(/s$/, ""),
  word.replace(/ves$/, "f"),
  word.replace(/ves$/, "fe"),
];

/** The profile a keyword in `name` points to; the last word that is one wins ("Camera Bags" are bags). */
export function keywordProfile(name: string): { key: string; profile: CategoryProfile } | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .reverse();
  for (const word of words) {
    const key = wordForms(word)
      .map((form) => keywords[form])
      .find((found) => found !== undefined);
    const profile = key === undefined ? undefined : byKey.get(key.toLowerCase());
    if (key !== undefined && profile) return { key, profile };
  }
  return undefined;
}

export function matchProfile({ department, category, subcategory }: BranchNames): ProfileMatch {
  const names = [
    ...(subcategory ? [`${category} > ${subcategory}`, subcategory] : []),
    `${department} > ${category}`,
    category,
    department,
  ];
  for (const name of names) {
    const profile = byKey.get(name.toLowerCase());
    if (profile) return { how: "name", key: name, profile };
  }
  for (const name of [subcategory, category, department]) {
    const found = name ? keywordProfile(name) : undefined;
    if (found) return { how: "keyword", ...found };
  }
  return { how: "generic", key: undefined, profile: genericProfile };
}

/** The why-it-is-here notes when the branch is a hidden stock bucket that holds props of every kind. */
export function mixedBucketNotes({ category, subcategory }: BranchNames): readonly string[] | undefined {
  return mixedBuckets[(subcategory ?? category).toLowerCase()];
}

/** The kind's own word (a profile's first tag) and the drawing it stands for, where only one drawing has it. */
function kindTagDrawings(): Map<string, DrawingKind> {
  const kindsByTag = new Map<string, Set<DrawingKind>>();
  for (const { tags, drawing } of Object.values(categoryProfiles)) {
    const tag = tags[0];
    if (tag !== undefined) kindsByTag.set(tag, (kindsByTag.get(tag) ?? new Set()).add(drawing));
  }
  const drawings = new Map<string, DrawingKind>();
  for (const [tag, kinds] of kindsByTag) {
    const [only] = kinds;
    if (kinds.size === 1 && only) drawings.set(tag, only);
  }
  return drawings;
}

const drawingByKindTag = kindTagDrawings();

/** Whether a prop of this profile in a mixed bucket can still be drawn right: its kind tag names one drawing. */
export const drawableByKindTag = (profile: CategoryProfile): boolean =>
  drawingByKindTag.get(profile.tags[0] ?? "") === profile.drawing;

export interface DrawingSubject extends BranchNames {
  name: string;
  tags?: readonly string[] | undefined;
}

/**
 * The drawing for a prop: its branch's profile; for a mixed bucket or an unknown branch, what its
 * tags or name say it is; a crate when nothing does.
 */
export function drawingFor(prop: DrawingSubject): DrawingKind {
  const match = matchProfile(prop);
  if (match.how !== "generic" && !mixedBucketNotes(prop)) return match.profile.drawing;
  for (const tag of prop.tags ?? []) {
    const kind = drawingByKindTag.get(tag);
    if (kind) return kind;
  }
  return keywordProfile(prop.name)?.profile.drawing ?? match.profile.drawing;
}
