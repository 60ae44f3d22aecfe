// Reading the token itself is @backlot/auth's tokenClaims (tested there).
import { describe, expect, it } from "vitest";
import { staffStanding } from "./staff-claims.js";

describe("staff claims", () => {
  it("lets in this vendor's staff only, and never an impersonated session", () => {
    const verified = { email_verified: true };
    expect(staffStanding({ ...verified, staffOf: "bowery-props" }, "bowery-props")).toBe("staff");
    expect(staffStanding({ ...verified, staffOf: "harbour-scenic" }, "bowery-props")).toBe("otherVendor");
    expect(staffStanding(verified, "bowery-props")).toBe("customer");
    expect(staffStanding({}, "bowery-props")).toBe("customer");
    const impersonated = { ...verified, staffOf: "bowery-props", impersonatedBy: "staff-1" };
    expect(staffStanding(impersonated, "bowery-props")).toBe("impersonating");
  });

  it("does not count the staff claim on an address that is not verified", () => {
    expect(staffStanding({ staffOf: "bowery-props" }, "bowery-props")).toBe("unverified");
    expect(staffStanding({ staffOf: "bowery-props", email_verified: false }, "bowery-props")).toBe("unverified");
    // Only the boolean true counts: a claim that merely looks true does not.
    expect(staffStanding({ staffOf: "bowery-props", email_verified: "true" }, "bowery-props")).toBe("unverified");
  });
});
