// Whose staff an account is: the staffOf claim `backlot staff add` sets, read from the ID token the
// provider gives the console. The token's signature is the server's business (the rules and the
// functions check it on every read and command); the console only decides what to show.

/** The claims part of a JWT, or {} when the token is not one. */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type StaffStanding = "staff" | "customer" | "otherVendor" | "impersonating";

/** What an account is to this vendor's console. */
export function staffStanding(claims: Record<string, unknown>, vendorId: string): StaffStanding {
  // A session started with "Sign in as" is the customer's, whatever the person at the desk is.
  if (typeof claims.impersonatedBy === "string") return "impersonating";
  if (claims.staffOf === vendorId) return "staff";
  return typeof claims.staffOf === "string" ? "otherVendor" : "customer";
}
