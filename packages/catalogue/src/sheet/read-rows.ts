// A sheet's rows as props: each row read onto the prop it updates (found by item number) or onto a new one, every
// cell checked against the tenant, and every problem kept with its row and column. Photos are only collected
// here (as the cell's references); resolving them (a file, a URL) is the caller's, since it may need the disk
// and the network. Reading one row's cells is read-row-cells.ts's; this file walks the sheet.
import { type Tenant, pickupLocationsOf } from "@backlot/tenant-config";
import type { CatalogueMapping } from "../generated/catalogue-mapping-types.js";
import { type Prop, sameJson } from "@backlot/domain";
import { cellText, quoted } from "./cells.js";
import { type Sheet, requiredForNewProps, standardColumn } from "./columns.js";
import { type HeaderMap, type MappedColumn, mapHeader } from "./header-map.js";
import { nameKey } from "./match-name.js";
import { type RowContext, measureUnits, readRowCells } from "./read-row-cells.js";
import { tenantNames } from "./tenant-names.js";

export { photoReferences } from "./read-row-cells.js";

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
  const context: RowContext = {
    header,
    names,
    currency,
    weightUnits: tenant.settings.weightUnits,
    units,
    daysPerWeek: mapping?.daysPerWeek,
    locations: pickupLocationsOf(tenant),
    separator,
    mapped,
  };

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
    const { given, photos } = readRowCells(context, cells, id, prop, report);
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
