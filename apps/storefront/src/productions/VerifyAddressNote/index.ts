export { VerifyAddressNote } from "./VerifyAddressNote.js";
export type { VerifyAddressNoteProps } from "./VerifyAddressNote.js";
