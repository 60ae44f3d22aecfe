export { PropCard, PropCardSkeleton, defaultPropCardLabels, isNewProp } from "./PropCard.js";
export type { PropCardLabels, PropCardProps, PropSummary } from "./PropCard.js";
