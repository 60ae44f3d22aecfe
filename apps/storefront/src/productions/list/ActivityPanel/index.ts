export { ActivityPanel } from "./ActivityPanel.js";
export type { ActivityItem, ActivityPanelProps, ActivityState } from "./ActivityPanel.js";
