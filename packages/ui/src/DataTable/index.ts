export { DataTable } from "./DataTable.js";
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowHeader,
  DataTableSearch,
  DataTableState,
  DataTableView,
} from "./DataTable.js";
