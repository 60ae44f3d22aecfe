export { FacetList, defaultFacetListLabels } from "./FacetList.js";
export type { FacetListLabels, FacetListProps, FacetOption } from "./FacetList.js";
