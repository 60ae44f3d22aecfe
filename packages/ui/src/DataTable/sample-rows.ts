// Rows for the data table's stories and tests: props in a rental catalogue, by stock.
import type { DataTableColumn, DataTableSearch } from "./DataTable.js";

export type SampleStock = "in" | "out";

export interface SampleRow {
  id: string;
  name: string;
  department: string;
  category: string;
  stock: number;
}

export const sampleViews = [
  { value: "in", label: "In stock" },
  { value: "out", label: "Out of stock" },
] as const satisfies readonly { value: SampleStock; label: string }[];

export const sampleRows: SampleRow[] = [
  { id: "BPH-10432", name: "Chrome Diner Stool", department: "Furniture", category: "Stools", stock: 12 },
  { id: "BPH-20817", name: "Brass Desk Lamp", department: "Lighting", category: "Desk lamps", stock: 2 },
  { id: "BPH-31120", name: "Rotary Payphone", department: "Electronics", category: "Telephones", stock: 4 },
];

export const sampleColumns: DataTableColumn<SampleRow>[] = [
  { header: "Item", cell: (row) => row.id },
  { header: "Department", cell: (row) => `${row.department} · ${row.category}` },
  { header: "Stock", cell: (row) => row.stock.toLocaleString("en") },
];

export const sampleLabels = {
  views: "Props by stock",
  loading: "Loading props…",
  error: "The props could not be loaded.",
  retry: "Try again",
  loadMore: "Show more",
  loadingMore: "Loading more…",
};

/** The search box of the stories and tests, holding `value`. */
export const sampleSearch = (value: string, onChange: (value: string) => void = () => undefined): DataTableSearch => ({
  value,
  onChange,
  label: "Find a prop",
  hint: "The start of its name or item number.",
  noMatch: (text) => `No props match “${text}”.`,
});
