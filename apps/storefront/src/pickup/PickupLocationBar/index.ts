export { PickupLocationBar } from "./PickupLocationBar.js";
export type { PickupLocationBarProps, PickupLocationOption } from "./PickupLocationBar.js";
