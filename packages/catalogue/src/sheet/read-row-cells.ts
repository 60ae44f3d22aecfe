// Reading one row's cells onto the prop it updates (or a new one): each cell through the mapping's values, checked
// against the tenant's names and read as its column's kind, every problem reported with its column.
import type { Prop } from "@backlot/domain";
import type { PickupLocation, Tenant } from "@backlot/tenant-config";
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
import type { Cell, StandardColumnKey } from "./columns.js";
import type { HeaderMap, MappedColumn } from "./header-map.js";
import { type Given, type Report, readDimensions, readPlace } from "./read-dimensions-and-place.js";
import type { TenantNames } from "./tenant-names.js";
import { readStockByLocation } from "./stock-by-location-cell.js";
import { readVariants } from "./variants-cell.js";

export const measureUnits = {
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

/** What reading a row needs from the sheet, the tenant and the mapping, the same for every row. */
export interface RowContext {
  header: HeaderMap;
  names: TenantNames;
  currency: Tenant["settings"]["currency"];
  weightUnits: Tenant["settings"]["weightUnits"];
  units: (typeof measureUnits)[keyof typeof measureUnits];
  daysPerWeek: number | undefined;
  /** The prop house's pickup locations (pickupLocationsOf), for a split of the stock. */
  locations: readonly Pick<PickupLocation, "id" | "displayName">[];
  separator: string | RegExp;
  /** A cell's text (or a list item's) as the mapping's values give it. */
  mapped: (column: MappedColumn, text: string) => string;
}

/**
 * Reads `cells` (the row of item number `id`) onto `prop`, in place. Gives back the text each field was given, and
 * the Photos cell's references when they are not all the prop's images already.
 */
export function readRowCells(
  context: RowContext,
  cells: readonly Cell[],
  id: string,
  prop: Prop,
  report: Report,
): { given: Given; photos: string[] | undefined } {
  const { header, names, currency, weightUnits, units, daysPerWeek, locations, separator, mapped } = context;
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
          prop.weeklyRate = Math.round(daily * (daysPerWeek ?? 1));
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
      case "stockByLocation":
        if (text === "") delete prop.stockByLocation;
        else take(column, readStockByLocation(text, locations), (split) => (prop.stockByLocation = split));
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
        else take(column, readMeasure(raw, units.weight, weightUnits), (v) => (prop.weight = v));
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
      case "location":
        if (text === "") delete prop.location;
        else prop.location = text;
        break;
      case "replacementValue":
        if (text === "") delete prop.replacementValue;
        else take(column, readAmount(raw, currency), (value) => (prop.replacementValue = value));
        break;
    }
  }

  readDimensions(prop, given, units, report, (text) => readMeasure(text, units.size, units.sizeName));
  readPlace(prop, given, names, report);
  return { given, photos };
}
