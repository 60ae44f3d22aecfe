// A prop's name, description and tags from its profile: "Nickel-plated Colt Python replica",
// with a sentence on what it is good for and one on its condition. Descriptions stay short (one
// to three sentences): the search index ships every one of them to the browser.
import type { CategoryProfile, Noun, Range } from "./category-profile.js";
import { namesMaterial } from "./custom-values.js";
import { eraInText } from "./period-spans.js";
import type { Random } from "./random.js";
import { descriptors } from "./word-banks.js";

export const nounText = (noun: Noun): string => (typeof noun === "string" ? noun : noun[0]);

/** The years a noun's own dates allow, if it has any ("Glock 17 replica" from 1982). */
export const nounYears = (noun: Noun, profile: CategoryProfile): Range | undefined =>
  typeof noun === "string" ? undefined : [noun[1], noun[2] ?? profile.years[1]];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const wordCount = (text: string) => text.split(" ").length;

/** Eras that read oddly leading a name ("Contemporary Glock 17 replica"). */
const quietEras = new Set(["contemporary", "modern"]);
/** Colours that read oddly leading a name ("Natural oak table", "Multicolor cereal box"). */
const quietColors = new Set(["natural", "multicolor", "clear"]);

export interface Look {
  era: string | undefined;
  colors: readonly string[];
}

/** The leading word, if any: a kind's modifier, the era, or the main colour, never one the noun already has. */
function leadingWord(noun: string, profile: CategoryProfile, look: Look, random: Random): string | undefined {
  const has = (word: string) => noun.toLowerCase().includes(word.toLowerCase());
  // "Freshly painted painted backdrop" would say a word twice.
  const modifiers = (profile.modifiers ?? []).filter((words) => !words.split(" ").some(has));
  // A noun with its own period ("1950s mannequin", "period newspaper bundle") takes no era in front.
  const dated = eraInText(noun) !== undefined || /\b(period|vintage|antique)\b/i.test(noun);
  const era = profile.eraInName && look.era && !quietEras.has(look.era.toLowerCase()) && !dated ? look.era : undefined;
  const color = look.colors[0];
  const colorLead =
    profile.colorInName !== false &&
    color &&
    !quietColors.has(color.toLowerCase()) &&
    !has(color) &&
    !namesMaterial(noun)
      ? color
      : undefined;
  const roll = random.next();
  if (roll < 0.3 && modifiers.length > 0) return random.pick(modifiers);
  if (roll < 0.5 && era) return era;
  if (roll < 0.65 && colorLead) return colorLead;
  // A name needs two words; a one-word noun ("halberd") takes a plain descriptor.
  if (wordCount(noun) < 2) return modifiers[0] ?? era ?? colorLead ?? random.pick(descriptors);
  return undefined;
}

export function propName(noun: string, profile: CategoryProfile, look: Look, random: Random): string {
  const lead = leadingWord(noun, profile, look, random);
  return capitalise(lead ? `${lead} ${noun}` : noun).slice(0, 120);
}

/** "Victorian", "1950s" stay as they are; "Post-war", "Contemporary" read lower case mid-sentence. */
const eraInSentence = (era: string) => (/^(\d|[A-Z][a-z]+ian$)/.test(era) ? era : era.toLowerCase());

const eraSentences = [
  (era: string) => `Right for ${era} sets.`,
  (era: string) => `Reads as ${era} on camera.`,
  (era: string) => `Period-correct for ${era} scenes.`,
];

/**
 * One to three sentences: what it is good for, then its condition (or, in a hidden stock bucket,
 * why it is there), and sometimes the period it suits.
 */
export function propDescription(profile: CategoryProfile, look: Look, random: Random, whyHere?: string): string {
  const sentences = [random.pick(profile.uses), whyHere ?? random.pick(profile.notes)];
  if (look.era && random.chance(0.3)) sentences.push(random.pick(eraSentences)(eraInSentence(look.era)));
  return sentences.join(" ");
}

/** The kind's own word first (it says what to draw), then a few more of its tags and the main material. */
export function propTags(profile: CategoryProfile, materials: readonly string[], random: Random): string[] {
  const [kind, ...others] = profile.tags;
  const tags = [kind, ...random.sample(others, random.int(1, 3)), materials[0]?.toLowerCase()];
  return [...new Set(tags.filter((tag): tag is string => tag !== undefined))].slice(0, 8);
}
