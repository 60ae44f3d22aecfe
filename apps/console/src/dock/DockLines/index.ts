export { DockLines, pullingLabels } from "./DockLines.js";
export type { DockLine, DockLinesLabels, DockLinesProps } from "./DockLines.js";
