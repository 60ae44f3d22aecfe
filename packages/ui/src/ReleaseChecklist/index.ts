export { ReleaseChecklist, defaultReleaseChecklistLabels } from "./ReleaseChecklist.js";
export type { ReleaseChecklistLabels, ReleaseChecklistProps } from "./ReleaseChecklist.js";
