export { ProductionListsTable } from "./ProductionListsTable.js";
export type { ProductionListsTableProps, ProductionListsTableState } from "./ProductionListsTable.js";
