import { describe, expect, it } from "vitest";
import { fakeIdToken } from "../../test/fake-id-token.js";
import { tokenClaims } from "./token-claims.js";

describe("tokenClaims", () => {
  it("reads the claims of an ID token, accents and all", () => {
    expect(tokenClaims(fakeIdToken({ staffOf: "bowery-props", name: "Zoë" }))).toEqual({
      staffOf: "bowery-props",
      name: "Zoë",
    });
  });

  it("reads nothing from something that is not a token", () => {
    expect(tokenClaims("")).toEqual({});
    expect(tokenClaims("a.%%%.c")).toEqual({});
    expect(tokenClaims(`a.${Buffer.from("42").toString("base64url")}.c`)).toEqual({});
  });
});
