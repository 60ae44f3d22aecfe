// A request's lines and a catalogue to price them from, for the stories and tests.
import { sampleEstimate } from "@backlot/ui/testing/sample-estimate";
import { type PricingLine, type PropChoice, type QuotePricingProps, variantLine } from "./index.js";

export const sampleLinesToPrice: PricingLine[] = [
  {
    propId: "BPH-10432",
    name: "Chrome Diner Stool",
    imageUrl: null,
    stock: 12,
    catalogueRate: 4500,
    quantity: 6,
    weeklyRate: 4500,
    note: "the taller ones",
  },
  {
    propId: "BPH-20817",
    name: "Brass Desk Lamp",
    imageUrl: null,
    stock: 2,
    catalogueRate: 3750,
    quantity: 2,
    weeklyRate: 3750,
    note: "",
  },
];

/** A prop in three finishes: walnut and ebonised at their own rates and stock, oak at the prop's. */
export const sampleChair: PropChoice = {
  propId: "BPH-40210",
  name: "Bentwood Chair",
  imageUrl: null,
  stock: 14,
  weeklyRate: 2000,
  variants: [
    { id: "walnut", name: "Walnut", weeklyRate: 2500, quantity: 8 },
    { id: "oak", name: "Oak" },
    { id: "ebonised", name: "Ebonised", weeklyRate: 2750, quantity: 2 },
  ],
};

export const sampleCatalogue: PropChoice[] = [
  { propId: "BPH-31120", name: "Rotary Payphone", imageUrl: null, stock: 4, weeklyRate: 3750 },
  { propId: "BPH-31121", name: "Rotary Desk Phone", imageUrl: null, stock: 9, weeklyRate: 1500 },
  { propId: "BPH-10432", name: "Chrome Diner Stool", imageUrl: null, stock: 12, weeklyRate: 4500 },
  sampleChair,
];

/** The chair asked for in `variantId`, as the console's quote page starts the line: at the catalogue's rate. */
const chairLine = (variantId: string, quantity: number, note = ""): PricingLine => {
  const line = variantLine(sampleChair, variantId);
  return { propId: sampleChair.propId, ...line, imageUrl: null, quantity, weeklyRate: line.catalogueRate ?? 0, note };
};

/** One prop asked for in two variants: two lines. */
export const sampleVariantLines: PricingLine[] = [chairLine("walnut", 4, "for the parlour"), chairLine("oak", 2)];

/** A line whose variant the chair no longer has ("cane" was dropped from the catalogue). */
export const sampleGoneVariantLine: PricingLine = chairLine("cane", 6);

/** Searches the sample catalogue by name or item number. */
export const findSampleProps = (text: string) =>
  Promise.resolve(
    sampleCatalogue.filter((prop) => `${prop.name} ${prop.propId}`.toLowerCase().includes(text.toLowerCase())),
  );

export const samplePricingProps: Omit<QuotePricingProps, "onSubmit"> = {
  lines: sampleLinesToPrice,
  settings: { locale: "en", currency: "USD", ccAuthProcessingPercentage: 0 },
  period: { pickUp: "2026-12-01", return: "2026-12-16" },
  estimate: (lines) => sampleEstimate(lines, 3),
  findProps: findSampleProps,
};
