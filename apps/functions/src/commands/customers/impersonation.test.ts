// Staff signed in as a customer (issue 31), on the emulators: each write the session makes records
// who acted ("Sam (staff) for Dana Reyes"); the session is refused once its time is up, once it was
// ended, once the staff member lost the claim, and at any other vendor, whatever Firebase's token
// refresh does.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messageId, vendorPaths } from "@backlot/data";
import { type HoldResult, type SendMessageResult, type StartImpersonationResult, newVendorUser } from "@backlot/domain";
import {
  type Caller,
  adminAuth,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  mailTo,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "../../../test/world.js";

const vendorId = "test-impersonation-house";
const otherVendorId = "test-impersonation-other";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("impersonation", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let dana: Caller;
  const staffName = () => staff.email.split("@")[0] ?? "";

  /** Staff start a session as Dana; returns it, signed in with the token. */
  async function session(): Promise<{ caller: Caller; started: StartImpersonationResult }> {
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: dana.uid,
      reason: "Her order form will not submit",
    });
    return { caller: await tokenCaller(emulators, started.token), started };
  }
  const send = (caller: Caller, at = vendorId) =>
    caller.call<SendMessageResult>("sendMessage", { vendorId: at, messageId: messageId(), body: "Sent for Dana" });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    for (const id of [vendorId, otherVendorId]) await db.doc(vendorPaths(id).vendor).set(testVendor(id));
    staff = await staffCaller(emulators, vendorId);
    dana = await signedInCaller(emulators);
    for (const id of [vendorId, otherVendorId]) {
      const record = newVendorUser({ email: dana.email, vendorId: id, vendorName: vendor.name, now: new Date() });
      await db
        .doc(vendorPaths(id).user(dana.uid))
        .set({ ...record, firstName: "Dana", lastName: "Reyes", isAuthorized: true });
    }
  });
  afterAll(() => closeCallers());

  it("records who acted on every write the session makes, and the prop house's mail says so", async () => {
    const { caller, started } = await session();
    expect(caller.uid).toBe(dana.uid);
    expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const actedBy = { staffUid: staff.uid, staffName: staffName() };
    const label = `${staffName()} (staff) for Dana Reyes`;

    const { messageId: sent } = await send(caller);
    expect((await db.doc(`${paths.messages(dana.uid)}/${sent}`).get()).data()).toMatchObject({ actedBy });
    const mail = (await mailTo(db, vendor.email)).filter((each) => each.kind === "customer-message");
    expect(mail.at(-1)?.message.subject).toBe(`Message from ${label}`);

    await db.doc(paths.prop("IMP-1")).set({ name: "Stool", weeklyRate: 1000, quantity: 4 });
    const setListId = db.collection("ids").doc().id;
    const lines = [{ propId: "IMP-1", quantity: 1, note: "" }];
    const dates = { pickUpDate: inDays(10), returnDate: inDays(20) };
    await db.doc(paths.setList(setListId)).set({ ownerUid: dana.uid, name: "Diner", production: "", lines, ...dates });
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId });
    expect((await db.doc(paths.hold(setListId)).get()).get("actedBy")).toEqual(actedBy);

    const orderId = db.collection("ids").doc().id;
    const contact = { name: "Dana Reyes", email: dana.email, phone: "", company: "" };
    const request = { contact, production: "Diner", ...dates, fulfilment: "pickup", deliveryAddress: "", notes: "" };
    await caller.call("placeOrder", { vendorId, orderId, setListId, request });
    const order = (await db.doc(paths.order(orderId)).get()).data();
    expect(order?.actedBy).toEqual(actedBy);
    expect(order?.history).toEqual([expect.objectContaining({ status: "placed", by: staff.uid, byName: label })]);
  });

  it("takes no staff invitation, records no sign-in, runs no staff command; strangers cannot end it", async () => {
    const { caller, started } = await session();
    await db.doc(`staffInvites/${dana.email.toLowerCase()}`).set({
      email: dana.email.toLowerCase(),
      vendorId,
      invitedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await adminAuth(emulators).updateUser(dana.uid, { emailVerified: true });
    try {
      expect(await refusal(caller.call("acceptStaffInvite", { vendorId }))).toMatchObject({
        code: "functions/permission-denied",
        message: "A staff session as a customer cannot take a staff invitation; sign in as yourself",
      });
      expect((await adminAuth(emulators).getUser(dana.uid)).customClaims?.staffOf).toBeUndefined();
    } finally {
      await db.doc(`staffInvites/${dana.email.toLowerCase()}`).delete();
      await adminAuth(emulators).updateUser(dana.uid, { emailVerified: false });
    }
    // The customer's record keeps the customer's own sign-ins, not the staff member's.
    const before = (await db.doc(paths.user(dana.uid)).get()).get("lastLoginAt") as unknown;
    expect(await caller.call("recordSignIn", { vendorId, uid: dana.uid, signup: null })).toEqual({ address: null });
    expect((await db.doc(paths.user(dana.uid)).get()).get("lastLoginAt")).toEqual(before);
    expect(await refusal(caller.call("mailMessageDigests", { vendorId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    const end = { vendorId, impersonationId: started.impersonationId };
    expect(await refusal(visitorCaller(emulators).call("endImpersonation", end))).toMatchObject({
      code: "functions/permission-denied",
    });
  });

  it("works at the impersonating vendor only", async () => {
    const { caller, started } = await session();
    // Nor may it end, or mark, anything at another vendor.
    const elsewhere = { vendorId: otherVendorId, impersonationId: started.impersonationId };
    expect(await refusal(caller.call("endImpersonation", elsewhere))).toMatchObject({
      code: "functions/permission-denied",
    });
    expect(await refusal(send(caller, otherVendorId))).toMatchObject({
      code: "functions/permission-denied",
      message:
        `This staff session is for ${vendorId} only; ` + "sign in as yourself, or start a new session from the console",
    });
  });

  it("is refused once its time is up, though the token still refreshes", async () => {
    const endsAt = Math.floor(Date.now() / 1000) - 60;
    const token = await adminAuth(emulators).createCustomToken(dana.uid, {
      impersonatedBy: staff.uid,
      impersonatorName: staffName(),
      impersonationId: "ImpersonationExpired",
      impersonationVendor: vendorId,
      impersonationEndsAt: endsAt,
    });
    const refused = await refusal(send(await tokenCaller(emulators, token)));
    expect(refused.code).toBe("functions/unauthenticated");
    expect(refused.message).toMatch(/^This staff session ended at \d\d:\d\d UTC;/);
    // A token with no end at all (as sessions were minted before) is refused too.
    const endless = await adminAuth(emulators).createCustomToken(dana.uid, { impersonatedBy: staff.uid });
    expect((await refusal(send(await tokenCaller(emulators, endless)))).message).toMatch(/has no end recorded/);
  });

  it("ends when the session ends it (End session), and only the session or staff may", async () => {
    const { caller, started } = await session();
    await send(caller);
    const end = { vendorId, impersonationId: started.impersonationId };
    expect(await refusal((await signedInCaller(emulators)).call("endImpersonation", end))).toMatchObject({
      code: "functions/permission-denied",
    });
    await caller.call("endImpersonation", end);
    expect(await refusal(send(caller))).toMatchObject({
      code: "functions/unauthenticated",
      message: "This staff session was ended; sign in as yourself, or start a new session from the console",
    });
    expect((await db.doc(`${paths.audit}/${started.impersonationId}`).get()).data()).toMatchObject({
      endedBy: "session",
      endedByUid: dana.uid,
    });
    // Ending again, by staff this time, is a no-op.
    await staff.call("endImpersonation", end);
  });

  it("ends when the staff member who started it loses the claim", async () => {
    const { caller } = await session();
    await send(caller);
    await adminAuth(emulators).setCustomUserClaims(staff.uid, {});
    try {
      expect((await refusal(send(caller))).message).toBe(
        `${staffName()} is no longer staff here, so this session has ended; sign in as yourself, or start a new ` +
          "session from the console",
      );
    } finally {
      await adminAuth(emulators).setCustomUserClaims(staff.uid, { staffOf: vendorId });
    }
  });
});
