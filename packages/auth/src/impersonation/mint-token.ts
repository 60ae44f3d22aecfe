// Mints the custom token that lets staff sign in as a customer, with firebase-admin (loaded only
// here). Against the Auth emulator the token is unsigned, as the emulator expects; against a real
// project the Admin SDK signs it with the service account of GOOGLE_APPLICATION_CREDENTIALS.
import { randomUUID } from "node:crypto";

export interface MintRequest {
  projectId: string;
  email: string;
  staff: string;
  tenantId?: string;
}

export interface MintedToken {
  token: string;
  uid: string;
  impersonationId: string;
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
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(request.email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") {
      throw new ImpersonationError(
        `No account uses the email ${request.email} in project ` +
          `${request.projectId}${request.tenantId ? ` (tenant ${request.tenantId})` : ""}`,
      );
    }
    throw error;
  }
  const impersonationId = randomUUID();
  // The claims travel in the ID token, so the storefront and the rules can tell staff sessions apart.
  const token = await auth.createCustomToken(uid, { impersonatedBy: request.staff, impersonationId });
  return { token, uid, impersonationId };
}
