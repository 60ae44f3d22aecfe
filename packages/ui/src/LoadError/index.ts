export { LoadError } from "./LoadError.js";
export type { LoadErrorProps } from "./LoadError.js";
