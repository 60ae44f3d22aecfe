export { CameraScan } from "./CameraScan.js";
export type { CameraScanProps } from "./CameraScan.js";
