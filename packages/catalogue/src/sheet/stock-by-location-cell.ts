// A prop's stock split between the prop house's pickup locations (decision 0053) as one cell: "toronto: 3;
// vancouver: 1", each dock by its id (import also takes its name, whatever its case). Export writes the column only
// for a prop house with more than one dock; an empty cell puts all the stock at the home dock.
import type { PickupLocation } from "@backlot/tenant-config";
import { type CellRead, quoted, readCount } from "./cells.js";

/** The split as export writes it, in the tenant's order of docks; empty for a prop with none. */
export function stockByLocationCell(
  split: Readonly<Record<string, number | undefined>> | undefined,
  locations: readonly Pick<PickupLocation, "id">[],
): string {
  if (!split) return "";
  return locations
    .filter((location) => location.id in split)
    .map((location) => `${location.id}: ${String(split[location.id] ?? 0)}`)
    .join("; ");
}

/** The cell's split, each dock one of the tenant's (by id or name) and each count a whole number. */
export function readStockByLocation(
  text: string,
  locations: readonly Pick<PickupLocation, "id" | "displayName">[],
): CellRead<Record<string, number>> {
  // Names first, then ids over them: a dock's id always means that dock, whatever another is called.
  const byName = new Map<string, string>();
  for (const location of locations) byName.set(location.displayName.trim().toLowerCase(), location.id);
  for (const location of locations) byName.set(location.id.toLowerCase(), location.id);
  const split: Record<string, number> = {};
  for (const part of text.split(/\s*[;\n]\s*/).filter((piece) => piece !== "")) {
    const match = /^(.+?)\s*:\s*(.*)$/.exec(part);
    if (!match) return { ok: false, message: `${quoted(part)} is not a location and a count, like "toronto: 3"` };
    const [, name = "", count = ""] = match;
    const id = byName.get(name.trim().toLowerCase());
    if (!id) {
      const known = locations.map((location) => location.id).join(", ");
      return { ok: false, message: `${quoted(name)} is not one of the prop house's pickup locations (${known})` };
    }
    if (id in split) return { ok: false, message: `${quoted(name)} is given twice` };
    const read = readCount(count);
    if (!read.ok) return { ok: false, message: `${name}: ${read.message}` };
    split[id] = read.value;
  }
  return { ok: true, value: split };
}
