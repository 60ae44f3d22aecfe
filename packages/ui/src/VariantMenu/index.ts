export { VariantMenu, defaultVariantMenuLabels } from "./VariantMenu.js";
export type { PropVariant, VariantMenuLabels, VariantMenuProps } from "./VariantMenu.js";
