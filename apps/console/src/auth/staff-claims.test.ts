import { describe, expect, it } from "vitest";
import { staffStanding, tokenClaims } from "./staff-claims.js";

/** An unsigned JWT with these claims, base64url-encoded as the provider's are. */
const fakeToken = (claims: Record<string, unknown>) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "sig"].join(".");

describe("staff claims", () => {
  it("reads the claims of an ID token, accents and all", () => {
    expect(tokenClaims(fakeToken({ staffOf: "bowery-props", name: "Zoë" }))).toEqual({
      staffOf: "bowery-props",
      name: "Zoë",
    });
  });

  it("reads nothing from something that is not a token", () => {
    expect(tokenClaims("")).toEqual({});
    expect(tokenClaims("a.%%%.c")).toEqual({});
    expect(tokenClaims(`a.${Buffer.from("42").toString("base64url")}.c`)).toEqual({});
  });

  it("lets in this vendor's staff only, and never an impersonated session", () => {
    expect(staffStanding({ staffOf: "bowery-props" }, "bowery-props")).toBe("staff");
    expect(staffStanding({ staffOf: "harbour-scenic" }, "bowery-props")).toBe("otherVendor");
    expect(staffStanding({}, "bowery-props")).toBe("customer");
    expect(staffStanding({ staffOf: "bowery-props", impersonatedBy: "staff-1" }, "bowery-props")).toBe("impersonating");
  });
});
