// What the staff-session banner is told: whose account (their name, else their address), which member
// of staff, when it ends; a token the server refuses; nothing for a customer's own session.
import { newVendorUser } from "@backlot/domain";
import { describe, expect, it } from "vitest";
import { endTimeText, staffSessionOf } from "./impersonation-notice.js";

const claims = {
  user_id: "dana",
  impersonatedBy: "staff-sam",
  impersonatorName: "Sam",
  impersonationId: "audit-1",
  impersonationVendor: "bowery-prop-house",
  impersonationEndsAt: Date.parse("2026-11-24T20:45:00Z") / 1000,
};
const record = newVendorUser({
  email: "dana@studio.example",
  vendorId: "bowery-prop-house",
  vendorName: "Bowery Prop House",
  now: new Date("2026-11-01T09:00:00Z"),
});

describe("staffSessionOf", () => {
  it("says whose account, by whom, until when", () => {
    const dana = { ...record, firstName: "Dana", lastName: "Reyes" };
    expect(staffSessionOf(claims, { vendorUser: dana, email: "dana@studio.example" })).toEqual({
      customer: "Dana Reyes",
      staffName: "Sam",
      impersonationId: "audit-1",
      endsAt: new Date("2026-11-24T20:45:00Z"),
    });
  });

  it("names a customer without a name by their address, and one without a record too", () => {
    const nameless = { ...record, firstName: "", lastName: "", displayName: "" };
    expect(staffSessionOf(claims, { vendorUser: nameless, email: "dana@studio.example" })).toMatchObject({
      customer: "dana@studio.example",
    });
    expect(staffSessionOf(claims, { vendorUser: null, email: "dana@studio.example" })).toMatchObject({
      customer: "dana@studio.example",
    });
  });

  it("is nothing for a customer's own session, and invalid for a staff token without an end", () => {
    expect(staffSessionOf({ user_id: "dana" }, { vendorUser: record, email: null })).toBeNull();
    const oldToken = { impersonatedBy: "sam@boweryprops.example", impersonationId: "x" };
    expect(staffSessionOf(oldToken, { vendorUser: record, email: null })).toBe("invalid");
  });
});

describe("endTimeText", () => {
  const endsAt = new Date("2026-11-24T20:45:00Z");

  it("gives the time in the prop house's zone and the tenant's locale", () => {
    expect(endTimeText(endsAt, new Date("2026-11-24T19:45:00Z"), "en-US", "America/New_York")).toBe("3:45 PM");
    expect(endTimeText(endsAt, new Date("2026-11-24T19:45:00Z"), "en-GB", "Europe/London")).toBe("20:45");
  });

  it("gives the day too when the session ends on another day there", () => {
    // 23:30 in New York, ending at 00:30 the next day.
    const lateEnd = new Date("2026-11-25T05:30:00Z");
    expect(endTimeText(lateEnd, new Date("2026-11-25T04:30:00Z"), "en-US", "America/New_York")).toBe(
      "Nov 25, 2026, 12:30 AM",
    );
  });
});
