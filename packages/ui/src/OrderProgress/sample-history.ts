// An order's steps for the stories and tests.
import type { ProgressStep } from "./OrderProgress.js";

export const sampleHistory: ProgressStep[] = [
  { status: "placed", at: "2026-11-20T15:02:00Z", byName: "Dana Reyes", note: "" },
  { status: "confirmed", at: "2026-11-21T14:30:00Z", byName: "Sam Staff", note: "Ready from 9am at the dock." },
];
