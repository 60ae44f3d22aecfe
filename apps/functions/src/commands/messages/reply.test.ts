// reply on the emulators: staff write to a customer's thread, which counts it unread and mails them;
// customers and another vendor's staff are refused.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type StaffHouse, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, mailTo, refusal } from "../../../test/world.js";

describeOnEmulators("reply", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let refusedToOthers: StaffHouse["refusedToOthers"];

  beforeAll(async () => {
    ({ db, staff, customer, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("writes to the customer's thread, counts it unread for them, and mails them", async () => {
    const message = { vendorId, uid: customer.uid, body: "The lamps are back in stock." };
    await refusedToOthers("reply", message);
    const { messageId } = await staff.call<{ messageId: string }>("reply", message);
    expect((await db.doc(`${paths.messages(customer.uid)}/${messageId}`).get()).data()).toMatchObject({
      from: "vendor",
      body: message.body,
    });
    expect((await db.doc(paths.thread(customer.uid)).get()).data()).toMatchObject({
      lastMessageId: messageId,
      lastMessagePreview: message.body,
      unreadByCustomer: 1,
      unreadByVendor: 0,
    });
    expect((await db.doc(paths.user(customer.uid)).get()).data()).toMatchObject({
      stats: { unreadMessageCount: 1 },
    });
    const mail = (await mailTo(db, customer.email)).filter((each) => each.kind === "reply");
    expect(mail.map((each) => each.message.subject)).toEqual(["A message from Test Prop House"]);
    expect(await refusal(staff.call("reply", { ...message, body: "x".repeat(4001) }))).toMatchObject({
      details: { fieldErrors: { body: "must be at most 4000 characters" } },
    });
  });
});
