// A staff member signed in as a customer: the claims startImpersonation puts in the customer's
// token, read the same way by the functions, the storefront's banner and the tests (firestore.rules
// reads the same names). Pure: no SDK.

/** The custom claims of an impersonated session's ID token. */
export interface ImpersonationClaims {
  /** The staff member's uid. */
  impersonatedBy: string;
  /** Their name as customers see it ("Sam"). */
  impersonatorName: string;
  /** The audit record's id (vendors/{vendorId}/audit/{impersonationId}). */
  impersonationId: string;
  /** The one vendor the session is good at. */
  impersonationVendor: string;
  /** When the session ends, in seconds since 1970 (Firebase's refresh keeps the claims; this is the end). */
  impersonationEndsAt: number;
}

/** The impersonation a token's claims describe; null for an ordinary session, "malformed" for a broken one. */
export function impersonationOf(claims: Record<string, unknown>): ImpersonationClaims | null | "malformed" {
  if (claims.impersonatedBy === undefined) return null;
  const { impersonatedBy, impersonatorName, impersonationId, impersonationVendor, impersonationEndsAt } = claims;
  if (
    typeof impersonatedBy !== "string" ||
    typeof impersonatorName !== "string" ||
    typeof impersonationId !== "string" ||
    typeof impersonationVendor !== "string" ||
    typeof impersonationEndsAt !== "number"
  ) {
    // A token minted before sessions ended (or by hand) has no end: it is refused, never trusted.
    return "malformed";
  }
  return { impersonatedBy, impersonatorName, impersonationId, impersonationVendor, impersonationEndsAt };
}

/** Who acted, recorded on every write an impersonated session makes. */
export interface ActedBy {
  staffUid: string;
  staffName: string;
}

/** "Sam (staff) for Dana Reyes": how histories, messages and lists name a write staff made as a customer. */
export const actedForLabel = (staffName: string, customerName: string): string =>
  `${staffName} (staff) for ${customerName}`;
