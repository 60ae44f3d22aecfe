export { SortMenu, defaultSortOptions } from "./SortMenu.js";
export type { SortMenuProps, SortOption } from "./SortMenu.js";
