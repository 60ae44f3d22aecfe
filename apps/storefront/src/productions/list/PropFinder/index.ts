export { PropFinder } from "./PropFinder.js";
export type { PropFinderProps } from "./PropFinder.js";
