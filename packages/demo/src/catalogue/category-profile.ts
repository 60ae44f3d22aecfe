// What a kind of prop is like, so the demo catalogue makes a revolver that weighs two pounds and is
// steel or rubber, never a 126 lb stone one. Profiles are written in pounds, inches and US cents;
// the generator converts weights and sizes for kg tenants and keeps only the values a tenant allows.
import type { DrawingKind } from "./prop-drawings.js";

/** Lowest and highest, both included. */
export type Range = readonly [number, number];

/**
 * A name body, written as it reads after a leading word: "breakaway beer bottle", "Colt Python
 * replica". With years, the thing only exists from (and until) then: a Glock is never 1940s.
 */
export type Noun = string | readonly [name: string, from: number, to?: number];

export interface PropSize {
  width: Range;
  height: Range;
  depth: Range;
}

export interface CategoryProfile {
  /** The line drawing on the prop's demo picture. */
  drawing: DrawingKind;
  nouns: readonly Noun[];
  /** Words that may lead a name ("Nickel-plated", "Weathered"). The era or a colour may lead it too. */
  modifiers?: readonly string[];
  /** Whether a colour may lead the name ("Red diner stool"); not for a "Gray Glock 17 replica". */
  colorInName?: boolean;
  /** Whether the era may lead the name ("1950s diner stool"); not for a "Victorian box of dummy shells". */
  eraInName?: boolean;
  /**
   * Nouns are listed smallest first (a skull before a full skeleton): each then takes its own band
   * of the size, weight and rate ranges, so a skull is never five feet tall.
   */
  nounsBySize?: boolean;
  /** A fee or service (clearance research, delivery): no size, weight, colour or custom values. */
  service?: boolean;
  /** Used up on set (tape, breakaway bottles): never in for repair, on consignment or archived. */
  consumable?: boolean;
  /** Pounds. Absent for services. */
  weight?: Range;
  /** Inches. */
  size?: PropSize;
  /** Material values it can be made of, likeliest first; a tenant's other materials are never used. */
  materials: readonly string[];
  /** The years it belongs to, matched against era and period values ("1950s", "Victorian", "Post-war"). */
  years: Range;
  styles: readonly string[];
  /** Finish values that suit it ("Painted", "Stained"); none for things that are not finished. */
  finishes?: readonly string[];
  /** Colour names it comes in, likeliest first, in any tenant's words ("Brown" or "Natural"). */
  colors: readonly string[];
  /** Weekly rate in cents. */
  rate: Range;
  /** How many of one a prop house keeps. */
  quantity: Range;
  /** The first is the kind's own word ("revolver"), always given; the rest are sampled. */
  tags: readonly string[];
  /** What it is or what it is good for on set: one opens the description. */
  uses: readonly string[];
  /** Condition and handling: one follows. */
  notes: readonly string[];
}

/** A size in inches: [min, max] for each side. */
export const inches = (width: Range, height: Range, depth: Range): PropSize => ({ width, height, depth });
