import { describe, expect, it } from "vitest";
import { redirectAfterAuth } from "./redirect.js";

describe("redirectAfterAuth", () => {
  it.each([
    ["/rentals/cameras?era=1950s", "userExists", "/rentals/cameras?era=1950s"],
    ["/account/set-lists", "userCreated", "/account/set-lists"],
    ["/auth/login", "userExists", "/"],
    ["/auth/signup/", "userCreated", "/"],
    ["/auth/login?next=x", "userExists", "/"],
    [null, "userCreated", "/onboarding/profile"],
    [undefined, "userExists", "/"],
    ["https://evil.example/", "userExists", "/"],
    ["//evil.example/", "userCreated", "/onboarding/profile"],
  ] as const)("target %j after %s goes to %s", (target, outcome, expected) => {
    expect(redirectAfterAuth(target, outcome)).toBe(expected);
  });
});
