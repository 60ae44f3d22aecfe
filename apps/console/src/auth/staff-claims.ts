// Whose staff an account is: the staffOf claim `backlot staff add` sets, on a verified address, read
// from the ID token's claims (@backlot/auth's tokenClaims reads them). The token's signature is the server's business
// (the rules and the functions check it on every read and command); the console only decides what to show.

export type StaffStanding = "staff" | "unverified" | "customer" | "otherVendor" | "impersonating";

/** What an account is to this vendor's console. */
export function staffStanding(claims: Record<string, unknown>, vendorId: string): StaffStanding {
  // A session started with "Sign in as" is the customer's, whatever the person at the desk is.
  if (typeof claims.impersonatedBy === "string") return "impersonating";
  // The claim counts only on a verified address, as the rules and the functions have it: someone may
  // have signed up with a new hire's address before the claim was given (docs/decisions/0032).
  if (claims.staffOf === vendorId) return claims.email_verified === true ? "staff" : "unverified";
  return typeof claims.staffOf === "string" ? "otherVendor" : "customer";
}
