// setOrderStatus on the emulators: staff move an order on one step at a time, and the customer is
// mailed with the note; customers and another vendor's staff are refused.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orderReference } from "@backlot/domain";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, mailTo, refusal } from "../../../test/world.js";

describeOnEmulators("setOrderStatus", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let newId: StaffHouse["newId"];
  let refusedToOthers: StaffHouse["refusedToOthers"];

  async function order(): Promise<string> {
    const id = newId();
    await db
      .doc(paths.order(id))
      .set({ uid: customer.uid, setListName: "Diner", contact, status: "placed", lines: [] });
    return id;
  }

  beforeAll(async () => {
    ({ db, staff, customer, newId, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("moves an order on and tells the customer, with the note", async () => {
    const id = await order();
    const change = { vendorId, orderId: id, status: "confirmed", note: "Ready from 9am at the dock." };
    await refusedToOthers("setOrderStatus", change);
    expect(await staff.call("setOrderStatus", change)).toEqual({ ok: true });
    expect((await db.doc(paths.order(id)).get()).data()).toMatchObject({
      status: "confirmed",
      statusChangedBy: staff.uid,
      statusNote: change.note,
    });
    const mail = (await mailTo(db, contact.email)).filter((each) => each.message.subject.includes(orderReference(id)));
    expect(mail.map((each) => each.message.subject)).toEqual([`Order ${orderReference(id)}: Confirmed`]);
    expect(mail[0]?.message.text).toContain("Ready from 9am at the dock.");
    expect(await refusal(staff.call("setOrderStatus", change))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Order ${orderReference(id)} is already "Confirmed"`,
    });
  });

  it("goes one step at a time, keeping who and when of each, and ends at returned or cancelled", async () => {
    const id = await order();
    const step = (status: string, note = "") => staff.call("setOrderStatus", { vendorId, orderId: id, status, note });
    expect(await refusal(step("returned"))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Order ${orderReference(id)} is "Placed, waiting for the prop house" and cannot become "Returned": ` +
        'next it can be "Confirmed" or "Cancelled"',
    });
    await step("confirmed");
    await step("out", "Picked up by the art department van");
    expect(await refusal(step("cancelled"))).toMatchObject({ code: "functions/failed-precondition" });
    await step("returned");
    expect(await refusal(step("out"))).toMatchObject({
      message: `Order ${orderReference(id)} is "Returned" and cannot become "Out on rental"`,
    });
    const { history } = (await db.doc(paths.order(id)).get()).data() as {
      history: { status: string; by: string; byName: string; note: string; at: { toMillis(): number } }[];
    };
    expect(history.map(({ status, by, note }) => ({ status, by, note }))).toEqual([
      { status: "confirmed", by: staff.uid, note: "" },
      { status: "out", by: staff.uid, note: "Picked up by the art department van" },
      { status: "returned", by: staff.uid, note: "" },
    ]);
    // Histories name staff, never their address (the customer reads the order).
    expect(history.every((each) => each.byName === staff.email.split("@")[0])).toBe(true);
    const times = history.map((each) => each.at.toMillis());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("refuses a status that is not one", async () => {
    expect(
      await refusal(staff.call("setOrderStatus", { vendorId, orderId: await order(), status: "paid", note: "" })),
    ).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { status: "must be one of placed, confirmed, out, returned, cancelled" } },
    });
  });
});
