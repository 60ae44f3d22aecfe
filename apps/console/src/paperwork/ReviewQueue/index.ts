export { ReviewQueue, defaultReviewQueueLabels } from "./ReviewQueue.js";
export type { ReviewQueueItem, ReviewQueueLabels, ReviewQueueProps, ReviewQueueState } from "./ReviewQueue.js";
