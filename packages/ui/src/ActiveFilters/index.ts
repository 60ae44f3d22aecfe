export { ActiveFilters } from "./ActiveFilters.js";
export type { ActiveFilter, ActiveFiltersProps } from "./ActiveFilters.js";
