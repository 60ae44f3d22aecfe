// A prop's size, weight, rate and stock from its profile's ranges, in the tenant's units: inches
// and pounds, or centimetres and kilograms. Bigger props of a kind are heavier and rent for more.
import type { CategoryProfile, PropSize, Range } from "./category-profile.js";
import type { Random } from "./random.js";

export type WeightUnits = "lb" | "kg";

const kgPerLb = 0.45359237;
const cmPerInch = 2.54;

export interface ProfileMeasures {
  weight?: Range;
  size?: PropSize;
}

const scale = ([min, max]: Range, factor: number): Range => [min * factor, max * factor];

/** A profile's weight and size ranges in the tenant's units. */
export function measuresIn(profile: CategoryProfile, units: WeightUnits): ProfileMeasures {
  const [weightFactor, lengthFactor] = units === "kg" ? [kgPerLb, cmPerInch] : [1, 1];
  const { weight, size } = profile;
  return {
    ...(weight ? { weight: scale(weight, weightFactor) } : {}),
    ...(size
      ? {
          size: {
            width: scale(size.width, lengthFactor),
            height: scale(size.height, lengthFactor),
            depth: scale(size.depth, lengthFactor),
          },
        }
      : {}),
  };
}

/** The step a measure is rounded to: finer for small things, so a badge is not 0 and a flat not 121.92. */
export const roundingStep = (value: number): number => (value < 1 ? 0.05 : value < 12 ? 0.5 : 1);
export const weightStep = (value: number): number => (value < 1 ? 0.05 : value < 20 ? 0.1 : 1);

const roundTo = (value: number, step: number) => Number(Math.max(step, Math.round(value / step) * step).toFixed(2));

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A point in a range; ranges that span a lot (a handheld radio to a manpack) are walked evenly by ratio. */
function within([min, max]: Range, position: number): number {
  if (min > 0 && max / min > 4) return min * (max / min) ** position;
  return min + (max - min) * position;
}

export interface Measures {
  weight?: number;
  dimensions?: { width: number; height: number; depth: number };
}

export interface Placement {
  /** Where the prop sits in its kind's ranges, from 0 (smallest) to 1. */
  bigness: number;
  /** How far each side and the weight may stray from it, so not every prop is a scaled copy. */
  jitter: number;
}

export function measureProp(
  profile: CategoryProfile,
  units: WeightUnits,
  { bigness, jitter }: Placement,
  random: Random,
): Measures {
  const { weight, size } = measuresIn(profile, units);
  const near = () => clamp01(bigness + (random.next() - 0.5) * jitter);
  const side = (range: Range) => {
    const value = within(range, near());
    return roundTo(value, roundingStep(value));
  };
  const weightValue = weight ? within(weight, near()) : undefined;
  return {
    ...(size ? { dimensions: { width: side(size.width), height: side(size.height), depth: side(size.depth) } } : {}),
    ...(weightValue !== undefined ? { weight: roundTo(weightValue, weightStep(weightValue)) } : {}),
  };
}

/** Cents, rounded as a price list would be: whole dollars, then fives, then tens. Bigger props cost more. */
export function weeklyRate([min, max]: Range, bigness: number, random: Random): number {
  const cents = within([min, max], (bigness + random.next()) / 2);
  const step = cents < 10_000 ? 100 : cents < 50_000 ? 500 : 1000;
  return Math.min(max, Math.max(min, Math.round(cents / step) * step));
}

/** Stock: most kinds have a few, so small counts are likelier. */
export function stockQuantity([min, max]: Range, random: Random): number {
  return min + Math.floor(random.next() ** 2 * (max - min + 1));
}
