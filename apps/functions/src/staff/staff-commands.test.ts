// The staff commands on the emulators: answers, statuses, approvals, replies and impersonation,
// each refused to customers and to another vendor's staff, each with its mail or audit record.
import type { Firestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type StartImpersonationResult, newVendorUser, orderReference, quoteReference } from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  mailTo,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
} from "../../test/world.js";

const vendorId = "test-staff-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("staff commands", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let otherStaff: Caller;
  let customer: Caller;
  const newId = () => db.collection("ids").doc().id;
  const contact = { name: "Ana Ortiz", email: "ana@agency.example", phone: "", company: "" };

  async function quote(): Promise<string> {
    const id = newId();
    await db.doc(`${paths.quoteRequests}/${id}`).set({
      contact,
      production: "Spring campaign",
      pickUpDate: inDays(10),
      returnDate: inDays(12),
      weeks: 1,
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      lines: [{ propId: "BPH-10432", quantity: 2, note: "" }],
      uid: null,
      setListId: null,
      status: "new",
    });
    return id;
  }

  async function order(): Promise<string> {
    const id = newId();
    await db
      .doc(paths.order(id))
      .set({ uid: customer.uid, setListName: "Diner", contact, status: "placed", lines: [] });
    return id;
  }

  /** Everyone who is not this vendor's staff is refused, and the document is unchanged. */
  async function refusedToOthers(name: string, data: Record<string, unknown>) {
    for (const caller of [customer, otherStaff]) {
      expect(await refusal(caller.call(name, data))).toMatchObject({
        code: "functions/permission-denied",
        message: `Only ${vendorId} staff can do this`,
      });
    }
  }

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    await db.doc(paths.prop("BPH-10432")).set({ name: "Chrome diner stool", weeklyRate: 1250 });
    [staff, otherStaff, customer] = await Promise.all([
      staffCaller(emulators, vendorId),
      staffCaller(emulators, "another-prop-house"),
      signedInCaller(emulators),
    ]);
    const record = newVendorUser({ email: customer.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(customer.uid)).set({ ...record, firstName: "Jo", lastName: "Rivera" });
  });
  afterAll(() => closeCallers());

  describe("answerQuote", () => {
    it("prices a request line by line: quoted, week by week, and the customer mailed", async () => {
      const id = await quote();
      const lines = [{ propId: "BPH-10432", quantity: 2, weeklyRate: 2125 }];
      const answer = { vendorId, quoteRequestId: id, lines, note: "Both stools are free that week." };
      await refusedToOthers("answerQuote", answer);
      expect((await db.doc(`${paths.quoteRequests}/${id}`).get()).data()).toMatchObject({ status: "new" });
      // 2 x $21.25 for one week, charged at half in week 1 on the test schedule: $21.25.
      expect(await staff.call("answerQuote", answer)).toEqual({ subtotal: 2125 });
      expect((await db.doc(`${paths.quoteRequests}/${id}`).get()).data()).toMatchObject({
        status: "quoted",
        answer: {
          note: answer.note,
          answeredBy: staff.uid,
          estimate: { weeks: 1, subtotal: 2125, lines: [{ name: "Chrome diner stool", weeklyRate: 2125 }] },
        },
      });
      const mail = (await mailTo(db, contact.email)).filter((each) =>
        each.message.subject.includes(quoteReference(id)),
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]?.message.subject).toBe(`Your quote ${quoteReference(id)} from Test Prop House`);
      expect(mail[0]?.message.text).toContain("Spring campaign: $21.25 for 1 week.\n\nBoth stools are free that week.");
      expect(mail[0]?.message.text).toContain("--\nTest Prop House\n1 Dock Street\nNew York, NY 10018");
    });

    it("refuses bad lines, a prop not in the catalogue, and a request that is not there", async () => {
      const bad = [
        { propId: "BPH-10432", quantity: 0, weeklyRate: -1 },
        { propId: "BPH-10432", quantity: 1, weeklyRate: 100 },
      ];
      expect(
        await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: await quote(), lines: bad, note: "" })),
      ).toMatchObject({
        code: "functions/invalid-argument",
        details: {
          fieldErrors: {
            "lines.0.quantity": "must be a whole number from 1 to 999",
            "lines.0.weeklyRate": "must be a whole number of cents from 0 to 100,000,000",
            "lines.1.propId": "lists BPH-10432 twice: change the quantity instead",
          },
        },
      });
      const unknown = [{ propId: "BPH-00000", quantity: 1, weeklyRate: 100 }];
      expect(
        await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: await quote(), lines: unknown, note: "" })),
      ).toMatchObject({ code: "functions/failed-precondition", message: "Prop BPH-00000 is not in the catalogue" });
      const missing = newId();
      const lines = [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }];
      expect(
        await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: missing, lines, note: "" })),
      ).toMatchObject({
        code: "functions/not-found",
        message: `Quote request ${quoteReference(missing)} does not exist`,
      });
    });
  });

  describe("setOrderStatus", () => {
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
      const mail = (await mailTo(db, contact.email)).filter((each) =>
        each.message.subject.includes(orderReference(id)),
      );
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

  describe("approveCustomer", () => {
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

  describe("reply", () => {
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

  describe("startImpersonation", () => {
    it("records the impersonation, then gives a token that signs in as the customer", async () => {
      const ask = { vendorId, uid: customer.uid, reason: "Order form will not submit" };
      await refusedToOthers("startImpersonation", ask);
      const before = await db.collection(`${paths.vendor}/audit`).get();
      expect(before.size).toBe(0);
      const started = await staff.call<StartImpersonationResult>("startImpersonation", ask);
      const audit = (await db.doc(`${paths.vendor}/audit/${started.impersonationId}`).get()).data();
      expect(audit).toMatchObject({
        kind: "impersonation",
        staffUid: staff.uid,
        staffEmail: staff.email,
        customerUid: customer.uid,
        customerEmail: customer.email,
        reason: ask.reason,
        tokenIssued: true,
      });
      expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
      const app = initializeApp({ projectId: emulators.projectId, apiKey: "demo-api-key" }, `support-${Date.now()}`);
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${emulators.authHost}`, { disableWarnings: true });
      const { user } = await signInWithCustomToken(auth, started.token);
      expect(user.uid).toBe(customer.uid);
      expect((await user.getIdTokenResult()).claims).toMatchObject({
        impersonatedBy: staff.uid,
        impersonationId: started.impersonationId,
      });
    });

    it("refuses a staff account as the target, and records nothing", async () => {
      const colleague = await staffCaller(emulators, vendorId);
      await db.doc(paths.user(colleague.uid)).set({ email: colleague.email });
      const count = (await db.collection(`${paths.vendor}/audit`).get()).size;
      expect(
        await refusal(staff.call("startImpersonation", { vendorId, uid: colleague.uid, reason: "Testing" })),
      ).toMatchObject({
        code: "functions/permission-denied",
        message: "Staff accounts cannot be impersonated; ask them to sign in themselves",
      });
      expect(
        await refusal(staff.call("startImpersonation", { vendorId, uid: customer.uid, reason: "" })),
      ).toMatchObject({ details: { fieldErrors: { reason: "is required" } } });
      expect((await db.collection(`${paths.vendor}/audit`).get()).size).toBe(count);
    });
  });
});
