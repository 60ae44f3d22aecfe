// An order's steps for the stories and tests.
import type { ProgressStep } from "./OrderProgress.js";

export const sampleHistory: ProgressStep[] = [
  { status: "placed", at: "2026-11-20T15:02:00Z", byName: "Dana Reyes", note: "" },
  { status: "confirmed", at: "2026-11-21T14:30:00Z", byName: "Sam Staff", note: "Ready from 9am at the dock." },
];

/** The same order out on rental, then extended by the customer and added to by staff. */
export const sampleHistoryWithChanges: ProgressStep[] = [
  ...sampleHistory,
  { status: "out", at: "2026-12-01T13:00:00Z", byName: "Sam Staff", note: "" },
  {
    status: "out",
    at: "2026-12-08T16:10:00Z",
    byName: "Dana Reyes",
    note: "",
    change: {
      kind: "extended",
      id: "c1",
      from: "2026-12-15",
      to: "2026-12-22",
      weeks: 3,
      subtotal: 24750,
      currency: "USD",
    },
  },
  {
    status: "out",
    at: "2026-12-09T11:45:00Z",
    byName: "Sam Staff",
    note: "",
    change: {
      kind: "added",
      id: "c2",
      lines: [{ propId: "BPH-20817", name: "Brass desk lamp", quantity: 2 }],
      subtotal: 38250,
      currency: "USD",
    },
  },
];
