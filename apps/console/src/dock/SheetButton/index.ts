export { SheetButton } from "./SheetButton.js";
export type { SheetButtonProps } from "./SheetButton.js";
