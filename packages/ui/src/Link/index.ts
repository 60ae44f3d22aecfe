export { PlainLink } from "./Link.js";
export type { LinkComponent, LinkProps } from "./Link.js";
