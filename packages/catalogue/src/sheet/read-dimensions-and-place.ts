// The fields a row gives across several cells, read once all its cells are: a prop's dimensions (width, height and
// depth together) and its place in the tenant's tree (department, category, subcategory).
import type { Prop } from "@backlot/domain";
import { type CellRead, quoted } from "./cells.js";
import type { Cell } from "./columns.js";
import type { MappedColumn } from "./header-map.js";
import type { TenantNames } from "./tenant-names.js";

/** The text each field was given in the row, and the column it came from. */
export type Given = ReadonlyMap<string, { column: MappedColumn; text: string }>;
export type Report = (column: MappedColumn | undefined, message: string) => void;

/** Width, height and depth come together or not at all (the schema's dimensions need all three). */
export function readDimensions(
  prop: Prop,
  given: Given,
  units: { readonly sizeName: string },
  report: Report,
  read: (cell: Cell) => CellRead<number>,
): void {
  const sides = (["width", "height", "depth"] as const).map((key) => ({ key, entry: given.get(key) }));
  const present = sides.filter((side) => side.entry !== undefined);
  if (present.length === 0) return;
  const filled = present.filter((side) => side.entry?.text !== "");
  if (filled.length === 0) {
    delete prop.dimensions;
    return;
  }
  const values: Partial<Record<"width" | "height" | "depth", number>> = { ...prop.dimensions };
  let unreadable = false;
  for (const { key, entry } of present) {
    if (!entry || entry.text === "") continue;
    const value = read(entry.text);
    if (value.ok) values[key] = value.value;
    else {
      report(entry.column, value.message);
      unreadable = true;
    }
  }
  if (unreadable) return;
  const { width, height, depth } = values;
  if (width === undefined || height === undefined || depth === undefined) {
    const first = filled[0]?.entry?.column;
    report(first, `give width, height and depth together (in ${units.sizeName}), or none of them`);
    return;
  }
  prop.dimensions = { width, height, depth };
}

/** Department, category and subcategory, checked as a path through the tenant's tree. */
export function readPlace(prop: Prop, given: Given, names: TenantNames, report: Report): void {
  const department = given.get("department");
  const category = given.get("category");
  const subcategory = given.get("subcategory");
  if (!department && !category && !subcategory) return;
  if (department && department.text !== "") {
    const found = names.department(department.text);
    if (!found.ok) return report(department.column, found.message);
    prop.department = found.value;
  }
  if (category && category.text !== "") {
    const found = names.category(prop.department, category.text);
    if (!found.ok) return report(category.column, found.message);
    prop.category = found.value;
  } else if (prop.category !== "" && !names.hasCategory(prop.department, prop.category)) {
    return report(department?.column, `${prop.department} has no category ${quoted(prop.category)}; give a Category`);
  }
  if (subcategory) {
    if (subcategory.text === "") delete prop.subcategory;
    else {
      const found = names.subcategory(prop.department, prop.category, subcategory.text);
      if (!found.ok) return report(subcategory.column, found.message);
      prop.subcategory = found.value;
    }
  } else if (
    prop.subcategory !== undefined &&
    !names.hasSubcategory(prop.department, prop.category, prop.subcategory)
  ) {
    // The category moved and the old subcategory is not in the new one: it no longer applies.
    delete prop.subcategory;
  }
}
