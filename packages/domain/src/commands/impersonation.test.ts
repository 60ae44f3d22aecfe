// Who acts in a session, from its claims (the storefront's set lists record it; the rules require it),
// and how staff are named.
import { describe, expect, it } from "vitest";
import { actedByOf, staffName } from "./impersonation.js";

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

describe("staffName", () => {
  it("names the member of staff by their display name, else their address's local part", () => {
    expect(staffName(" Sam Ortiz ", "sam@boweryprops.example")).toBe("Sam Ortiz");
    expect(staffName(undefined, "sam@boweryprops.example")).toBe("sam");
    expect(staffName("  ", "sam@boweryprops.example")).toBe("sam");
  });
});
