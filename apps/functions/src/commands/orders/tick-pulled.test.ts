// tickPulled on the emulators: staff tick pieces of an order's lines as pulled, and the order counts them; the
// customer, staff signed in as the customer, and another vendor's staff are refused, and so is a tick that does not
// fit the order (a line it lacks, too many pieces, an order already out).
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Order, type StartImpersonationResult, orderReference, pullProgress } from "@backlot/domain";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, refusal, tokenCaller } from "../../../test/world.js";

describeOnEmulators("tickPulled", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let newId: StaffHouse["newId"];
  let refusedToOthers: StaffHouse["refusedToOthers"];

  const lines = [
    { propId: "BPH-1", quantity: 3, note: "" },
    { propId: "BPH-2", variantId: "walnut", quantity: 2, note: "" },
  ];

  async function order(status = "confirmed"): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({ uid: customer.uid, setListName: "Diner", contact, status, lines });
    return id;
  }
  const stored = async (id: string) => (await db.doc(paths.order(id)).get()).data() as Order & Record<string, unknown>;

  beforeAll(async () => {
    ({ db, staff, customer, newId, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("keeps each line's pulled pieces, and who ticked last", async () => {
    const id = await order();
    const tick = (line: string, pulled: number) => staff.call("tickPulled", { vendorId, orderId: id, line, pulled });
    expect(await tick("BPH-1", 3)).toEqual({ ok: true });
    await tick("BPH-2/walnut", 1);
    const after = await stored(id);
    expect(after.pulled).toEqual({ "BPH-1": 3, "BPH-2/walnut": 1 });
    expect(after.pulledBy).toEqual({ uid: staff.uid, name: staff.email.split("@")[0] });
    expect(pullProgress(after)).toEqual({ pulled: 4, total: 5, done: false });
    // Unticking is a count too.
    await tick("BPH-1", 0);
    expect((await stored(id)).pulled).toEqual({ "BPH-1": 0, "BPH-2/walnut": 1 });
  });

  it("counts two lines ticked at the same moment", async () => {
    const id = await order("placed");
    await Promise.all([
      staff.call("tickPulled", { vendorId, orderId: id, line: "BPH-1", pulled: 2 }),
      staff.call("tickPulled", { vendorId, orderId: id, line: "BPH-2/walnut", pulled: 2 }),
    ]);
    expect((await stored(id)).pulled).toEqual({ "BPH-1": 2, "BPH-2/walnut": 2 });
  });

  it("is staff's alone: the customer, staff signed in as them and another vendor's staff are refused", async () => {
    const id = await order();
    const tick = { vendorId, orderId: id, line: "BPH-1", pulled: 1 };
    await refusedToOthers("tickPulled", tick);
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: customer.uid,
      reason: "Checking their order page",
    });
    const session = await tokenCaller(emulators, started.token);
    expect(await refusal(session.call("tickPulled", tick))).toMatchObject({ code: "functions/permission-denied" });
    expect((await stored(id)).pulled).toBeUndefined();
  });

  it("refuses a tick that does not fit the order, saying what is wrong", async () => {
    const id = await order();
    const reference = orderReference(id);
    const tick = (line: string, pulled: unknown, orderId = id) =>
      refusal(staff.call("tickPulled", { vendorId, orderId, line, pulled }));
    expect(await tick("BPH-9", 1)).toMatchObject({
      code: "functions/failed-precondition",
      message: `Order ${reference} has no line BPH-9; open the order again to see its lines`,
    });
    expect(await tick("BPH-1", 4)).toMatchObject({
      code: "functions/failed-precondition",
      message: `BPH-1 on order ${reference}: pulled must be a whole number from 0 to 3, not 4`,
    });
    expect(await tick("BPH-1", -1)).toMatchObject({ code: "functions/invalid-argument" });
    expect(await tick("BPH-1", "3")).toMatchObject({ code: "functions/invalid-argument" });
    const out = await order("out");
    expect(await tick("BPH-1", 1, out)).toMatchObject({
      code: "functions/failed-precondition",
      message: `Order ${orderReference(out)} is out: lines are ticked as pulled before it goes out`,
    });
    const missing = newId();
    expect(await tick("BPH-1", 1, missing)).toMatchObject({
      code: "functions/not-found",
      message: `Order ${orderReference(missing)} does not exist`,
    });
    expect((await stored(id)).pulled).toBeUndefined();
  });
});
