export { ProductionApprovals } from "./ProductionApprovals.js";
export type { ProductionApprovalsProps } from "./ProductionApprovals.js";
