// Where props are shelved ("Aisle 3 · Bay 12"): the pull sheet and the console's pull list walk the warehouse in
// the same order, a group per location, so one rule sorts them. Numbers sort as numbers ("Aisle 2" before
// "Aisle 10"), case and accents aside; the lines with no location recorded come last, under their own heading.
import { singleLine } from "../plain-text.js";

/** The heading of the lines whose prop has no location recorded. */
export const noLocationLabel = "No location recorded";

export interface LocationGroup<Line> {
  /** The location, or null for the lines with none. */
  location: string | null;
  /** The heading to show: the location, or noLocationLabel. */
  heading: string;
  lines: Line[];
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** A location as written on the line, on one line and trimmed; blank as none. */
const locationOf = (location: string | undefined | null): string | null => singleLine(location ?? "") || null;

/** What makes two locations one place: "Aisle 2" and "aisle  2" are the same shelf. */
const placeKey = (location: string | null): string | null =>
  location === null ? null : location.toLocaleLowerCase("en").replace(/\s+/g, " ");

/** The lines grouped by location in walking order, each group's lines in the order given. */
export function groupByLocation<Line extends { location?: string | undefined | null }>(
  lines: readonly Line[],
): LocationGroup<Line>[] {
  // Each place is headed as its first line writes it.
  const groups = new Map<string | null, { location: string | null; lines: Line[] }>();
  for (const line of lines) {
    const location = locationOf(line.location);
    const key = placeKey(location);
    const group = groups.get(key);
    if (group) group.lines.push(line);
    else groups.set(key, { location, lines: [line] });
  }
  return [...groups.values()]
    .sort((a, b) => (a.location === null ? 1 : b.location === null ? -1 : collator.compare(a.location, b.location)))
    .map(({ location, lines: grouped }) => ({ location, heading: location ?? noLocationLabel, lines: grouped }));
}
