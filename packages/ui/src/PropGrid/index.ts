export { PropGrid, defaultPropGridLabels } from "./PropGrid.js";
export type { PropGridLabels, PropGridProps, PropGridStatus } from "./PropGrid.js";
