// updateProp on the emulators: staff correct a prop (checked against the tenant's lists, remembered
// as edited, found by its new name); nobody else may. These emulators have no Typesense (none runs
// here), so the search status is "none".
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type StoredProp, storedProp, vendorPaths } from "@backlot/data";
import { type UpdatePropResult, searchPrefixes } from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
} from "../../../test/world.js";

const vendorId = "test-catalogue-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

const stool = {
  id: "BPH-10432",
  name: "Chrome diner stool",
  description: "Red vinyl seat.",
  weeklyRate: 1250,
  quantity: 6,
  images: [],
  department: "Furniture",
  category: "Seating",
  colors: ["Chrome"],
  custom: { era: ["1950s"] },
  listed: true,
};

describeOnEmulators("updateProp", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let otherStaff: Caller;
  let customer: Caller;

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    [staff, otherStaff, customer] = await Promise.all([
      staffCaller(emulators, vendorId),
      staffCaller(emulators, "another-prop-house"),
      signedInCaller(emulators),
    ]);
  });
  afterAll(() => closeCallers());

  const propRef = () => db.doc(paths.prop(stool.id));
  const update = (caller: Caller, changes: unknown) =>
    caller.call<UpdatePropResult>("updateProp", { vendorId, propId: stool.id, changes });

  it("changes what staff changed, remembers the fields, and finds the prop by its new name", async () => {
    await propRef().set(storedProp(stool, 3));
    const changes = { name: "  Chrome counter stool ", weeklyRate: 1500, quantity: 4, listed: false };
    expect(await update(staff, changes)).toEqual({ search: { status: "none" } });
    const stored = (await propRef().get()).data() as StoredProp;
    expect(stored).toMatchObject({
      name: "Chrome counter stool",
      weeklyRate: 1500,
      quantity: 4,
      listed: false,
      description: "Red vinyl seat.",
      searchTerms: searchPrefixes("Chrome counter stool", stool.id),
      // The prop document is public: the editor's name, never their address.
      editedBy: staff.email.split("@")[0],
    });
    expect([...stored.edited].sort()).toEqual(["listed", "name", "quantity", "weeklyRate"]);
    expect(stored.catalogue).toMatchObject({ name: "Chrome diner stool" });
    await update(staff, { custom: { era: ["1940s", "1950s"], material: ["Steel"] }, colors: ["Chrome", "Red"] });
    const again = (await propRef().get()).data() as StoredProp;
    expect(again).toMatchObject({
      custom: { era: ["1940s", "1950s"], material: ["Steel"] },
      name: "Chrome counter stool",
    });
    expect(again.edited).toHaveLength(6);
  });

  it("refuses what the tenant does not allow, naming each field, and changes nothing", async () => {
    await propRef().set(storedProp(stool, 3));
    const refused = await refusal(update(staff, { colors: ["Teal"], custom: { mood: ["Noir"] }, weeklyRate: -5 }));
    expect(refused).toMatchObject({
      code: "functions/invalid-argument",
      message:
        "Prop BPH-10432 is not valid: weeklyRate must be a whole number of cents from 0 to 100,000,000; " +
        "colors has Teal, not among the tenant's colours; custom.mood is not one of the tenant's custom fields",
    });
    expect((await propRef().get()).data()).toMatchObject({ colors: ["Chrome"], weeklyRate: 1250, edited: [] });
  });

  it("changes a split prop's stock dock by dock, the total following; refuses a total alone", async () => {
    const docks = ["toronto", "vancouver"].map((id) => ({
      id,
      displayName: id,
      isListed: true,
      timezone: "America/Toronto",
      currency: "CAD",
      weeklyDiscounts: [],
    }));
    await db.doc(paths.vendor).set({ ...vendor, locations: docks });
    try {
      await propRef().set(
        storedProp({ ...stool, stockByLocation: { toronto: 4, vancouver: 2 } }, 3, ["toronto", "vancouver"]),
      );
      expect(await refusal(update(staff, { quantity: 5 }))).toMatchObject({
        code: "functions/invalid-argument",
        message: "Prop BPH-10432 is not valid: quantity is split between the pickup locations; change each one's stock",
      });
      expect(await refusal(update(staff, { stockByLocation: { toronto: 4, calgary: 1 } }))).toMatchObject({
        message: "Prop BPH-10432 is not valid: stockByLocation.calgary is not a pickup location (toronto, vancouver)",
      });
      await update(staff, { quantity: 6, weeklyRate: 1400 });
      expect((await propRef().get()).data()).toMatchObject({ quantity: 6, weeklyRate: 1400 });
      // One dock changed: the others stay as stored (another member of staff may be changing them).
      await update(staff, { stockByLocation: { vancouver: 3 } });
      const stored = (await propRef().get()).data() as StoredProp;
      expect(stored).toMatchObject({ quantity: 7, stockByLocation: { toronto: 4, vancouver: 3 } });
      expect([...stored.edited].sort()).toEqual(["quantity", "stockByLocation", "weeklyRate"]);
      // A prop house with one dock has no split to change.
      await db.doc(paths.vendor).set(vendor);
      expect(await refusal(update(staff, { stockByLocation: { toronto: 1 } }))).toMatchObject({
        message:
          "Prop BPH-10432 is not valid: stockByLocation is for a prop house with more than one pickup location; " +
          "change the quantity",
      });
    } finally {
      await db.doc(paths.vendor).set(vendor);
    }
  });

  it("refuses a prop not in the catalogue, customers and another house's staff", async () => {
    const missing = staff.call("updateProp", { vendorId, propId: "BPH-NONE", changes: { quantity: 1 } });
    expect(await refusal(missing)).toMatchObject({
      code: "functions/not-found",
      message: "Prop BPH-NONE is not in the catalogue (run `backlot catalogue push`)",
    });
    for (const caller of [customer, otherStaff]) {
      expect(await refusal(update(caller, { quantity: 1 }))).toMatchObject({
        code: "functions/permission-denied",
        message: `Only ${vendorId} staff can do this`,
      });
    }
  });
});
