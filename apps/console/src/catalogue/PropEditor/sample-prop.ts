// A prop and the tenant's lists, for the editor's stories and tests.
import type { EditableProp, PropEditorOptions } from "./index.js";

export const sampleProp: EditableProp = {
  id: "BPH-10432",
  name: "Chrome diner stool",
  description: "Red vinyl seat on a chrome pedestal. Six matching.",
  weeklyRate: 2500,
  quantity: 6,
  colors: ["Chrome", "Red"],
  custom: { era: ["1950s"] },
  listed: true,
  image: null,
};

export const sampleOptions: PropEditorOptions = {
  colors: ["Black", "Chrome", "Red", "White"],
  customFields: [
    { id: "era", label: "Eras", values: ["1940s", "1950s", "1960s"] },
    { id: "material", label: "Materials", values: ["Steel", "Vinyl", "Wood"] },
  ],
};
