export { ProductionListView } from "./ProductionListView.js";
export type { ListActions, ProductionListViewProps } from "./ProductionListView.js";
