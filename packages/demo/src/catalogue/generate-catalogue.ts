// A deterministic demo catalogue for a tenant that looks like a real prop house's: every visible
// department, each prop made like its kind (a revolver is steel or rubber and weighs two pounds),
// with the tenant's colours and custom field values, prices, stock, several vendors, a share of
// new arrivals, and where each is kept and what a lost one costs. Same tenant, count and seed:
// same catalogue.
import { type Tenant, newWindowMs, pickupLocationsOf } from "@backlot/tenant-config";
import type { Prop } from "@backlot/domain";
import type { CategoryProfile, Noun } from "./category-profile.js";
import { type BranchNames, drawableByKindTag, matchProfile, mixedBucketNotes } from "./category-profiles.js";
import { type Aspect, aspectOf, chooseColors, chooseCustomValues, yearsOf } from "./custom-values.js";
import { type DockPlace, demoDockFacts } from "./dock-facts.js";
import { demoStockSplit } from "./stock-split.js";
import { eraInText } from "./period-spans.js";
import { measureProp, stockQuantity, weeklyRate } from "./prop-measures.js";
import { nounText, nounYears, propDescription, propName, propTags } from "./prop-wording.js";
import { type Random, seededRandom } from "./random.js";
import { partnerVendors } from "./word-banks.js";
import { defaultVariantId } from "@backlot/catalogue/sheet";
import { demoPictureSize } from "./prop-image.js";
import { demoPictureUrl } from "@backlot/domain/catalogue";

export interface GenerateOptions {
  count?: number;
  seed?: number;
  /** "Now" for createdAt; fixed by default so the catalogue does not change with the date. */
  now?: Date;
}

export const defaultCatalogueSize = 2000;

/** "Film Cameras" -> "Film Camera", "Bodies & Parts" -> "Body & Part": good enough for names. */
export function singular(words: string): string {
  return words.replace(/\b([A-Za-z]+?)(ies|es|s)\b/g, (whole, stem: string, ending: string) => {
    if (/(ss|us|is)$/.test(whole)) return whole;
    if (ending === "ies") return `${stem}y`;
    if (ending === "es" && /(ch|sh|x|z|ss)$/.test(stem)) return stem;
    return ending === "es" ? `${stem}e` : stem;
  });
}

interface Branch extends BranchNames {
  hidden: boolean | undefined;
  profile: CategoryProfile;
  /** For a hidden stock bucket (Reset, Under Repair): why a prop is there; its kind is borrowed. */
  whyHere: readonly string[] | undefined;
  /** Where the branch's props are kept in the warehouse (unless locked in the cage). */
  dock: DockPlace;
}

/** A demo prop with the profile it was made from, so tests can hold the prop to its profile. */
export interface ProfiledProp {
  prop: Prop;
  profile: CategoryProfile;
}

function branchesOf(tenant: Tenant): Branch[] {
  return tenant.categories.departments.flatMap((department, d) =>
    department.categories.flatMap((category, c) =>
      (category.subcategories?.length ? category.subcategories.map((sub) => sub.name) : [undefined]).map(
        (subcategory) => {
          const names = { department: department.name, category: category.name, subcategory };
          return {
            ...names,
            hidden: department.hidden,
            profile: matchProfile(names).profile,
            whyHere: mixedBucketNotes(names),
            dock: { aisle: d + 1, category: c },
          };
        },
      ),
    ),
  );
}

interface PropPlace {
  branch: Branch;
  profile: CategoryProfile;
  index: number;
  now: Date;
  seed: number;
  /** The tenant's pickup locations' ids, home first (once for the catalogue, not per prop). */
  locationIds: readonly string[];
}

/**
 * The prop's noun and where it sits in its kind's ranges. Where nouns go from small to large, each
 * takes its own band of them (a skull, then a full skeleton); otherwise anywhere goes.
 */
function chooseNoun(branch: Branch, profile: CategoryProfile, random: Random) {
  const nouns = profile.nouns.length > 0 ? profile.nouns : [singular(branch.subcategory ?? branch.category)];
  const index = random.int(0, nouns.length - 1);
  const band = profile.nounsBySize ? { from: index / nouns.length, width: 1 / nouns.length } : { from: 0, width: 1 };
  const bigness = band.from + random.next() * band.width;
  return { noun: nouns[index] as Noun, placement: { bigness, jitter: band.width / 2 } };
}

/** Most props were added over the last three years; about 6% within the tenant's "new" window. */
function addedAt(now: Date, newWeekCount: number, random: Random): string {
  const window = newWindowMs(newWeekCount);
  const ageMs = random.chance(0.06) ? random.next() * window : window + random.next() * 3 * 365 * 86_400_000;
  return new Date(now.getTime() - ageMs).toISOString();
}

function makeProp(tenant: Tenant, place: PropPlace, random: Random): Prop {
  const { branch, profile, index, now, seed, locationIds } = place;
  const { settings, vendor } = tenant;
  const { noun, placement } = chooseNoun(branch, profile, random);
  const text = nounText(noun);
  const subject = { profile, noun: text, years: yearsOf(profile, nounYears(noun, profile), eraInText(text)) };
  const custom = chooseCustomValues(settings.customFields, subject, random);
  const colors = chooseColors(Object.keys(settings.colors), subject, random);
  /** The values of the tenant's field for an aspect ("era", "material"), whatever its id. */
  const customFor = (aspect: Aspect) =>
    custom[settings.customFields.find((field) => aspectOf(field) === aspect)?.id ?? ""] ?? [];
  const look = { era: customFor("era")[0], colors };
  const name = propName(text, profile, look, random);
  const prefix = vendor.displayName.replace(/[^A-Z]/g, "").slice(0, 3) || "PRP";
  const id = `${prefix}-${String(10000 + index)}`;
  const vendors = [vendor.displayName, vendor.displayName, vendor.displayName, ...partnerVendors];
  const prop: Prop = {
    id,
    name,
    description: propDescription(profile, look, random, branch.whyHere && random.pick(branch.whyHere)),
    department: branch.department,
    category: branch.category,
    ...(branch.subcategory ? { subcategory: branch.subcategory } : {}),
    tags: propTags(profile, customFor("material"), random),
    colors,
    vendor: random.pick(vendors),
    weeklyRate: weeklyRate(profile.rate, placement.bigness, random),
    quantity: stockQuantity(profile.quantity, random),
    ...measureProp(profile, settings.weightUnits, placement, random),
    images: [{ url: demoPictureUrl(id), alt: name, ...demoPictureSize }],
    variants:
      colors.length > 0 && random.chance(0.1)
        ? random
            .sample(colors, Math.min(2, colors.length))
            .map((color, v) => ({ id: defaultVariantId(id, v), name: color, color, quantity: random.int(1, 4) }))
        : [],
    custom,
    createdAt: addedAt(now, settings.newWeekCount, random),
    // Props of hidden departments (merchandise, reset stock) are never listed.
    listed: !branch.hidden && random.chance(0.97),
  };
  const stockByLocation = demoStockSplit(prop.quantity, locationIds, { seed, index });
  if (stockByLocation) prop.stockByLocation = stockByLocation;
  // Drawn from a stream of the prop's own, not `random`: the rest of the catalogue is as it was before the dock.
  return withPricedFinish({ ...prop, ...demoDockFacts(branch.dock, profile, prop.weeklyRate, { seed, index }) });
}

/**
 * The second of a prop's variants is a finish that rents for a quarter more (to the whole dollar), so the
 * demo shows a variant priced apart. No random draw: the rest of the catalogue stays as it was.
 */
function withPricedFinish(prop: Prop): Prop {
  const [first, second, ...rest] = prop.variants ?? [];
  if (!first || !second) return prop;
  const weeklyRate = Math.round((prop.weeklyRate * 1.25) / 100) * 100;
  return { ...prop, variants: [first, { ...second, weeklyRate }, ...rest] };
}

/** The demo catalogue with each prop's profile. */
export function generateProfiledCatalogue(tenant: Tenant, options: GenerateOptions = {}): ProfiledProp[] {
  const { count = defaultCatalogueSize, seed = 1, now = new Date("2026-11-01T12:00:00Z") } = options;
  const random = seededRandom(seed);
  const branches = branchesOf(tenant);
  const locationIds = pickupLocationsOf(tenant).map((location) => location.id);
  // Hidden stock buckets (in for repair, on consignment) borrow the kinds of the visible branches
  // that can be there, drawn by their kind tag.
  const borrowable = branches
    .filter((branch) => !branch.hidden && !branch.whyHere)
    .map((branch) => branch.profile)
    .filter((profile) => !profile.service && !profile.consumable && drawableByKindTag(profile));

  return Array.from({ length: count }, (_, index) => {
    const branch = branches[index % branches.length] as Branch;
    const profile = branch.whyHere && borrowable.length > 0 ? random.pick(borrowable) : branch.profile;
    return { prop: makeProp(tenant, { branch, profile, index, now, seed, locationIds }, random), profile };
  });
}

export function generateCatalogue(tenant: Tenant, options: GenerateOptions = {}): Prop[] {
  return generateProfiledCatalogue(tenant, options).map(({ prop }) => prop);
}
