export { ProductionLists } from "./ProductionLists.js";
export type { ProductionListsProps } from "./ProductionLists.js";
