// The set lists' actedBy provider reads the session's claims: the member of staff in a staff session,
// null for the customer's own, and null for a token the server refuses anyway.
import { describe, expect, it } from "vitest";
import { actedByOf } from "./acted-by.js";

const staffSession = {
  user_id: "dana",
  impersonatedBy: "staff-sam",
  impersonatorName: "Sam",
  impersonationId: "audit-1",
  impersonationVendor: "bowery-prop-house",
  impersonationEndsAt: 1_790_000_000,
};

describe("actedByOf", () => {
  it("names the member of staff signed in as the customer, as the rules expect it", () => {
    expect(actedByOf(staffSession)).toEqual({ staffUid: "staff-sam", staffName: "Sam" });
  });

  it("is null when the customer acts, or before the claims are read", () => {
    expect(actedByOf({ user_id: "dana", email_verified: true })).toBeNull();
    expect(actedByOf({})).toBeNull();
  });

  it("is null for a staff token without an end (the rules refuse its writes whatever they carry)", () => {
    const { impersonationEndsAt: _end, ...noEnd } = staffSession;
    expect(actedByOf(noEnd)).toBeNull();
    expect(actedByOf({ impersonatedBy: "sam@boweryprops.example", impersonationId: "x" })).toBeNull();
  });
});
