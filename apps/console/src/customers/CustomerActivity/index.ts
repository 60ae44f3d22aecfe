export { CustomerActivity, defaultCustomerActivityLabels } from "./CustomerActivity.js";
export type {
  ActivityItem,
  ActivityKind,
  ActivityState,
  CustomerActivityLabels,
  CustomerActivityProps,
} from "./CustomerActivity.js";
