export { ListTools } from "./ListTools.js";
export type { ListToolsProps } from "./ListTools.js";
