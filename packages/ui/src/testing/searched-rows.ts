// Stories of a searchable table (the kit's DataTable, the console's desks) stand in for the app's search: a ready
// page keeps the rows whose text holds what was typed, as the app's query would.
import type { DataTableState } from "../DataTable/index.js";

export function searchedRows<Row>(
  state: DataTableState<Row>,
  search: string,
  textOf: (row: Row) => string,
): DataTableState<Row> {
  if (state.status !== "ready") return state;
  const words = search.trim().toLowerCase();
  return { ...state, rows: state.rows.filter((row) => textOf(row).toLowerCase().includes(words)) };
}
