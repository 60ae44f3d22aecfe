// The years that era, period and style words stand for, so a prop only gets an era it could be
// from (a Glock is never 1940s) and a style that fits that era (Art Deco is not 1990s).
import type { Range } from "./category-profile.js";

const eraYears: Readonly<Record<string, Range>> = {
  ancient: [-3000, 500],
  medieval: [500, 1500],
  renaissance: [1400, 1600],
  baroque: [1600, 1750],
  colonial: [1600, 1780],
  georgian: [1714, 1837],
  regency: [1811, 1837],
  victorian: [1837, 1901],
  edwardian: [1901, 1914],
  "turn of the century": [1890, 1910],
  interwar: [1918, 1939],
  "post-war": [1945, 1970],
  postwar: [1945, 1970],
  "mid-century": [1945, 1970],
  modern: [1970, 2030],
  contemporary: [2010, 2030],
  futuristic: [2050, 2300],
  future: [2050, 2300],
};

const styleYears: Readonly<Record<string, Range>> = {
  "art deco": [1920, 1945],
  "art nouveau": [1890, 1915],
  "mid-century modern": [1945, 1970],
  "hollywood regency": [1930, 1965],
  steampunk: [1837, 1914],
  "sci-fi": [1950, 2300],
  minimalist: [1950, 2300],
  industrial: [1850, 2300],
  "military issue": [1850, 2300],
  bohemian: [1850, 2030],
  retro: [1940, 2030],
};

/** "1950s" -> [1950, 1960]; "Victorian" -> [1837, 1901]; unknown words -> undefined. */
export function eraSpan(value: string): Range | undefined {
  const decade = /^(\d{3,4})0s$/.exec(value.trim());
  if (decade) {
    const start = Number(decade[1]) * 10;
    return [start, start + 10];
  }
  return eraYears[value.trim().toLowerCase()];
}

/** Years a style belongs to; undefined for a style of any time ("Rustic", "Gothic"). */
export const styleSpan = (value: string): Range | undefined => styleYears[value.trim().toLowerCase()];

/** Overlap with some length: 1837 to 1901 does not overlap 1901 to 1914. */
export const overlaps = (a: Range, b: Range): boolean => a[0] < b[1] && b[0] < a[1];

/** The common part of two spans, or undefined. */
export function intersect(a: Range, b: Range): Range | undefined {
  const span: Range = [Math.max(a[0], b[0]), Math.min(a[1], b[1])];
  return span[0] < span[1] ? span : undefined;
}

const eraWords = new RegExp(`\\b(${Object.keys(eraYears).join("|")})\\b`);

/** An era word or decade in a name ("Victorian camelback settee", "1970s patrolman's uniform"). */
export function eraInText(text: string): Range | undefined {
  const decade = /\b\d{3}0s\b/.exec(text);
  if (decade) return eraSpan(decade[0]);
  const word = eraWords.exec(text.toLowerCase());
  return word ? eraYears[word[1] ?? ""] : undefined;
}
