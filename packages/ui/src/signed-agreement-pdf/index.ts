export { downloadSignedAgreement, signedAgreementFileName, signedAgreementPdf } from "./signed-agreement-pdf.js";
export type { SignedAgreementInput, SignedOrderEstimate } from "./signed-agreement-pdf.js";
