// The error catalogue of spec section 8: provider error codes mapped to reasons, each with the
// message the user sees. Unknown errors are not ours to explain: they are rethrown as they are.

export type AuthErrorReason =
  | "firebaseEmailAlreadyInUse"
  | "firebaseUserNotFound"
  | "wrongPassword"
  | "invalidEmailLoginLink"
  | "multiFactorRequired"
  | "invalidVerificationCode"
  | "codeExpired"
  | "requiresRecentLogin"
  | "emailNeeds2ndFactorVerification"
  | "missingEmail"
  | "recaptchaNotLoaded"
  | "tooManyAttempts"
  | "weakPassword"
  | "invalidEmail";

export const authErrorMessages: Record<AuthErrorReason, string> = {
  // Exact messages of spec section 8.
  firebaseEmailAlreadyInUse: "This email address is already registered. Please log in.",
  firebaseUserNotFound: "There is no user record corresponding to this identifier. The user may have been deleted.",
  wrongPassword: "The password is invalid or the user does not have a password.",
  invalidEmailLoginLink: "Invalid sign in with email link",
  // Spec section 5 validation errors.
  missingEmail: "Missing email address",
  recaptchaNotLoaded: "recaptcha not loaded",
  // Messages the spec leaves to us.
  multiFactorRequired: "This account uses two-step verification. Enter the code we text to your phone.",
  invalidVerificationCode: "That code is not right. Check the text message and try again.",
  codeExpired: "That code has expired. Ask for a new code and enter it within a few minutes.",
  requiresRecentLogin: "For your security, enter your current password again to make this change.",
  emailNeeds2ndFactorVerification:
    "This account uses two-step verification, so it cannot sign in with an email link. Sign in with your password and phone code instead.",
  tooManyAttempts: "Too many attempts. Wait a few minutes, then try again.",
  weakPassword: "Choose a password of at least 6 characters.",
  invalidEmail: "Enter an email address like name@example.com.",
};

/** Which reasons leave the user able to try again at once (second-factor flow). */
export const temporaryReasons: ReadonlySet<AuthErrorReason> = new Set([
  "invalidVerificationCode",
  "codeExpired",
  "tooManyAttempts",
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
 * Firebase codes to reasons. Both the old codes (wrong-password, user-not-found) and
 * auth/invalid-credential, which projects with email enumeration protection (and the emulator
 * for some calls) return instead, lead to the same message for the user.
 */
const reasonsByCode: Record<string, AuthErrorReason> = {
  "auth/email-already-in-use": "firebaseEmailAlreadyInUse",
  "auth/user-not-found": "firebaseUserNotFound",
  "auth/wrong-password": "wrongPassword",
  "auth/invalid-credential": "wrongPassword",
  "auth/invalid-login-credentials": "wrongPassword",
  "auth/invalid-action-code": "invalidEmailLoginLink",
  "auth/expired-action-code": "invalidEmailLoginLink",
  "auth/multi-factor-auth-required": "multiFactorRequired",
  "auth/invalid-verification-code": "invalidVerificationCode",
  "auth/missing-verification-code": "invalidVerificationCode",
  "auth/code-expired": "codeExpired",
  "auth/requires-recent-login": "requiresRecentLogin",
  "auth/unverified-email": "emailNeeds2ndFactorVerification",
  "auth/too-many-requests": "tooManyAttempts",
  "auth/weak-password": "weakPassword",
  "auth/invalid-email": "invalidEmail",
  "auth/missing-email": "missingEmail",
};

export function reasonForCode(code: string): AuthErrorReason | undefined {
  return reasonsByCode[code];
}

/** The catalogued AuthError for a provider error; any other error is rethrown unchanged. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === "string" ? reasonForCode(code) : undefined;
  if (!reason) throw error;
  return new AuthError(reason, { cause: error });
}
