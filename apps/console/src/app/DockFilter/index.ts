export { DockFilter, type DockFilterProps } from "./DockFilter.js";
