// A fake AuthService for the console's pure-logic tests (staff session, refused page): one signed-in
// account whose ID token carries `claims`, which a test changes as the server would. Never shipped.
import type { AuthService, AuthUser } from "@backlot/auth";
import { vi } from "vitest";

/** An unsigned JWT with these claims, base64url-encoded as the provider's are. */
export const fakeToken = (claims: Record<string, unknown>) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "sig"].join(".");

export function fakeAuthService(email: string, claims: Record<string, unknown>) {
  const user: AuthUser = {
    uid: "u1",
    email,
    emailVerified: claims.email_verified === true,
    isAnonymous: false,
    displayName: null,
    phoneNumber: null,
    tenantId: null,
  };
  const state = { claims };
  const spies = {
    currentUser: vi.fn(() => Promise.resolve(user)),
    signInWithEmail: vi.fn(() => Promise.resolve({ kind: "signedIn" as const, user })),
    getIdToken: vi.fn(() => Promise.resolve(fakeToken(state.claims))),
    sendEmailVerification: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
  };
  // The spies, for a test to check and change; the same object as the AuthService the session takes.
  return { auth: spies as unknown as AuthService, spies, state };
}
