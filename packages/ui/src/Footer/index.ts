export { Footer, displayPhone } from "./Footer.js";
export type { FooterProps } from "./Footer.js";
