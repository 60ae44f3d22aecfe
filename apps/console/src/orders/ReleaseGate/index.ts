export { ReleaseGate, defaultReleaseGateLabels } from "./ReleaseGate.js";
export type { ReleaseGateLabels, ReleaseGateProps, ReleaseGateState } from "./ReleaseGate.js";
