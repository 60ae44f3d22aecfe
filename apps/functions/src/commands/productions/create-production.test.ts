// createProduction on the emulators: an approved customer of the house, or staff signed in as one, starts a
// production as its first coordinator, once however often a lost answer makes them ask; everyone else is refused.
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { limits } from "@backlot/domain";
import { type MembersHouse, membersHouse } from "../../../test/production-members.js";
import { closeCallers, describeOnEmulators, refusal } from "../../../test/world.js";

const vendorId = "test-production-create";
const paths = vendorPaths(vendorId);

describeOnEmulators("createProduction", (emulators) => {
  let house: MembersHouse;

  beforeAll(async () => {
    house = await membersHouse(emulators, vendorId);
  });
  afterAll(() => closeCallers());

  it("makes an approved customer its coordinator, with the roles they chose, once however often they ask", async () => {
    const { cora, sam, newId, create, stored, activity } = house;
    const productionId = newId();
    expect(await create(cora, { productionId, name: "  Harbour Lights, season 2 " })).toEqual({ productionId });
    const production = await stored(productionId);
    expect(production).toMatchObject({
      name: "Harbour Lights, season 2",
      members: { [cora.uid]: { name: "Cora Lane", email: cora.email, roles: ["buyer", "coordinator"] } },
      memberUids: [cora.uid],
      invites: {},
      listCount: 0,
      createdBy: { uid: cora.uid, name: "Cora Lane" },
    });
    expect(production.createdBy).not.toHaveProperty("actedBy");
    // A retry after a lost answer: the same answer, one production, one entry in the feed.
    expect(await create(cora, { productionId, name: "Harbour Lights, season 2" })).toEqual({ productionId });
    expect((await activity(productionId)).map(({ kind, by, text }) => ({ kind, by, text }))).toEqual([
      {
        kind: "production_created",
        by: { uid: cora.uid, name: "Cora Lane" },
        text: "Cora Lane started Harbour Lights, season 2, as buyer and coordinator",
      },
    ]);
    expect(await refusal(create(sam, { productionId }))).toEqual({
      code: "functions/already-exists",
      message: `Production ${productionId} exists already; start the production again for a new id`,
      details: undefined,
    });
    expect((await stored(productionId)).memberUids).toEqual([cora.uid]);
  });

  it("makes a coordinator of a creator who chose no other role", async () => {
    const { sam, create, stored } = house;
    const { productionId } = await create(sam, { roles: [] });
    expect((await stored(productionId)).members[sam.uid]?.roles).toEqual(["coordinator"]);
  });

  it("refuses a customer the house has not approved, a visitor and an anonymous session", async () => {
    const { db, awaiting, anonymous, visitor, newId, create } = house;
    const productionId = newId();
    expect(await refusal(create(awaiting, { productionId }))).toMatchObject({
      code: "functions/permission-denied",
      message:
        "Test Prop House has not approved this account yet: you can start a production once they do. " +
        "Meanwhile, a production's coordinator can invite you to theirs.",
    });
    expect(await refusal(create(visitor, { productionId }))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Log in to do this",
    });
    expect(await refusal(create(anonymous, { productionId }))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Create an account or log in to do this",
    });
    expect((await db.doc(paths.production(productionId)).get()).exists).toBe(false);
  });

  it("says what is wrong with each field", async () => {
    const { cora, create } = house;
    const refused = await refusal(
      cora.call("createProduction", { vendorId, productionId: "short", name: " ", roles: ["buyer", "director"] }),
    );
    expect(refused).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          productionId: "must be a document id (20 letters and digits)",
          name: "is required",
          roles: "director is not a role; the roles are buyer, designer, coordinator, viewer",
        },
      },
    });
    const long = "x".repeat(limits.production.name + 1);
    expect(await refusal(create(cora, { name: long }))).toMatchObject({
      details: { fieldErrors: { name: `must be at most ${limits.production.name} characters` } },
    });
    // Control characters go before the name is stored or mailed: a name of nothing else is none.
    expect(await refusal(create(cora, { name: "\u0000\u0007" }))).toMatchObject({
      details: { fieldErrors: { name: "is required" } },
    });
    const { productionId } = await create(cora, { name: "Harbour\nLights\u0000 2" });
    expect((await house.stored(productionId)).name).toBe("Harbour Lights 2");
  });

  it("lets staff signed in as an approved customer start one as them, and names the staff member", async () => {
    const { staff, cora, impersonate, create, stored, activity } = house;
    const asCora = await impersonate(cora.uid);
    const { productionId } = await create(asCora, { roles: ["designer"] });
    const actedBy = { staffUid: staff.uid, staffName: staff.email.split("@")[0] };
    const production = await stored(productionId);
    expect(production.members[cora.uid]).toMatchObject({ name: "Cora Lane", roles: ["designer", "coordinator"] });
    expect(production.createdBy).toEqual({ uid: cora.uid, name: "Cora Lane", actedBy });
    expect((await activity(productionId)).map((entry) => entry.by)).toEqual([
      { uid: cora.uid, name: "Cora Lane", actedBy },
    ]);
  });
});
