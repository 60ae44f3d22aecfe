// Theme tokens for the UI kit: CSS custom properties from tenant settings.
export { themeTokens, tokensToCss } from "./tokens.js";
export type { CssVariable, ThemeSource, ThemeTokens } from "./tokens.js";
