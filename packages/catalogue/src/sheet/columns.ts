// The catalogue as a spreadsheet: its standard columns, in the order `backlot catalogue export` writes them.
// A sheet's header is matched to these by name (or by a mapping file), so plain header names work with no setup,
// and what export writes, import reads back.

/** What a cell can hold: CSV gives text; XLSX also numbers, booleans and dates. */
export type Cell = string | number | boolean | Date | null | undefined;

/** A sheet as read from a file: the header row, then the data rows. */
export interface Sheet {
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}

export interface StandardColumn {
  key: StandardColumnKey;
  /** The header export writes and import knows. */
  header: string;
  /** Other headers that mean the same, as other systems and people write them. */
  aliases: readonly string[];
}

export type StandardColumnKey =
  | "id"
  | "name"
  | "description"
  | "department"
  | "category"
  | "subcategory"
  | "weeklyRate"
  | "quantity"
  | "stockByLocation"
  | "colors"
  | "tags"
  | "vendor"
  | "width"
  | "height"
  | "depth"
  | "weight"
  | "photos"
  | "variants"
  | "listed"
  | "createdAt"
  | "location"
  | "replacementValue";

/** Export puts the tenant's custom fields (by their labels) after this column. */
export const customFieldsAfter: StandardColumnKey = "tags";

export const standardColumns: readonly StandardColumn[] = [
  {
    key: "id",
    header: "Item number",
    aliases: [
      "Item no",
      "Item #",
      "Item",
      "Item ID",
      "Stock number",
      "Stock no",
      "Stock code",
      "SKU",
      "Product code",
      "Code",
      "ID",
    ],
  },
  { key: "name", header: "Name", aliases: ["Title", "Item name", "Product name", "Product"] },
  // Not "Notes": in a stock sheet they are often the staff's own, and the description is published.
  { key: "description", header: "Description", aliases: ["Details", "Long description"] },
  { key: "department", header: "Department", aliases: ["Dept"] },
  { key: "category", header: "Category", aliases: ["Product group", "Group"] },
  { key: "subcategory", header: "Subcategory", aliases: ["Sub category", "Sub-category", "Subgroup"] },
  {
    key: "weeklyRate",
    header: "Weekly rate",
    // Not a bare "Price" or "Rate": another system's may be per day or a sale price, and would misprice the stock.
    aliases: ["Weekly price", "Price per week", "Rate per week", "Week rate", "Weekly rental rate"],
  },
  { key: "quantity", header: "Quantity", aliases: ["Qty", "Stock", "Quantity in stock", "Stock level", "Count"] },
  // A prop house with more than one dock: how the quantity splits between them (stock-by-location-cell.ts).
  {
    key: "stockByLocation",
    header: "Stock by location",
    aliases: ["Stock per location", "Quantity by location", "Stock by dock", "Stock per dock"],
  },
  { key: "colors", header: "Colors", aliases: ["Colours", "Color", "Colour"] },
  { key: "tags", header: "Tags", aliases: ["Keywords", "Tag"] },
  { key: "vendor", header: "Vendor", aliases: ["Owner", "Supplier"] },
  { key: "width", header: "Width", aliases: [] },
  { key: "height", header: "Height", aliases: [] },
  { key: "depth", header: "Depth", aliases: ["Length"] },
  { key: "weight", header: "Weight", aliases: [] },
  {
    key: "photos",
    header: "Photos",
    aliases: ["Photo", "Images", "Image", "Image URL", "Image URLs", "Photo URL", "Photo URLs", "Pictures"],
  },
  { key: "variants", header: "Variants", aliases: ["Versions", "Options"] },
  { key: "listed", header: "Listed", aliases: ["Visible", "Published", "Online", "Show online"] },
  { key: "createdAt", header: "Added", aliases: ["Date added", "Created", "Created at", "Added on"] },
  // The house's own, last (decision 0041): where it is kept, and what a lost one is charged at. Never published.
  {
    key: "location",
    header: "Location",
    aliases: ["Bin", "Bin location", "Shelf", "Storage location", "Warehouse location", "Stock location"],
  },
  {
    key: "replacementValue",
    header: "Replacement value",
    // Not a bare "Value" or "Price": in a stock sheet either may be a sale price or what the house paid.
    aliases: ["Replacement cost", "Replacement price", "Loss value", "Lost value"],
  },
];

/** A column a mapping file may name that is not a prop field of its own: it fills others. */
export const derivedColumns = {
  /** "Department > Category > Subcategory" in one cell, as other systems export their groups. */
  categoryPath: "Category path",
  /** A rate per day, made weekly by the mapping file's `daysPerWeek`. */
  dailyRate: "Daily rate",
} as const;

export const requiredForNewProps: readonly StandardColumnKey[] = [
  "id",
  "name",
  "department",
  "category",
  "weeklyRate",
  "quantity",
];

export const standardColumn = (key: StandardColumnKey): StandardColumn =>
  standardColumns.find((column) => column.key === key) as StandardColumn;

/** "A" for the first column, "AB" for the 28th: how spreadsheets name columns. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** 0 for "A", 27 for "AB": the inverse of columnLetter. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}
