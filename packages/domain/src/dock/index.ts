// The dock: pulling an order from the shelves, then checking it out and back in.
export { pullProgress, pullProgressLabel, pullTickProblem, pullableStatuses } from "./pull-progress.js";
export type { PullProgress, PulledPieces } from "./pull-progress.js";
export { groupByLocation, noLocationLabel } from "./locations.js";
export type { LocationGroup } from "./locations.js";
export {
  awaitingHandover,
  checkOutProgress,
  checkOutProgressLabel,
  checkOutStatuses,
  checkOutTickProblem,
  handedOverOf,
  handoverProblem,
  scanOut,
  scannedOutOf,
} from "./check-out.js";
export type { CheckOutProgress, ScanOutcome } from "./check-out.js";
