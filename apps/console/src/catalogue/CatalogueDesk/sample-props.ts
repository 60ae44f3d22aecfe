// Props for the stories and tests of the console's catalogue pieces.
import type { CatalogueDeskRow } from "./CatalogueDesk.js";

export const sampleProps: CatalogueDeskRow[] = [
  {
    id: "BPH-10432",
    name: "Chrome diner stool",
    weeklyRate: 2500,
    quantity: 6,
    department: "Furniture",
    category: "Seating",
  },
  {
    id: "BPH-31120",
    name: "Rotary payphone",
    weeklyRate: 7500,
    quantity: 1,
    department: "Electronics",
    category: "Telephones",
  },
];
