// approveCustomer on the emulators: staff approve or turn away a customer, with one mail each way;
// customers and another vendor's staff are refused.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type StaffHouse, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, mailTo } from "../../../test/world.js";

describeOnEmulators("approveCustomer", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let refusedToOthers: StaffHouse["refusedToOthers"];

  beforeAll(async () => {
    ({ db, staff, customer, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("approves with one welcome email, and turns away with one denied email", async () => {
    const approval = { vendorId, uid: customer.uid, isAuthorized: true };
    await refusedToOthers("approveCustomer", approval);
    expect(await staff.call("approveCustomer", approval)).toEqual({ ok: true });
    expect(await staff.call("approveCustomer", approval)).toEqual({ ok: true });
    expect((await db.doc(paths.user(customer.uid)).get()).data()).toMatchObject({
      isAuthorized: true,
      hasReceivedWelcomeEmail: true,
      hasReceivedDeniedEmail: false,
    });
    expect(await staff.call("approveCustomer", { ...approval, isAuthorized: false })).toEqual({ ok: true });
    expect((await db.doc(paths.user(customer.uid)).get()).data()).toMatchObject({
      isAuthorized: false,
      hasReceivedDeniedEmail: true,
    });
    const mail = await mailTo(db, customer.email);
    expect(mail.filter((each) => each.kind === "welcome").map((each) => each.message.subject)).toEqual([
      "Welcome to Test Prop House",
    ]);
    expect(mail.filter((each) => each.kind === "denied")).toHaveLength(1);
    expect(mail.find((each) => each.kind === "welcome")?.message.text).toMatch(/^Hello Jo Rivera,/);
  });
});
