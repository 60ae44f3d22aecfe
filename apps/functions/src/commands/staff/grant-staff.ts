// Making an account staff of a vendor: the staffOf custom claim, which the rules (isStaff) and the
// staff commands (staffOf in callers.ts) read. An account is staff of one vendor at most, and only
// an account whose address is verified: anyone can sign up with an address they do not own, so an
// unverified account with a new hire's address may be someone else's (docs/decisions/0032).
import type { Auth, UserRecord } from "firebase-admin/auth";

export class StaffGrantError extends Error {
  override name = "StaffGrantError";
}

/** The account that uses `email`, or null when none does. */
export async function accountOf(auth: Auth, email: string): Promise<UserRecord | null> {
  return auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  });
}

/** Why `user` may not be made staff of `vendorId` (its claim is another vendor's), or null. */
export function otherVendorOf(user: UserRecord, vendorId: string): string | null {
  const current = user.customClaims?.staffOf as string | undefined;
  return current !== undefined && current !== vendorId ? current : null;
}

/**
 * Makes the verified account with `email` staff of `vendorId`. `docks` (a prop house with more than one pickup
 * location, checked by the caller): the ones they work at, a claim the console starts its desks at (decision 0053);
 * left out, what they had stays.
 */
export async function grantStaff(
  auth: Auth,
  email: string,
  vendorId: string,
  { docks }: { docks?: readonly string[] } = {},
): Promise<{ uid: string; changed: boolean }> {
  const user = await accountOf(auth, email);
  if (!user) {
    throw new StaffGrantError(
      `No account uses ${email}: run this again with --invite, and they become staff when they first sign in ` +
        `to the console with that address, verified`,
    );
  }
  if (!user.emailVerified) {
    throw new StaffGrantError(
      `${email} has not verified its address, so it cannot be staff (anyone can sign up with an address that is ` +
        `not theirs). Ask them to sign in to the console, send themselves the verification email and follow its ` +
        `link, then run this again; or run it with --invite, which waits for that. If they did not make this ` +
        `account, delete it in the Firebase console (Authentication) and use --invite`,
    );
  }
  const other = otherVendorOf(user, vendorId);
  if (other) throw new StaffGrantError(`${email} is staff of ${other} already; an account is staff of one vendor`);
  const claims = user.customClaims ?? {};
  const sameDocks = docks === undefined || JSON.stringify(claims.staffDocks ?? []) === JSON.stringify(docks);
  if (claims.staffOf === vendorId && sameDocks) return { uid: user.uid, changed: false };
  await auth.setCustomUserClaims(user.uid, {
    ...claims,
    staffOf: vendorId,
    ...(docks === undefined ? {} : { staffDocks: [...docks] }),
  });
  // Tokens issued before this keep their old claims until they refresh (within the hour, or at the
  // next sign-in); revoking them makes the change take effect at once.
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, changed: true };
}
