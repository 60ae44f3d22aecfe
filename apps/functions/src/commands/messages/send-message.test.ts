// sendMessage on the emulators: a customer's message reaches their thread once, however often it
// is sent, with the counts moved and the prop house mailed; visitors and anonymous sessions cannot.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messageId, vendorPaths } from "@backlot/data";
import {
  type MailMessageDigestsResult,
  type SendMessageResult,
  messageRateLimit,
  newVendorUser,
} from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  mailTo,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  visitorCaller,
} from "../../../test/world.js";

const vendorId = "test-message-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("sendMessage", (emulators) => {
  let db: Firestore;
  let jo: Caller;

  /** A new customer with a record at the vendor, named Dana Reyes. */
  async function dana(): Promise<Caller> {
    const caller = await signedInCaller(emulators);
    const record = newVendorUser({ email: caller.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(caller.uid)).set({ ...record, firstName: "Dana", lastName: "Reyes" });
    return caller;
  }
  const send = (caller: Caller, body: string) =>
    caller.call<SendMessageResult>("sendMessage", { vendorId, messageId: messageId(), body });
  const mailFrom = async (caller: Caller) =>
    (await mailTo(db, vendor.email)).filter(
      (each) => each.kind === "customer-message" && each.message.text.includes(caller.email),
    );

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

  it("mails the prop house once per quiet period: later messages wait, then go as one mail", async () => {
    const caller = await dana();
    await send(caller, "First: are the stools free?");
    await send(caller, "Second: we need six.");
    await send(caller, "Third: and a lamp.");
    // 60 messages used to be 60 mails; now the first goes at once and the rest wait out the quiet period.
    expect((await mailFrom(caller)).map((each) => each.message.subject)).toEqual(["Message from Dana Reyes"]);
    const staff = await staffCaller(emulators, vendorId);
    const early = await staff.call<MailMessageDigestsResult>("mailMessageDigests", { vendorId });
    expect(early.mailed).toBe(0);
    // The quiet period passes (its end is moved to a minute ago): the digest mails the two as one.
    const thread = db.doc(paths.thread(caller.uid));
    await thread.update({ "vendorMail.dueAt": new Date(Date.now() - 60_000) });
    expect((await staff.call<MailMessageDigestsResult>("mailMessageDigests", { vendorId })).mailed).toBeGreaterThan(0);
    const mail = await mailFrom(caller);
    expect(mail.map((each) => each.message.subject)).toEqual([
      "Message from Dana Reyes",
      "2 new messages from Dana Reyes",
    ]);
    expect(mail[1]?.message.text).toContain("> Second: we need six.\n\n> Third: and a lamp.");
    expect((await thread.get()).get("vendorMail")).toMatchObject({ unmailed: 0, dueAt: null });
    // Nobody but the vendor's staff runs the digest.
    expect(await refusal(caller.call("mailMessageDigests", { vendorId }))).toMatchObject({
      code: "functions/permission-denied",
    });
  });

  it(`takes ${messageRateLimit.requests} messages from a customer in its window, then refuses`, async () => {
    const caller = await dana();
    for (let sent = 0; sent < messageRateLimit.requests; sent += 1) await send(caller, `Message ${sent + 1}`);
    const refused = await refusal(send(caller, "One too many"));
    expect(refused.code).toBe("functions/resource-exhausted");
    expect(refused.message).toMatch(
      /^You have sent 20 messages in 10 minutes; send this one after \d\d:\d\d UTC, or call the prop house$/,
    );
    expect((await db.collection(paths.messages(caller.uid)).get()).size).toBe(messageRateLimit.requests);
    expect(await mailFrom(caller)).toHaveLength(1);
    // Another customer writes on.
    expect((await send(await dana(), "Hello")).messageId).toHaveLength(messageId().length);
  });
});
