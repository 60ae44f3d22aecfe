export { Header } from "./Header.js";
export type { HeaderProps } from "./Header.js";
