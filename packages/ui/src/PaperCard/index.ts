export { PaperCard } from "./PaperCard.js";
export type { PaperCardProps } from "./PaperCard.js";
