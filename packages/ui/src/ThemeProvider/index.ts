export { ThemeProvider } from "./ThemeProvider.js";
export type { ThemeProviderProps } from "./ThemeProvider.js";
