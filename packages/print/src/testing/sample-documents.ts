// One label sheet and one pull sheet (with a photo on every other line), the same wherever they are built.
import type { Label, LabelSheetOptions } from "../label-sheet.js";
import type { PullSheet } from "../pull-sheet.js";
import { sampleLines, samplePullSheet } from "./sample-pull-sheet.js";

export function sampleDocuments(jpeg: Uint8Array): {
  labels: { labels: Label[]; options: LabelSheetOptions };
  pull: PullSheet;
} {
  const lines = sampleLines(40, (index) => (index % 2 ? { bytes: jpeg, type: "jpeg" } : undefined));
  return {
    labels: {
      labels: lines.map(({ itemNumber, name, location }) => ({ itemNumber, name: `${name} → 🎬`, location })),
      options: { format: "avery-5160", copies: 2, vendorName: "Bowery Prop House" },
    },
    pull: samplePullSheet(lines),
  };
}
