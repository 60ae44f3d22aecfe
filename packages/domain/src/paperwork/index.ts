// A customer's paperwork and the release gate (issue 33): what each paper holds, its one check, and the checklist an
// order must meet before it goes out.
export * from "./paper.js";
export { checkSentPaper, paperworkFolder } from "./check-paper.js";
export { damagePhotoAccess, damagePhotoPath, fileAccess, paperFileAccess } from "./file-access.js";
export type { FileAccess, FileCaller, FileUpload } from "./file-access.js";
export {
  agreementVersion,
  checkAgreementSigning,
  shortVersion,
  signatureId,
  signatureImageProblem,
} from "./agreement.js";
export type { AgreementSignature, AgreementSigning, RentalAgreement } from "./agreement.js";
export type { SignatureOnFile } from "./agreement-check.js";
export { checklistOfOrder, releaseTermsOf } from "./order-checklist.js";
export type { ChecklistOrder, ReleasePolicy } from "./order-checklist.js";
export { missingPapers, releaseChecklist, taxExemptionHolding } from "./release-checklist.js";
export type { ChecklistItem, ReleaseOrder, ReleaseTerms } from "./release-checklist.js";
export { lastDayOf, paperNames, paperReminderDays, reminderDue } from "./reminders.js";
export type { ReminderDue } from "./reminders.js";
