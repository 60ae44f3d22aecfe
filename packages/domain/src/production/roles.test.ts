// The permissions table every refusal, rules test and control reads (decision 0049): who may do what, the words that
// name who may, and the check a command's roles pass.
import { describe, expect, it } from "vitest";
import {
  type ProductionAction,
  type ProductionRole,
  mayDo,
  orderedRoles,
  productionPermissions,
  productionRoles,
  rolesProblem,
  rolesThatMay,
} from "./roles.js";

const actions = Object.keys(productionPermissions) as ProductionAction[];

/** What each role alone may do: the words, written out once more so a change to the table is seen. */
const expected: Record<ProductionRole, ProductionAction[]> = {
  buyer: ["read", "comment", "editLists"],
  designer: ["read", "comment", "review"],
  coordinator: ["read", "comment", "sendToHouse", "manageMembers"],
  viewer: ["read"],
};

describe("what each role may do", () => {
  it.each(productionRoles)("lets a %s do exactly its part", (role) => {
    expect(actions.filter((action) => mayDo([role], action))).toEqual(expected[role]);
  });

  it("lets a member with several roles do what any of them allows, and one with none nothing", () => {
    const both: ProductionRole[] = ["buyer", "coordinator"];
    expect(actions.filter((action) => mayDo(both, action))).toEqual([
      "read",
      "comment",
      "editLists",
      "sendToHouse",
      "manageMembers",
    ]);
    expect(actions.filter((action) => mayDo([], action))).toEqual([]);
  });

  it("lets every role read, and every role but a viewer comment", () => {
    expect(productionRoles.every((role) => mayDo([role], "read"))).toBe(true);
    expect(productionRoles.filter((role) => mayDo([role], "comment"))).toEqual(["buyer", "designer", "coordinator"]);
  });
});

describe("who may, in words", () => {
  it("names one role, and several with commas and an 'or'", () => {
    expect(rolesThatMay("manageMembers")).toBe("a coordinator");
    expect(rolesThatMay("editLists")).toBe("a buyer");
    expect(rolesThatMay("comment")).toBe("a buyer, a designer or a coordinator");
    expect(rolesThatMay("read")).toBe("a buyer, a designer, a coordinator or a viewer");
  });
});

describe("roles a command is given", () => {
  it("accepts known roles, each once, in any order", () => {
    expect(rolesProblem(["viewer"])).toBeNull();
    expect(rolesProblem(["coordinator", "buyer"])).toBeNull();
    expect(rolesProblem([...productionRoles])).toBeNull();
  });

  it("asks for at least one role", () => {
    for (const roles of [[], undefined, null, "buyer", { buyer: true }]) {
      expect(rolesProblem(roles)).toBe("Choose at least one role");
    }
  });

  it("names what is not a role, and the roles there are", () => {
    expect(rolesProblem(["buyer", "director", 7])).toBe(
      "director, 7 is not a role; the roles are buyer, designer, coordinator, viewer",
    );
    expect(rolesProblem(["Buyer"])).toBe("Buyer is not a role; the roles are buyer, designer, coordinator, viewer");
  });

  it("refuses a role named twice", () => {
    expect(rolesProblem(["buyer", "designer", "buyer"])).toBe("Name each role once");
  });

  it("orders roles as the table does, each once", () => {
    expect(orderedRoles(["viewer", "coordinator", "buyer", "coordinator"])).toEqual(["buyer", "coordinator", "viewer"]);
  });
});
