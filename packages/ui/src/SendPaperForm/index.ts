export { SendPaperForm } from "./SendPaperForm.js";
export type { PaperToSend, SendPaperFormProps, SendablePaperKind } from "./SendPaperForm.js";
