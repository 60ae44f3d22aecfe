// Set lists from a New York production, for stories and tests. Photos are drawn inline.
import type { EditableSetList } from "./SetListEditor.js";

const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">` +
      `<rect width="400" height="300" fill="hsl(${hue.toString()} 15% 92%)"/>` +
      `<rect x="150" y="70" width="100" height="160" rx="12" fill="hsl(${hue.toString()} 50% 40%)"/>` +
      `</svg>`,
  )}`;

export const sampleSetList: EditableSetList = {
  id: "diner-scene-12",
  name: "Diner, scene 12",
  notes: "Night exterior looking in. Everything chrome and red; no visible brand logos.",
  lines: [
    {
      propId: "BPH-10432",
      name: "Chrome Diner Stool",
      href: "/props/BPH-10432",
      image: { url: photo(0), width: 400, height: 300 },
      quantity: 6,
      available: 8,
      weeklyRate: 4500,
    },
    {
      propId: "BPH-20817",
      name: "1970s NYPD Desk Sergeant Podium",
      href: "/props/BPH-20817",
      image: { url: photo(215), width: 400, height: 300 },
      quantity: 1,
      available: 1,
      weeklyRate: 12500,
    },
    {
      propId: "BPH-31120",
      name: "Rotary Payphone",
      href: "/props/BPH-31120",
      quantity: 2,
      available: 5,
      weeklyRate: 3750,
    },
  ],
};

/** A list holding one prop in two finishes: two lines, each named and priced by its variant. */
export const sampleSetListWithVariants: EditableSetList = {
  id: "diner-booths",
  name: "Diner, booths",
  notes: "Two stool finishes: red at the counter, black by the window.",
  lines: [
    {
      propId: "BPH-10432",
      variantId: "red",
      name: "Chrome Diner Stool",
      variantName: "Red vinyl",
      href: "/props/BPH-10432?variant=red",
      image: { url: photo(0), width: 400, height: 300 },
      quantity: 4,
      available: 8,
      weeklyRate: 4500,
    },
    {
      propId: "BPH-10432",
      variantId: "black",
      name: "Chrome Diner Stool",
      variantName: "Matte black",
      href: "/props/BPH-10432?variant=black",
      image: { url: photo(0), width: 400, height: 300 },
      quantity: 2,
      available: 8,
      weeklyRate: 5500,
    },
  ],
};
