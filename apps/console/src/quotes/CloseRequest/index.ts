export { CloseRequest, defaultCloseRequestLabels } from "./CloseRequest.js";
export type { CloseRequestLabels, CloseRequestProps } from "./CloseRequest.js";
