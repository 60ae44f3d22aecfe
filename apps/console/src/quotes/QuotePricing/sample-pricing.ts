// A request's lines and a catalogue to price them from, for the stories and tests.
import { sampleEstimate } from "@backlot/ui/testing/sample-estimate";
import type { PricingLine, PropChoice, QuotePricingProps } from "./index.js";

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

export const sampleCatalogue: PropChoice[] = [
  { propId: "BPH-31120", name: "Rotary Payphone", imageUrl: null, stock: 4, weeklyRate: 3750 },
  { propId: "BPH-31121", name: "Rotary Desk Phone", imageUrl: null, stock: 9, weeklyRate: 1500 },
  { propId: "BPH-10432", name: "Chrome Diner Stool", imageUrl: null, stock: 12, weeklyRate: 4500 },
];

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
