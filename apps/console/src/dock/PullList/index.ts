export { PullList, defaultPullListLabels } from "./PullList.js";
export type { PullLine, PullListLabels, PullListProps } from "./PullList.js";
