// The catalogue as a sheet, in the standard columns with the tenant's custom fields by label: what
// `backlot catalogue export` writes, so a vendor can edit it in a spreadsheet and import it again unchanged.
import { type Tenant, pickupLocationsOf } from "@backlot/tenant-config";
import { decimalAmount } from "@backlot/tenant-config/money";
import type { Prop } from "@backlot/domain";
import { listCell } from "./cells.js";
import { type Sheet, type StandardColumnKey, customFieldsAfter, standardColumns } from "./columns.js";
import { stockByLocationCell } from "./stock-by-location-cell.js";
import { variantsCell } from "./variants-cell.js";

type Column = { header: string; cell: (prop: Prop) => string };

export function catalogueColumns(tenant: Tenant): Column[] {
  const rate = (cents: number) => decimalAmount(cents, tenant.settings.currency);
  const locations = pickupLocationsOf(tenant);
  const cells: Record<StandardColumnKey, (prop: Prop) => string> = {
    id: (prop) => prop.id,
    name: (prop) => prop.name,
    description: (prop) => prop.description,
    department: (prop) => prop.department,
    category: (prop) => prop.category,
    subcategory: (prop) => prop.subcategory ?? "",
    weeklyRate: (prop) => rate(prop.weeklyRate),
    quantity: (prop) => String(prop.quantity),
    stockByLocation: (prop) => stockByLocationCell(prop.stockByLocation, locations),
    colors: (prop) => listCell(prop.colors),
    tags: (prop) => listCell(prop.tags),
    vendor: (prop) => prop.vendor ?? "",
    width: (prop) => (prop.dimensions ? String(prop.dimensions.width) : ""),
    height: (prop) => (prop.dimensions ? String(prop.dimensions.height) : ""),
    depth: (prop) => (prop.dimensions ? String(prop.dimensions.depth) : ""),
    weight: (prop) => (prop.weight === undefined ? "" : String(prop.weight)),
    photos: (prop) => prop.images.map((image) => image.url).join("; "),
    variants: (prop) => variantsCell(prop.id, prop.variants, rate),
    listed: (prop) => (prop.listed === false ? "no" : "yes"),
    createdAt: (prop) => prop.createdAt,
    location: (prop) => prop.location ?? "",
    replacementValue: (prop) => (prop.replacementValue === undefined ? "" : rate(prop.replacementValue)),
  };
  const columns: Column[] = [];
  for (const column of standardColumns) {
    // One dock has all the stock: no column to fill in.
    if (column.key === "stockByLocation" && locations.length < 2) continue;
    columns.push({ header: column.header, cell: cells[column.key] });
    if (column.key === customFieldsAfter)
      for (const field of tenant.settings.customFields)
        columns.push({ header: field.label, cell: (prop) => listCell(prop.custom[field.id] ?? []) });
  }
  return columns;
}

export function catalogueSheet(props: readonly Prop[], tenant: Tenant): Sheet & { rows: string[][] } {
  const columns = catalogueColumns(tenant);
  return {
    header: columns.map((column) => column.header),
    rows: props.map((prop) => columns.map((c) => c.cell(prop))),
  };
}
