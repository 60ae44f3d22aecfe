export { ActivityFeed } from "./ActivityFeed.js";
export type { ActivityFeedProps } from "./ActivityFeed.js";
