export { RepairQueue } from "./RepairQueue.js";
export type { RepairQueueProps, RepairQueueState } from "./RepairQueue.js";
