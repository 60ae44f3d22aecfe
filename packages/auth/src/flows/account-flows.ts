// Changing what secures an account: password (after signing in again with the old one), email
// (verified at the new address first), password reset, and a phone as second factor.
import { toAuthError } from "../errors/auth-errors.js";
import type { AuthService, PhoneVerifierHost } from "../port/auth-service.js";

async function catalogued<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAuthError(error);
  }
}

export function createAccountFlows(auth: AuthService) {
  return {
    /** Re-authenticates with the old password first, so a left-open session cannot take over the account. */
    changePassword: (oldPassword: string, newPassword: string) =>
      catalogued(async () => {
        await auth.reauthenticate(oldPassword);
        await auth.updatePassword(newPassword);
      }),

    /** Re-authenticates, then sends a verification link to the new address. */
    changeEmail: (password: string, newEmail: string) =>
      catalogued(async () => {
        await auth.reauthenticate(password);
        await auth.updateEmail(newEmail);
      }),

    sendPasswordReset: (email: string) => catalogued(() => auth.sendPasswordReset(email)),

    sendEmailVerification: (continueUrl?: string) => catalogued(() => auth.sendEmailVerification(continueUrl)),

    startPhoneEnrollment: (phoneNumber: string, host: PhoneVerifierHost) =>
      catalogued(() => auth.startPhoneEnrollment(phoneNumber, host)),

    finishPhoneEnrollment: (verificationId: string, code: string, displayName?: string) =>
      catalogued(() => auth.finishPhoneEnrollment(verificationId, code, displayName)),
  };
}

export type AccountFlows = ReturnType<typeof createAccountFlows>;
