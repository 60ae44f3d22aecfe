export { ListHeader } from "./ListHeader.js";
export type { ListHeaderProps } from "./ListHeader.js";
