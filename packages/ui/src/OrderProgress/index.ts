export { OrderProgress, defaultOrderProgressLabels } from "./OrderProgress.js";
export type { OrderProgressLabels, OrderProgressProps, ProgressStep } from "./OrderProgress.js";
