import { describe, expect, it } from "vitest";
import { redirectAfterAuth, sameOriginPath } from "./redirect.js";

const origin = "https://shop.example";

describe("redirectAfterAuth", () => {
  it.each([
    ["/rentals/cameras?era=1950s", "userExists", "/rentals/cameras?era=1950s"],
    ["/account/set-lists#latest", "userCreated", "/account/set-lists#latest"],
    ["https://shop.example/account?tab=orders", "userExists", "/account?tab=orders"],
    ["/auth/login", "userExists", "/"],
    ["/auth/signup/", "userCreated", "/"],
    ["/auth/login?next=x", "userExists", "/"],
    [null, "userCreated", "/onboarding/profile"],
    [undefined, "userExists", "/"],
    ["https://evil.example/", "userExists", "/"],
    ["//evil.example/", "userCreated", "/onboarding/profile"],
    ["/\\evil.example", "userExists", "/"],
    ["javascript:alert(1)", "userExists", "/"],
  ] as const)("target %j after %s goes to %s", (target, outcome, expected) => {
    expect(redirectAfterAuth(target, outcome, origin)).toBe(expected);
  });

  it("without a page follows paths only", () => {
    expect(redirectAfterAuth("/props/BPH-1", "userExists")).toBe("/props/BPH-1");
    expect(redirectAfterAuth("https://shop.example/props/BPH-1", "userExists")).toBe("/");
  });
});

describe("sameOriginPath", () => {
  it.each([
    "//evil.example",
    "//evil.example/account",
    "https://evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    " http://evil",
    "https://shop.example.evil.example",
    "https://shop.example@evil.example/",
    "http://shop.example/",
    "https://shop.example:8443/",
    "",
  ])("refuses %j", (target) => {
    expect(sameOriginPath(target, origin)).toBeNull();
  });

  it.each([
    ["/props/BPH-1", "/props/BPH-1"],
    ["/props/BPH-1?x=1&y=2#notes", "/props/BPH-1?x=1&y=2#notes"],
    ["https://shop.example/account?tab=orders#top", "/account?tab=orders#top"],
    ["account/set-lists", "/account/set-lists"],
    ["/", "/"],
  ])("keeps %j as %j", (target, expected) => {
    expect(sameOriginPath(target, origin)).toBe(expected);
  });

  it("says so when the origin it is given is not one", () => {
    expect(() => sameOriginPath("/x", "shop.example")).toThrow(
      'sameOriginPath: "shop.example" is not an origin; pass one like "https://shop.example"',
    );
  });
});
