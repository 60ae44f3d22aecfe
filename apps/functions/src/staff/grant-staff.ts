// Making an account staff of a vendor: the staffOf custom claim, which the rules (isStaff) and the
// staff commands (staffOf in callers.ts) read. An account is staff of one vendor at most.
import type { Auth } from "firebase-admin/auth";

export class StaffGrantError extends Error {
  override name = "StaffGrantError";
}

export async function grantStaff(
  auth: Auth,
  email: string,
  vendorId: string,
): Promise<{ uid: string; changed: boolean }> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === "auth/user-not-found") {
      throw new StaffGrantError(`No account uses ${email}: they sign up on the storefront first, then run this again`);
    }
    throw error;
  });
  const claims = user.customClaims ?? {};
  const current = claims.staffOf as string | undefined;
  if (current === vendorId) return { uid: user.uid, changed: false };
  if (current !== undefined) {
    throw new StaffGrantError(`${email} is staff of ${current} already; an account is staff of one vendor`);
  }
  await auth.setCustomUserClaims(user.uid, { ...claims, staffOf: vendorId });
  // Tokens issued before this keep their old claims until they refresh (within the hour, or at the
  // next sign-in); revoking them makes the change take effect at once.
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, changed: true };
}
