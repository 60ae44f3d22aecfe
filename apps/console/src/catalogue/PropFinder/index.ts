export { PropFinder } from "./PropFinder.js";
export type { PropFinderProps } from "./PropFinder.js";
export { usePropFinder } from "./use-prop-finder.js";
export type { FinderState, PropFinder as PropFinderState } from "./use-prop-finder.js";
export { catalogueFinder, propImageUrl } from "./find-props.js";
export { propChoice, variantLine } from "./prop-choice.js";
export type { ChoiceLine, PropChoice } from "./prop-choice.js";
export { defaultPropFinderLabels } from "./labels.js";
export type { PropFinderLabels } from "./labels.js";
