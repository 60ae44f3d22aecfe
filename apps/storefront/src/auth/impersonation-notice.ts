// What the staff-session banner says, from the session's claims: whose account staff are signed in
// as, which member of staff, and when the session ends (in the prop house's time); or that the token
// is one the server refuses. Pure: the banner adds the clock and the buttons.
import type { Claims } from "@backlot/auth";
import { calendarDateAt } from "@backlot/domain/calendar-date";
import { type VendorUser, impersonationOf } from "@backlot/domain";

/** A staff member signed in as a customer, as the banner shows it. */
export interface StaffSession {
  /** The customer's name, else their address. */
  customer: string;
  staffName: string;
  impersonationId: string;
  endsAt: Date;
}

/** The session staff are in; "invalid" for a token without an end (the server refuses it); null for none. */
export function staffSessionOf(
  claims: Claims,
  account: { vendorUser: VendorUser | null; email: string | null },
): StaffSession | "invalid" | null {
  const impersonation = impersonationOf(claims);
  if (impersonation === null) return null;
  if (impersonation === "malformed") return "invalid";
  const user = account.vendorUser;
  const customer =
    [user?.firstName, user?.lastName].filter(Boolean).join(" ") ||
    user?.displayName ||
    account.email ||
    "this customer";
  return {
    customer,
    staffName: impersonation.impersonatorName,
    impersonationId: impersonation.impersonationId,
    endsAt: new Date(impersonation.impersonationEndsAt * 1000),
  };
}

/** When the session ends, in the tenant's locale and the prop house's time zone; the day too when it is not today. */
export function endTimeText(endsAt: Date, now: Date, locale: string, timeZone: string): string {
  const sameDay = calendarDateAt(endsAt, timeZone) === calendarDateAt(now, timeZone);
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { dateStyle: "medium" }),
    timeStyle: "short",
    timeZone,
  }).format(endsAt);
}
