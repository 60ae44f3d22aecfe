export { ListReview } from "./ListReview.js";
export type { ListReviewProps } from "./ListReview.js";
