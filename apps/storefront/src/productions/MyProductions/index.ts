export { MyProductions } from "./MyProductions.js";
export type { MyProductionsProps } from "./MyProductions.js";
