// A day's pull sheet to print in tests and the bench: two orders, props on numbered aisles and in the cage, a few
// with no location, some in a variant.
import type { PullSheet, PullSheetLine, PullSheetOrder, PullSheetPhoto } from "../pull-sheet.js";

export const sampleOrders: PullSheetOrder[] = [
  { reference: "O-8K2M4PQ7", production: "Night Owl Pictures", handover: "pick-up", when: "Thu, Nov 26 · 9:00 AM" },
  { reference: "O-3JX9T2WB", production: "Diner, act 2", handover: "delivery", when: "Thu, Nov 26 · 1:30 PM" },
];

const kinds = ["Club chair", "Chrome diner stool", "Brass floor lamp", "Rotary telephone", "Steamer trunk"];

/** `count` lines; every seventh has no location, every fourth a variant; `photo` on each line when given. */
export function sampleLines(count: number, photo?: (index: number) => PullSheetPhoto | undefined): PullSheetLine[] {
  return Array.from({ length: count }, (_, index) => ({
    itemNumber: `BPH-${10000 + index}`,
    name: `${kinds[index % kinds.length]} ${index + 1}`,
    variantName: index % 4 === 3 ? "Walnut" : undefined,
    quantity: 1 + (index % 6),
    location: index % 7 === 6 ? undefined : `Aisle ${1 + (index % 12)} · Bay ${1 + (index % 5)}`,
    orderReference: sampleOrders[index % 2]!.reference,
    photo: photo?.(index),
  }));
}

export function samplePullSheet(lines: PullSheetLine[]): PullSheet {
  return {
    title: "Pull sheet · Thursday, Nov 26, 2026",
    vendorName: "Bowery Prop House",
    madeAt: "Nov 26, 2026, 7:40 AM",
    orders: sampleOrders,
    lines,
  };
}
