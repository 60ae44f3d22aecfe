// The query status slice and the lazy listener manager that feeds it.
export { createQueryStatusSlice, emptyQueryStatus } from "./query-status-slice.js";
export type { QueryStatusActions, QueryStatusSlice, QueryStatusState } from "./query-status-slice.js";
export { createQueryStatusStore, createQueryWatcher, queryKey } from "./query-watcher.js";
export type { QueryStatusStore, QueryWatcher } from "./query-watcher.js";
