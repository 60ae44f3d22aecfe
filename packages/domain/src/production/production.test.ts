// A production's members as the commands read them: its coordinators (someone must remain), the members a notice
// goes to, and the addresses an invitation may go to, spelled as Auth keeps them.
import { describe, expect, it } from "vitest";
import { type Production, coordinatorsOf, isInvitableEmail, membersWith, normalisedEmail } from "./production.js";
import type { ProductionRole } from "./roles.js";

const member = (name: string, roles: ProductionRole[]) => ({
  name,
  email: `${name.toLowerCase()}@crew.example`,
  roles,
  joinedAt: new Date("2026-03-02T10:00:00Z"),
});

const production: Pick<Production, "members"> = {
  members: {
    cora: member("Cora", ["coordinator"]),
    bea: member("Bea", ["buyer"]),
    dez: member("Dez", ["designer", "buyer"]),
    vi: member("Vi", ["viewer"]),
    max: member("Max", ["buyer", "coordinator"]),
  },
};

describe("coordinatorsOf", () => {
  it("finds every member holding the coordinator role, whatever else they hold", () => {
    expect(coordinatorsOf(production)).toEqual(["cora", "max"]);
  });

  it("finds none in a production without one", () => {
    expect(coordinatorsOf({ members: { bea: member("Bea", ["buyer"]) } })).toEqual([]);
    expect(coordinatorsOf({ members: {} })).toEqual([]);
  });
});

describe("membersWith", () => {
  it("finds members holding any of the roles", () => {
    expect(membersWith(production, ["buyer"])).toEqual(["bea", "dez", "max"]);
    expect(membersWith(production, ["designer", "viewer"])).toEqual(["dez", "vi"]);
  });

  it("leaves out the member who acted", () => {
    expect(membersWith(production, ["buyer"], "dez")).toEqual(["bea", "max"]);
    expect(membersWith(production, ["viewer"], "vi")).toEqual([]);
  });

  it("finds no one for no roles", () => {
    expect(membersWith(production, [])).toEqual([]);
  });
});

describe("addresses to invite", () => {
  it("spells an address as Auth and ID tokens keep it", () => {
    expect(normalisedEmail("  Dana.Reyes@Studio.Example ")).toBe("dana.reyes@studio.example");
  });

  it("takes a plausible address, in any case and with spaces around it", () => {
    for (const email of ["dana@studio.example", " Dana.Reyes+props@Art-Dept.Studio.Example "]) {
      expect(isInvitableEmail(email)).toBe(true);
    }
  });

  it("refuses what no mail could reach, and a '/' that would make a path", () => {
    for (const email of ["", "dana", "dana@", "@studio.example", "dana@studio", "da na@studio.example"]) {
      expect(isInvitableEmail(email)).toBe(false);
    }
    expect(isInvitableEmail("dana/../x@studio.example")).toBe(false);
    expect(isInvitableEmail("dana@studio.example/admin")).toBe(false);
    expect(isInvitableEmail("dana@one@studio.example")).toBe(false);
  });
});
