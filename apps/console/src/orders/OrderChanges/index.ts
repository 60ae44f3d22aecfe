export { OrderChanges } from "./OrderChanges.js";
export type { OrderChangesProps } from "./OrderChanges.js";
