// Who acts in this session, as every set-list write records it (the rules require it): the member of
// staff signed in as the customer, or null when the customer acts. Read from the session's claims.
import type { Claims } from "@backlot/auth";
import { type ActedBy, impersonationOf } from "@backlot/data";

export function actedByOf(claims: Claims): ActedBy | null {
  const impersonation = impersonationOf(claims);
  // A malformed session is refused by the rules whatever it writes; it never names a member of staff.
  if (impersonation === null || impersonation === "malformed") return null;
  return { staffUid: impersonation.impersonatedBy, staffName: impersonation.impersonatorName };
}
