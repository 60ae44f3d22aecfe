export { ProductionBar } from "./ProductionBar.js";
export type { ProductionBarProps } from "./ProductionBar.js";
