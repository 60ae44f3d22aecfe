export { PaperReview, defaultPaperReviewLabels } from "./PaperReview.js";
export type { PaperReviewLabels, PaperReviewProps, ReviewDecision } from "./PaperReview.js";
export { ReviewablePaper } from "./ReviewablePaper.js";
export type { ReviewablePaperProps } from "./ReviewablePaper.js";
