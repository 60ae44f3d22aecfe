export { PropDockFacts } from "./PropDockFacts.js";
export type { PropDockFactsProps } from "./PropDockFacts.js";
