// The room's small readings: a new list's groups, an invitation's expiry, and the token's word on verification.
import { limits } from "@backlot/domain/limits";
import { describe, expect, it } from "vitest";
import { inviteStanding } from "./invite-standing.js";
import { readGroups } from "./list-groups.js";
import { tokenSaysVerified } from "./verified-address.js";

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.sig`;

describe("a new list's groups", () => {
  it("are one a line, trimmed, each once, blank lines skipped", () => {
    expect(readGroups("  Act 2 · Kitchen \n\nDay 14\nAct 2 · Kitchen\n")).toEqual({
      groups: ["Act 2 · Kitchen", "Day 14"],
      problem: null,
    });
  });

  it("say which group is too long, and how many is too many", () => {
    const long = "x".repeat(limits.production.groupName + 1);
    expect(readGroups(`Kitchen\n${long}`).problem).toMatch(`longer than ${limits.production.groupName} characters`);
    const many = Array.from({ length: limits.production.groups + 1 }, (_, index) => `Day ${index}`).join("\n");
    expect(readGroups(many).problem).toMatch(`at most ${limits.production.groups} groups`);
  });
});

describe("an invitation", () => {
  const expiresAt = new Date("2026-12-01T12:00:00Z");
  it("waits until it expires, and has expired from then on", () => {
    expect(inviteStanding({ expiresAt }, new Date("2026-12-01T11:59:59Z")).kind).toBe("waiting");
    expect(inviteStanding({ expiresAt }, expiresAt)).toEqual({ kind: "expired", expiredAt: expiresAt });
  });
});

describe("the token's word on the address", () => {
  it("is verified only when the claim says true", () => {
    expect(tokenSaysVerified(jwt({ email: "dana@studio.example", email_verified: true }))).toBe(true);
    expect(tokenSaysVerified(jwt({ email: "dana@studio.example", email_verified: false }))).toBe(false);
    expect(tokenSaysVerified(jwt({ name: "ü?>>" }))).toBe(false);
    expect(tokenSaysVerified("not a token")).toBe(false);
    expect(tokenSaysVerified(null)).toBe(false);
  });
});
