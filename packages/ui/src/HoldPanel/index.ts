export { HoldPanel } from "./HoldPanel.js";
export type { HoldPanelProps, ListHold } from "./HoldPanel.js";
export { defaultHoldPanelLabels } from "./labels.js";
export type { HoldPanelLabels, HoldShortfall } from "./labels.js";
