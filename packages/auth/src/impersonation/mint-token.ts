// Mints the custom token that lets staff sign in as a customer, with firebase-admin (loaded only
// here), carrying the same claims as the console's startImpersonation (@backlot/data's
// ImpersonationClaims): the functions and the rules refuse a session without them. Against the Auth
// emulator the token is unsigned, as the emulator expects; against a real project the Admin SDK signs
// it with the service account of GOOGLE_APPLICATION_CREDENTIALS.
import { randomUUID } from "node:crypto";
import { type ImpersonationClaims, impersonationTokenLifetimeMs, staffName } from "@backlot/domain";

export interface MintRequest {
  projectId: string;
  /** The customer's address. */
  email: string;
  /** The address of the member of staff signing in as them. */
  staff: string;
  /** The vendor the session is good at; the staff account must be its staff. */
  vendorId: string;
  tenantId?: string;
  /** Milliseconds since 1970 (tests); the clock otherwise. */
  now?: number;
}

export interface MintedToken {
  token: string;
  uid: string;
  impersonationId: string;
  staffUid: string;
  /** The name the session's writes are recorded under ("Sam (staff) for Dana Reyes"). */
  staffName: string;
  /** When the functions and the rules stop accepting the session. */
  endsAt: Date;
}

export class ImpersonationError extends Error {
  override name = "ImpersonationError";
}

export async function mintImpersonationToken(request: MintRequest): Promise<MintedToken> {
  const { getApps, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const app =
    getApps().find((existing) => existing.name === "backlot-impersonate") ??
    initializeApp({ projectId: request.projectId }, "backlot-impersonate");
  const auth = request.tenantId ? getAuth(app).tenantManager().authForTenant(request.tenantId) : getAuth(app);
  const where = `project ${request.projectId}${request.tenantId ? ` (tenant ${request.tenantId})` : ""}`;
  const accountOf = (email: string) =>
    auth.getUserByEmail(email).catch((error: unknown) => {
      if ((error as { code?: string }).code === "auth/user-not-found") return null;
      throw error;
    });

  const [customer, staff] = await Promise.all([accountOf(request.email), accountOf(request.staff)]);
  if (!customer) throw new ImpersonationError(`No account uses the email ${request.email} in ${where}`);
  if (!staff) {
    throw new ImpersonationError(
      `No account uses the staff email ${request.staff} in ${where}: give the address you sign in to the console with`,
    );
  }
  // As startImpersonation: only the vendor's staff, on an address proven theirs, and never as staff.
  if (staff.customClaims?.staffOf !== request.vendorId) {
    throw new ImpersonationError(
      `${request.staff} is not staff of ${request.vendorId}: the owner makes them staff with ` +
        `\`backlot staff add ${request.staff} --tenant <tenant-dir>\`, or check --vendor`,
    );
  }
  if (!staff.emailVerified) {
    throw new ImpersonationError(
      `${request.staff} is not verified yet: open the verification email (the console sends one at sign-in), ` +
        "then try again",
    );
  }
  if (staff.disabled) throw new ImpersonationError(`The staff account ${request.staff} is disabled`);
  if (customer.customClaims?.staffOf !== undefined) {
    throw new ImpersonationError(
      `${request.email} is a staff account, which cannot be impersonated: ask them to sign in themselves`,
    );
  }

  const impersonationId = randomUUID();
  // Whole seconds: the rules compare the claim, and Firebase's refresh keeps it unchanged.
  const endsAt = Math.floor(((request.now ?? Date.now()) + impersonationTokenLifetimeMs) / 1000);
  const claims: ImpersonationClaims = {
    impersonatedBy: staff.uid,
    impersonatorName: staffName(staff.displayName, request.staff),
    impersonationId,
    impersonationVendor: request.vendorId,
    impersonationEndsAt: endsAt,
  };
  const token = await auth.createCustomToken(customer.uid, { ...claims });
  return {
    token,
    uid: customer.uid,
    impersonationId,
    staffUid: staff.uid,
    staffName: claims.impersonatorName,
    endsAt: new Date(endsAt * 1000),
  };
}
