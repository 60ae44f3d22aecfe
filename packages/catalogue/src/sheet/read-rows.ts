// A sheet's rows as props: each row read onto the prop it updates (found by item number) or onto a new one, every
// cell checked against the tenant, and every problem kept with its row and column. Photos are only collected
// here (as the cell's references); resolving them (a file, a URL) is the caller's, since it may need the disk
// and the network.
import type { Tenant } from "@backlot/tenant-config";
import type { CatalogueMapping } from "../generated/catalogue-mapping-types.js";
import { type Prop, sameJson } from "@backlot/domain";
import {
  type CellRead,
  cellList,
  cellText,
  quoted,
  readAmount,
  readCount,
  readInstant,
  readMeasure,
  readYesNo,
} from "./cells.js";
import { type Cell, type Sheet, type StandardColumnKey, requiredForNewProps, standardColumn } from "./columns.js";
import { type HeaderMap, type MappedColumn, mapHeader } from "./header-map.js";
import { nameKey } from "./match-name.js";
import { tenantNames } from "./tenant-names.js";
import { readVariants } from "./variants-cell.js";

export interface RowProblem {
  /** The sheet's row number, as the spreadsheet shows it (the header is row 1). */
  row: number;
  /** Like `"Weekly rate" (G)`. */
  column?: string;
  message: string;
}

export interface ReadRow {
  row: number;
  prop: Prop;
  isNew: boolean;
  /**
   * The Photos cell's references (file names, URLs, storefront paths), when it has any not already imported. A row
   * that changed nothing holds the existing prop itself: give it new images by replacing `prop`, never in place.
   */
  photos?: string[];
}

export interface SheetRead {
  rows: ReadRow[];
  problems: RowProblem[];
  header: HeaderMap;
  /** Rows left out by the mapping's skipRows, and empty rows. */
  skipped: number;
  /** The column each field came from, for messages about it: "weeklyRate", "custom/era". */
  columnOf: ReadonlyMap<string, string>;
}

export interface ReadOptions {
  mapping?: CatalogueMapping;
  existing?: readonly Prop[];
  /** createdAt of new props without an Added cell. */
  now?: Date;
}

const measureUnits = {
  lb: { size: ["in", "inch", "inches", '"', "″"], sizeName: "inches", weight: ["lb", "lbs", "pound", "pounds"] },
  kg: { size: ["cm"], sizeName: "centimetres", weight: ["kg", "kgs"] },
} as const;

/**
 * Photo references in a cell, between semicolons, bars, line breaks or ", ", or spaces before the next address. A
 * file name may have spaces ("Red chair.jpg"); an address has none, and a comma inside one ("w_400,h_300") stays.
 */
export const photoReferences = (cell: Cell): string[] =>
  cellText(cell)
    .split(/\s*[;|\n]\s*|,\s+|\s+(?=https?:\/\/|\/)/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

const fieldOf = (column: MappedColumn): string =>
  column.target.kind === "standard"
    ? column.target.key
    : column.target.kind === "custom"
      ? `custom/${column.target.fieldId}`
      : column.target.kind === "dailyRate"
        ? "weeklyRate"
        : "category";

function newProp(id: string, now: Date): Prop {
  return {
    id,
    name: "",
    description: "",
    department: "",
    category: "",
    tags: [],
    colors: [],
    weeklyRate: 0,
    quantity: 0,
    images: [],
    variants: [],
    custom: {},
    createdAt: now.toISOString(),
    listed: true,
  };
}

export function readCatalogueSheet(sheet: Sheet, tenant: Tenant, options: ReadOptions = {}): SheetRead {
  const { mapping, existing = [], now = new Date() } = options;
  const header = mapHeader(sheet.header, tenant, mapping);
  const columnOf = new Map(header.columns.map((column) => [fieldOf(column), column.label]));
  const result: SheetRead = { rows: [], problems: [], header, skipped: 0, columnOf };
  if (header.problems.length > 0) return result;

  const names = tenantNames(tenant);
  const { currency } = tenant.settings;
  const units = measureUnits[tenant.settings.weightUnits];
  const existingById = new Map(existing.map((prop) => [prop.id, prop]));
  const seen = new Map<string, number>();
  const idColumn = header.columns.find((c) => c.target.kind === "standard" && c.target.key === "id") as MappedColumn;
  const valueMaps = new Map(
    Object.entries(mapping?.values ?? {}).map(([column, values]) => [
      nameKey(column),
      new Map(Object.entries(values ?? {}).map(([from, to]) => [nameKey(from), to as string])),
    ]),
  );
  const mapped = (column: MappedColumn, text: string) =>
    valueMaps.get(nameKey(column.targetName))?.get(nameKey(text)) ??
    valueMaps.get(nameKey(sheet.header[column.index] ?? ""))?.get(nameKey(text)) ??
    text;
  const skips = Object.entries(mapping?.skipRows ?? {}).flatMap(([from, values]) => {
    const index = sheet.header.findIndex((text) => nameKey(text) === nameKey(from));
    return index < 0 ? [] : [{ index, values: new Set((values ?? []).map(nameKey)) }];
  });
  const separator = mapping?.categorySeparator ?? /\s*[>/]\s*/;

  sheet.rows.forEach((cells, position) => {
    const row = position + 2;
    if (cells.every((cell) => cellText(cell) === "")) {
      result.skipped++;
      return;
    }
    if (skips.some(({ index, values }) => values.has(nameKey(cellText(cells[index]))))) {
      result.skipped++;
      return;
    }
    const problems: RowProblem[] = [];
    const report = (column: MappedColumn | undefined, message: string) =>
      problems.push({ row, ...(column ? { column: column.label } : {}), message });
    const id = cellText(cells[idColumn.index]);
    if (id === "") {
      report(idColumn, "no item number; every row needs one, so a second import updates the same prop");
      result.problems.push(...problems);
      return;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      report(idColumn, `item number ${quoted(id)} is also on row ${first}; give each item one row`);
      result.problems.push(...problems);
      return;
    }
    seen.set(id, row);
    const before = existingById.get(id);
    const prop: Prop = before ? structuredClone(before) : newProp(id, now);
    const given = new Map<string, { column: MappedColumn; text: string }>();
    let photos: string[] | undefined;
    const take = <T>(column: MappedColumn, read: CellRead<T>, apply: (value: T) => void) => {
      if (read.ok) apply(read.value);
      else report(column, read.message);
    };

    for (const column of header.columns) {
      const cell = cells[column.index];
      // A mapping's values apply once: to the whole cell, or to each item of a list, so A->B->C cannot chain.
      const plain = cellText(cell);
      const text = mapped(column, plain);
      const target = column.target;
      if (target.kind === "custom") {
        const values: string[] = [];
        for (const item of cellList(plain))
          take(column, names.customValue(target.fieldId, mapped(column, item)), (v) => values.push(v));
        if (values.length > 0) prop.custom[target.fieldId] = [...new Set(values)];
        else delete prop.custom[target.fieldId];
        continue;
      }
      if (target.kind === "categoryPath") {
        const [department = "", category = "", subcategory = "", ...rest] = plain.split(separator);
        if (rest.length > 0)
          report(column, `${quoted(text)} has more than three levels (department > category > subcategory)`);
        given.set("department", { column, text: mapped(column, department) });
        given.set("category", { column, text: mapped(column, category) });
        given.set("subcategory", { column, text: mapped(column, subcategory) });
        continue;
      }
      if (target.kind === "dailyRate") {
        if (text === "") given.set("weeklyRate", { column, text });
        else
          take(column, readAmount(typeof cell === "number" ? cell : text, currency), (daily) => {
            prop.weeklyRate = Math.round(daily * (mapping?.daysPerWeek ?? 1));
            given.set("weeklyRate", { column, text });
          });
        continue;
      }
      const key: StandardColumnKey = target.key;
      given.set(key, { column, text });
      const raw = typeof cell === "number" || typeof cell === "boolean" || cell instanceof Date ? cell : text;
      switch (key) {
        case "id":
          break;
        case "name":
        case "description":
          prop[key] = text;
          break;
        case "department":
        case "category":
        case "subcategory":
          break;
        case "weeklyRate":
          if (text !== "") take(column, readAmount(raw, currency), (value) => (prop.weeklyRate = value));
          break;
        case "quantity":
          if (text !== "") take(column, readCount(raw), (value) => (prop.quantity = value));
          break;
        case "colors": {
          const colors: string[] = [];
          for (const item of cellList(plain)) take(column, names.color(mapped(column, item)), (v) => colors.push(v));
          prop.colors = [...new Set(colors)];
          break;
        }
        case "tags":
          prop.tags = cellList(text);
          break;
        case "vendor":
          if (text === "") delete prop.vendor;
          else prop.vendor = text;
          break;
        case "width":
        case "height":
        case "depth":
          break;
        case "weight":
          if (text === "") delete prop.weight;
          else take(column, readMeasure(raw, units.weight, tenant.settings.weightUnits), (v) => (prop.weight = v));
          break;
        case "photos": {
          const references = photoReferences(text);
          const known = new Map(prop.images.map((image) => [image.url, image]));
          if (references.length > 0 && references.every((reference) => known.has(reference)))
            prop.images = references.map((reference) => known.get(reference) as Prop["images"][number]);
          else photos = references;
          break;
        }
        case "variants":
          take(
            column,
            readVariants(text, id, currency, (name) => names.color(name)),
            (v) => (prop.variants = v),
          );
          break;
        case "listed":
          if (text === "") prop.listed = true;
          else take(column, readYesNo(raw), (value) => (prop.listed = value));
          break;
        case "createdAt":
          if (text !== "") take(column, readInstant(raw), (value) => (prop.createdAt = value));
          break;
      }
    }

    readDimensions(prop, given, units, report, (text) => readMeasure(text, units.size, units.sizeName));
    readPlace(prop, given, names, report);
    if (!before) {
      const missing = requiredForNewProps.filter((key) => (given.get(key)?.text ?? "") === "");
      if (missing.length > 0)
        report(
          undefined,
          `${quoted(id)} is a new item, so it needs ${missing.map((key) => standardColumn(key).header).join(", ")}`,
        );
    } else {
      for (const key of requiredForNewProps.filter((required) => required !== "id")) {
        const entry = given.get(key);
        if (entry && entry.text === "")
          report(entry.column, `is empty, but every prop needs its ${standardColumn(key).header.toLowerCase()}`);
      }
    }
    if (problems.length > 0) result.problems.push(...problems);
    else {
      // An unchanged row gives back the prop itself, so a re-import holds one copy of the catalogue, not two.
      const same = before !== undefined && sameJson(before, prop);
      result.rows.push({ row, prop: same ? before : prop, isNew: !before, ...(photos ? { photos } : {}) });
    }
  });
  return result;
}

type Given = ReadonlyMap<string, { column: MappedColumn; text: string }>;
type Report = (column: MappedColumn | undefined, message: string) => void;

/** Width, height and depth come together or not at all (the schema's dimensions need all three). */
function readDimensions(
  prop: Prop,
  given: Given,
  units: (typeof measureUnits)[keyof typeof measureUnits],
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
function readPlace(prop: Prop, given: Given, names: ReturnType<typeof tenantNames>, report: Report): void {
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
