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

/**
 * Who acts in a session with these claims: the member of staff signed in as the customer, or null when
 * the customer acts (or the claims are not read yet). A malformed session never names one: the rules
 * and the functions refuse it whatever it writes.
 */
export function actedByOf(claims: Record<string, unknown>): ActedBy | null {
  const impersonation = impersonationOf(claims);
  if (impersonation === null || impersonation === "malformed") return null;
  return { staffUid: impersonation.impersonatedBy, staffName: impersonation.impersonatorName };
}

/** How histories and customers name a member of staff: their display name, else their address's local part. */
export function staffName(displayName: unknown, email: string): string {
  if (typeof displayName === "string" && displayName.trim()) return displayName.trim();
  return email.split("@")[0] || "staff";
}

/** "Sam (staff) for Dana Reyes": how histories, messages and lists name a write staff made as a customer. */
export const actedForLabel = (staffName: string, customerName: string): string =>
  `${staffName} (staff) for ${customerName}`;
