export { ProductionFeed } from "./ProductionFeed.js";
export type { ProductionFeedProps, ProductionFeedState } from "./ProductionFeed.js";
