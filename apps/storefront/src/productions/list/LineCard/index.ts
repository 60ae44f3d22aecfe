export { LineCard } from "./LineCard.js";
export type { LineCardProps } from "./LineCard.js";
