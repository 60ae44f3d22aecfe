export { SignInAs, defaultSignInAsLabels } from "./SignInAs.js";
export type { AuditTrailEntry, AuditTrailState, SignInAsLabels, SignInAsProps } from "./SignInAs.js";
