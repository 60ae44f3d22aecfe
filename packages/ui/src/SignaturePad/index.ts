export { SignaturePad } from "./SignaturePad.js";
export type { SignaturePadHandle, SignaturePadProps } from "./SignaturePad.js";
