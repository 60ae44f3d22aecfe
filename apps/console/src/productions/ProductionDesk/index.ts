export { ProductionDesk } from "./ProductionDesk.js";
export type { ProductionDeskProps, ProductionDeskRow, ProductionDeskState } from "./ProductionDesk.js";
