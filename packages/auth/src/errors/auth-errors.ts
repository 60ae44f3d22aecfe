// The error catalogue: every provider (and store) error a customer can meet in the auth flows,
// mapped to a reason with a plain message: what went wrong and what to do. Unknown errors are not
// ours to explain: they are rethrown as they are, so a bug is not dressed up as advice.
import { CommandError } from "@backlot/domain";

export type AuthErrorReason =
  | "firebaseEmailAlreadyInUse"
  | "firebaseUserNotFound"
  | "wrongPassword"
  | "invalidEmailLoginLink"
  | "emailLinkExpired"
  | "multiFactorRequired"
  | "invalidVerificationCode"
  | "missingVerificationCode"
  | "codeExpired"
  | "requiresRecentLogin"
  | "sessionExpired"
  | "emailNeeds2ndFactorVerification"
  | "unverifiedEmail"
  | "invalidPhoneNumber"
  | "secondFactorAlreadyEnrolled"
  | "missingEmail"
  | "missingPassword"
  | "recaptchaNotLoaded"
  | "captchaCheckFailed"
  | "tooManyAttempts"
  | "quotaExceeded"
  | "weakPassword"
  | "invalidEmail"
  | "userDisabled"
  | "credentialAlreadyInUse"
  | "popupClosed"
  | "networkRequestFailed"
  | "permissionDenied"
  | "signInInProgress";

export const authErrorMessages: Record<AuthErrorReason, string> = {
  // Worded exactly as the product specification gives them (decision 0007).
  firebaseEmailAlreadyInUse: "This email address is already registered. Please log in.",
  firebaseUserNotFound: "There is no user record corresponding to this identifier. The user may have been deleted.",
  wrongPassword: "The password is invalid or the user does not have a password.",
  invalidEmailLoginLink: "Invalid sign in with email link",
  missingEmail: "Missing email address",
  recaptchaNotLoaded: "recaptcha not loaded",
  // Ours: what went wrong, then what to do about it.
  emailLinkExpired: "This sign-in link has expired. Ask for a new link and open it straight away.",
  multiFactorRequired: "This account uses two-step verification. Enter the code we text to your phone.",
  invalidVerificationCode: "That code is not right. Check the text message and try again.",
  missingVerificationCode: "Enter the code we texted to your phone.",
  codeExpired: "That code has expired. Ask for a new code and enter it within a few minutes.",
  requiresRecentLogin: "For your security, enter your current password again to make this change.",
  sessionExpired: "Your sign-in has expired. Log in again, then try once more.",
  emailNeeds2ndFactorVerification:
    "This account uses two-step verification, so it cannot sign in with an email link. Sign in with your password " +
    "and phone code instead.",
  unverifiedEmail: "Verify your email address first: open the link we emailed you, then add your phone again.",
  invalidPhoneNumber: "Enter a mobile number with its country code, like +1 212 555 0100.",
  secondFactorAlreadyEnrolled: "This phone number is already set up for two-step verification on your account.",
  missingPassword: "Enter your password.",
  captchaCheckFailed: "We could not confirm that you are a person, not a robot. Reload the page and try again.",
  tooManyAttempts: "Too many attempts. Wait a few minutes, then try again.",
  quotaExceeded: "We cannot send more text messages right now. Try again later, or contact us.",
  weakPassword: "Choose a password of at least 6 characters.",
  invalidEmail: "Enter an email address like name@example.com.",
  userDisabled: "This account has been switched off. Contact us if you think that is a mistake.",
  credentialAlreadyInUse: "These sign-in details already belong to another account. Log in to that account instead.",
  popupClosed: "The sign-in window closed before you finished. Try again, and finish signing in in that window.",
  networkRequestFailed: "We could not reach the server. Check your internet connection, then try again.",
  permissionDenied: "We could not open your account: access was refused. Log in again, and contact us if it persists.",
  signInInProgress: "You are already being signed in. Wait a moment; if nothing happens, reload the page.",
};

/** Which reasons leave the user able to try again at once (second-factor flow). */
export const temporaryReasons: ReadonlySet<AuthErrorReason> = new Set<AuthErrorReason>([
  "invalidVerificationCode",
  "missingVerificationCode",
  "codeExpired",
  "tooManyAttempts",
  "networkRequestFailed",
]);

export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    readonly reason: AuthErrorReason,
    options?: { cause?: unknown },
  ) {
    super(authErrorMessages[reason], options);
  }
}

/**
 * Provider codes to reasons. Both the old codes (wrong-password, user-not-found) and
 * auth/invalid-credential, which projects with email enumeration protection (and the emulator
 * for some calls) return instead, lead to the same message (decision 0007). The document store's
 * codes come without a prefix (Firestore's, which every DocumentStore adapter uses).
 */
const reasonsByCode: Record<string, AuthErrorReason> = {
  "auth/email-already-in-use": "firebaseEmailAlreadyInUse",
  "auth/user-not-found": "firebaseUserNotFound",
  "auth/wrong-password": "wrongPassword",
  "auth/invalid-credential": "wrongPassword",
  "auth/invalid-login-credentials": "wrongPassword",
  "auth/invalid-action-code": "invalidEmailLoginLink",
  "auth/expired-action-code": "emailLinkExpired",
  "auth/multi-factor-auth-required": "multiFactorRequired",
  "auth/invalid-verification-code": "invalidVerificationCode",
  "auth/missing-verification-code": "missingVerificationCode",
  "auth/code-expired": "codeExpired",
  "auth/requires-recent-login": "requiresRecentLogin",
  "auth/user-token-expired": "sessionExpired",
  "auth/invalid-user-token": "sessionExpired",
  "auth/invalid-multi-factor-session": "sessionExpired",
  "auth/missing-multi-factor-session": "sessionExpired",
  // The adapter's own code for a change asked of nobody (signed out in another tab meanwhile).
  "auth/no-current-user": "sessionExpired",
  // Enrolling a phone needs a verified address (Firebase's rule).
  "auth/unverified-email": "unverifiedEmail",
  "auth/invalid-phone-number": "invalidPhoneNumber",
  "auth/missing-phone-number": "invalidPhoneNumber",
  "auth/second-factor-already-in-use": "secondFactorAlreadyEnrolled",
  "auth/missing-email": "missingEmail",
  "auth/missing-password": "missingPassword",
  "auth/captcha-check-failed": "captchaCheckFailed",
  "auth/invalid-app-credential": "captchaCheckFailed",
  "auth/missing-app-credential": "captchaCheckFailed",
  "auth/invalid-recaptcha-token": "captchaCheckFailed",
  "auth/missing-recaptcha-token": "captchaCheckFailed",
  "auth/too-many-requests": "tooManyAttempts",
  "auth/quota-exceeded": "quotaExceeded",
  "auth/weak-password": "weakPassword",
  "auth/invalid-email": "invalidEmail",
  "auth/user-disabled": "userDisabled",
  "auth/credential-already-in-use": "credentialAlreadyInUse",
  "auth/popup-closed-by-user": "popupClosed",
  "auth/network-request-failed": "networkRequestFailed",
  "auth/timeout": "networkRequestFailed",
  unavailable: "networkRequestFailed",
  "permission-denied": "permissionDenied",
};

export function reasonForCode(code: string): AuthErrorReason | undefined {
  return reasonsByCode[code];
}

/** The catalogued AuthError for `error`, or undefined when the catalogue does not know it. */
export function knownAuthError(error: unknown): AuthError | undefined {
  if (error instanceof AuthError) return error;
  // A server command's refusal (recordSignIn's captcha, say) is worded for the person already; only
  // one that was never sent is the catalogue's network failure.
  if (error instanceof CommandError && error.code !== "unavailable") return undefined;
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === "string" ? reasonForCode(code) : undefined;
  return reason ? new AuthError(reason, { cause: error }) : undefined;
}

/** The catalogued AuthError for a provider error; any other error is rethrown unchanged. */
export function toAuthError(error: unknown): AuthError {
  const known = knownAuthError(error);
  if (!known) throw error;
  return known;
}

/** Whether `error` says the server could not be reached (worth retrying), from the provider or the store. */
export function isNetworkFailure(error: unknown): boolean {
  return knownAuthError(error)?.reason === "networkRequestFailed";
}
