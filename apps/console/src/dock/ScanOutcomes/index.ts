export { ScanOutcomes } from "./ScanOutcomes.js";
export type { ScanOutcome } from "./ScanOutcomes.js";
