// sendMessage on the emulators: a customer's message reaches their thread once, however often it
// is sent, with the counts moved and the prop house mailed; visitors and anonymous sessions cannot.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SendMessageResult, messageId, newVendorUser, vendorPaths } from "@backlot/data";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  mailTo,
  refusal,
  signedInCaller,
  testVendor,
  visitorCaller,
} from "../../test/world.js";

const vendorId = "test-message-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("sendMessage", (emulators) => {
  let db: Firestore;
  let jo: Caller;

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    jo = await signedInCaller(emulators);
    const record = newVendorUser({ email: jo.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(jo.uid)).set({ ...record, firstName: "Jo", lastName: "Rivera" });
  });
  afterAll(() => closeCallers());

  it("puts the message in the customer's thread once, counts it, and mails the prop house", async () => {
    const message = { vendorId, messageId: messageId(), body: "Can we pick up on Saturday morning?" };
    const [first, second] = await Promise.all([
      jo.call<SendMessageResult>("sendMessage", message),
      jo.call<SendMessageResult>("sendMessage", message),
    ]);
    expect(first).toEqual({ messageId: message.messageId });
    expect(second).toEqual(first);
    const sent = await db.collection(paths.messages(jo.uid)).get();
    expect(sent.docs.map((doc) => ({ id: doc.id, ...doc.data() }))).toMatchObject([
      { id: message.messageId, from: "customer", body: message.body },
    ]);
    expect((await db.doc(paths.thread(jo.uid)).get()).data()).toMatchObject({
      lastMessageId: message.messageId,
      lastMessagePreview: message.body,
      unreadByVendor: 1,
      // Both counters from the first message: the console's inbox orders by them.
      unreadByCustomer: 0,
    });
    expect((await db.doc(paths.user(jo.uid)).get()).data()).toMatchObject({ stats: { messageCount: 1 } });
    const mail = (await mailTo(db, vendor.email)).filter((each) => each.kind === "customer-message");
    expect(mail.map((each) => each.message.subject)).toEqual(["Message from Jo Rivera"]);
    expect(mail[0]?.message.text).toContain(`Can we pick up on Saturday morning?`);
    expect(mail[0]?.message.text).toContain(jo.email);
  });

  it("refuses visitors, anonymous sessions and empty or overlong messages", async () => {
    const message = { vendorId, messageId: messageId(), body: "Hello" };
    expect(await refusal(visitorCaller(emulators).call("sendMessage", message))).toMatchObject({
      code: "functions/unauthenticated",
    });
    const anonymous = await signedInCaller(emulators, "anonymous");
    expect(await refusal(anonymous.call("sendMessage", message))).toMatchObject({ code: "functions/unauthenticated" });
    expect(await refusal(jo.call("sendMessage", { ...message, body: " " }))).toMatchObject({
      details: { fieldErrors: { body: "is required" } },
    });
    expect(await refusal(jo.call("sendMessage", { ...message, body: "x".repeat(4001) }))).toMatchObject({
      details: { fieldErrors: { body: "must be at most 4000 characters" } },
    });
  });
});
