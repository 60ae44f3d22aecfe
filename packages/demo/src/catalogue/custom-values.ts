// A prop's custom field values (era, material, style, finish...) and colours: only values the
// tenant allows, and of those only the ones that fit the kind of prop and the words in its name.
// Where a tenant has none that fit, the field is left empty rather than filled with something
// absurd; only fields the generator knows nothing about get any allowed value.
import type { Tenant } from "@backlot/tenant-config";
import type { CategoryProfile, Range } from "./category-profile.js";
import { eraSpan, intersect, overlaps, styleSpan } from "./period-spans.js";
import type { Random } from "./random.js";

type CustomField = Tenant["settings"]["customFields"][number];

/** What a tenant's field is about, by its id or label. */
export type Aspect = "era" | "material" | "style" | "finish" | "other";

export function aspectOf(field: Pick<CustomField, "id" | "label">): Aspect {
  const words = `${field.id} ${field.label}`.toLowerCase();
  if (/\b(eras?|periods?|decades?)\b/.test(words)) return "era";
  if (/\bmaterials?\b/.test(words)) return "material";
  if (/\bstyles?\b/.test(words)) return "style";
  if (/\bfinish(es)?\b/.test(words)) return "finish";
  return "other";
}

/** Words in names that say what a thing is made of, by the material value they mean. */
const materialWords: Readonly<Record<string, readonly string[]>> = {
  wood: ["wood", "wooden", "oak", "walnut", "mahogany", "teak", "pine", "balsa", "bentwood", "wicker", "plywood"],
  steel: ["steel", "iron", "stainless"],
  aluminum: ["aluminum", "aluminium"],
  brass: ["brass"],
  glass: ["glass", "crystal"],
  leather: ["leather"],
  vinyl: ["vinyl"],
  plastic: ["plastic", "molded", "kydex"],
  rubber: ["rubber", "silicone"],
  fabric: ["fabric", "canvas", "velvet", "silk", "muslin", "velour", "nylon", "chintz", "tyvek", "nomex", "cloth"],
  ceramic: ["ceramic", "terracotta", "ironstone", "enamel"],
  foam: ["foam"],
  resin: ["resin", "fiberglass", "fibreglass"],
  stone: ["stone", "marble", "slate"],
  paper: ["paper", "cardboard", "paperback"],
};

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z-]+/));

/** Whether a name says what its thing is made of ("teak bed"), so a colour should not lead it too. */
export const namesMaterial = (text: string): boolean => {
  const words = wordsOf(text);
  return Object.values(materialWords).some((names) => names.some((word) => words.has(word)));
};

const sameWord = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Allowed values of a field that are in `wanted`, in `wanted`'s order (likeliest first). */
const allowedOf = (field: CustomField, wanted: readonly string[]) =>
  wanted.flatMap((value) => field.values.filter((allowed) => sameWord(allowed, value)));

/** Front-weighted pick: the first of a profile's list is the likeliest; `skew` says by how much. */
const pickLikely = <T>(random: Random, items: readonly T[], skew = 1.6): T =>
  items[Math.floor(random.next() ** skew * items.length)] as T;

function sampleLikely<T>(random: Random, items: readonly T[], count: number, skew?: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const item = pickLikely(random, pool, skew);
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  return chosen;
}

export interface Subject {
  profile: CategoryProfile;
  /** The name body, whose words may fix a material or colour ("rubber Bowie knife"). */
  noun: string;
  /** The years the prop can be from: its profile's, narrowed by its noun's. */
  years: Range;
}

function chooseEra(field: CustomField, subject: Subject, random: Random): string[] {
  const known = field.values.filter((value) => eraSpan(value) !== undefined);
  // A vocabulary the generator does not know cannot be judged, so any value of it will do.
  if (known.length === 0) return [random.pick(field.values)];
  const fitting = known.filter((value) => overlaps(eraSpan(value) as Range, subject.years));
  return fitting.length > 0 ? [random.pick(fitting)] : [];
}

function chooseMaterials(field: CustomField, subject: Subject, random: Random): string[] {
  const allowed = allowedOf(field, subject.profile.materials);
  const words = wordsOf(subject.noun);
  const named = allowed.filter((value) => (materialWords[value.toLowerCase()] ?? []).some((word) => words.has(word)));
  if (named.length > 0) return named;
  return sampleLikely(random, allowed, random.chance(0.3) ? 2 : 1);
}

function chooseStyle(field: CustomField, subject: Subject, era: string | undefined, random: Random): string[] {
  const eraYears = era === undefined ? subject.years : (eraSpan(era) ?? subject.years);
  const fitting = allowedOf(field, subject.profile.styles).filter((style) => {
    const span = styleSpan(style);
    return span === undefined || overlaps(span, eraYears);
  });
  return fitting.length > 0 ? [random.pick(fitting)] : [];
}

/** Values for each of the tenant's custom fields; a field with no fitting value is left out. */
export function chooseCustomValues(
  fields: readonly CustomField[],
  subject: Subject,
  random: Random,
): Record<string, string[]> {
  // A fee has no era, material or style.
  if (subject.profile.service) return {};
  const eraField = fields.find((field) => aspectOf(field) === "era");
  // The era is chosen first, as the style must fit it.
  const era = eraField ? chooseEra(eraField, subject, random)[0] : undefined;
  const valuesOf = (field: CustomField): string[] => {
    if (field === eraField) return era === undefined ? [] : [era];
    switch (aspectOf(field)) {
      case "material":
        return chooseMaterials(field, subject, random);
      case "style":
        return chooseStyle(field, subject, era, random);
      case "finish":
        return sampleLikely(random, allowedOf(field, subject.profile.finishes ?? []), 1);
      default:
        return [random.pick(field.values)];
    }
  };
  const custom: Record<string, string[]> = {};
  for (const field of fields) {
    const values = valuesOf(field);
    if (values.length > 0) custom[field.id] = values;
  }
  return custom;
}

/** Neutral colours for a kind whose own colours a tenant's map does not have. */
const neutralColors = ["Black", "White", "Gray", "Grey", "Natural", "Brown", "Silver"];

/** Words in names for colours a colour map calls something else. */
const colorWords: Readonly<Record<string, string>> = {
  amber: "Orange",
  blues: "Navy",
  whites: "White",
  golden: "Gold",
  gilt: "Gold",
  grey: "Gray",
  khaki: "Tan",
  olive: "Olive Drab",
  camouflage: "Olive Drab",
  camo: "Olive Drab",
};

const inMap = (colorNames: readonly string[], names: readonly string[]) =>
  names.flatMap((name) => colorNames.filter((allowed) => sameWord(allowed, name)));

/** Colours of the tenant's map a name says ("red and blue police light bar", "amber light bar"). */
export function colorsNamedIn(text: string, colorNames: readonly string[]): string[] {
  const words = ` ${text.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  const said = Object.entries(colorWords).flatMap(([word, name]) => (words.includes(` ${word} `) ? [name] : []));
  const named = colorNames.filter((name) => words.includes(` ${name.toLowerCase()} `));
  return [...new Set([...named, ...inMap(colorNames, said)])];
}

/** The colours a kind comes in that the tenant's map has; neutral ones when it has none of them. */
export function likelyColors(profile: CategoryProfile, colorNames: readonly string[]): string[] {
  const own = inMap(colorNames, profile.colors);
  if (own.length > 0) return own;
  const neutral = inMap(colorNames, neutralColors);
  return neutral.length > 0 ? neutral : colorNames.slice(0, 1);
}

/** Colour names from the tenant's map: any its name says first, then likely ones for the kind. */
export function chooseColors(colorNames: readonly string[], subject: Subject, random: Random): string[] {
  const { profile, noun } = subject;
  if (profile.colors.length === 0) return [];
  const named = colorsNamedIn(noun, colorNames);
  const count = random.chance(0.55) ? 1 : random.chance(0.75) ? 2 : 3;
  const others = likelyColors(profile, colorNames).filter((name) => !named.includes(name));
  return [...named, ...sampleLikely(random, others, Math.max(0, count - named.length), 2.2)];
}

/** The years a noun's own dates and the profile allow: "Glock 17 replica" from 1982. */
export function yearsOf(profile: CategoryProfile, nounYears: Range | undefined, textYears: Range | undefined): Range {
  let years: Range = profile.years;
  for (const narrower of [nounYears, textYears]) {
    if (narrower) years = intersect(years, narrower) ?? years;
  }
  return years;
}
