export { CategoryMenu, defaultCategoryMenuLabels, pathOf } from "./CategoryMenu.js";
export type { CategoryMenuLabels, CategoryMenuProps, CategoryOption, CategoryPath } from "./CategoryMenu.js";
