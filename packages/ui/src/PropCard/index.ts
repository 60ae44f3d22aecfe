export { PropCard, PropCardSkeleton, defaultPropCardLabels, formatWeeklyRate, isNewProp } from "./PropCard.js";
export type { PropCardLabels, PropCardProps, PropSummary } from "./PropCard.js";
