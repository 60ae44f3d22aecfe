export { ScanField } from "./ScanField.js";
export type { ScanFieldProps } from "./ScanField.js";
