// The paperwork on the emulators (issue 33): a customer sends papers, staff review them or put the account on terms,
// and setOrderStatus lets an order go "out" only with the papers the vendor requires, or with staff's audited reason.
// Each attack sits beside the flow that must work: another's file, a customer accepting their own paper, another
// vendor's staff.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { seedStoredFile } from "@backlot/emulators";
import {
  type CalendarDate,
  type StartImpersonationResult,
  formatCalendarDate,
  newVendorUser,
  orderReference,
} from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "../../../test/world.js";

// Its own vendor: it requires papers, which the other order tests' vendors do not.
const vendorId = "test-paper-house";
const paths = vendorPaths(vendorId);
const vendor = { ...testVendor(vendorId), requiredPaperwork: ["insurance", "payment"], locale: "en-US" };
const contact = { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" };
const day = (date: string) => formatCalendarDate(date as CalendarDate, "en-US");

/** A certificate of insurance as the paperwork page sends it, its file in `uid`'s folder. */
const certificate = (uid: string, fields: Record<string, unknown> = {}) => ({
  kind: "insurance",
  file: {
    path: `paperwork/${vendorId}/${uid}/coi.pdf`,
    name: "coi.pdf",
    contentType: "application/pdf",
    size: 120_000,
  },
  insurer: "Film Risk Mutual",
  policyNumber: "FRM-204",
  coverageStart: inDays(0),
  coverageEnd: inDays(60),
  limit: 100_000_000,
  additionalInsured: true,
  lossPayee: true,
  ...fields,
});

describeOnEmulators("paperwork and the release gate", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let otherStaff: Caller;
  let jo: Caller;
  let sam: Caller;
  const newId = () => db.collection("ids").doc().id;
  const send = (caller: Caller, paper: Record<string, unknown>, paperId = newId()) =>
    caller.call<{ paperId: string }>("sendPaper", { vendorId, paperId, paper });
  const review = (caller: Caller, paperId: string, decision: string, reason = "") =>
    caller.call("reviewPaper", { vendorId, paperId, decision, reason });
  const release = (orderId: string, override?: string) =>
    staff.call("setOrderStatus", { vendorId, orderId, status: "out", note: "", ...(override ? { override } : {}) });

  /** A confirmed order of `uid`'s, $500 over three weeks from next week. */
  async function confirmedOrder(uid: string): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({
      uid,
      setListName: "Diner",
      contact,
      status: "confirmed",
      lines: [],
      pickUpDate: inDays(7),
      returnDate: inDays(21),
      estimate: { subtotal: 50_000 },
    });
    return id;
  }

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    [staff, otherStaff, jo, sam] = await Promise.all([
      staffCaller(emulators, vendorId),
      staffCaller(emulators, "another-prop-house"),
      signedInCaller(emulators),
      signedInCaller(emulators),
    ]);
    for (const caller of [jo, sam]) {
      const record = newVendorUser({ email: caller.email, vendorId, vendorName: vendor.name, now: new Date() });
      await db.doc(paths.user(caller.uid)).set(record);
      // Each customer's certificate, as the paperwork page uploads it before sending the paper (storage.rules).
      const { path } = certificate(caller.uid).file;
      await seedStoredFile(emulators.fileStore.root, path, {
        contentType: "application/pdf",
        size: 120_000,
        uid: caller.uid,
      });
    }
  });
  afterAll(() => closeCallers());

  it("keeps a customer's paper as sent, once however often it is sent, with their own file only", async () => {
    const paperId = newId();
    // The customer cannot send it accepted: the server decides the state.
    expect(await send(jo, { ...certificate(jo.uid), state: "accepted" }, paperId)).toEqual({ paperId });
    expect(await send(jo, certificate(jo.uid), paperId)).toEqual({ paperId });
    const stored = (await db.doc(paths.paper(paperId)).get()).data();
    expect(stored).toMatchObject({ uid: jo.uid, kind: "insurance", state: "sent", insurer: "Film Risk Mutual" });
    expect(stored?.sentAt).toBeInstanceOf(Timestamp);
    expect((await db.collection(paths.papers).where("uid", "==", jo.uid).get()).size).toBe(1);

    // The attack: a paper pointing at someone else's file, and one that is not a customer's to send.
    expect(await refusal(send(jo, certificate(sam.uid)))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { "file.path": `must be a file under paperwork/${vendorId}/${jo.uid}/` } },
    });
    expect(await refusal(send(jo, { kind: "accountTerms", terms: "Net 90", creditLimit: 1 }))).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: { kind: 'must be "insurance" or "taxExemption" (account terms are granted by the prop house)' },
      },
    });
    expect(await refusal(send(visitorCaller(emulators), certificate(jo.uid)))).toMatchObject({
      code: "functions/unauthenticated",
    });
  });

  it("takes a paper only with its file in the store, and records the file as the store holds it", async () => {
    const unsent = { path: `paperwork/${vendorId}/${jo.uid}/never-uploaded.pdf`, name: "never-uploaded.pdf" };
    const missing = certificate(jo.uid, { file: { ...certificate(jo.uid).file, ...unsent } });
    expect(await refusal(send(jo, missing))).toMatchObject({
      code: "functions/failed-precondition",
      message: `never-uploaded.pdf is not in the file store (${unsent.path}); upload it again, then send the paper`,
    });
    // The attack: a paper saying its file is a small PDF when the store holds something else.
    const claimed = certificate(jo.uid, { file: { ...certificate(jo.uid).file, size: 10, contentType: "image/png" } });
    const { paperId } = await send(jo, claimed);
    expect((await db.doc(paths.paper(paperId)).get()).data()?.file).toMatchObject({
      contentType: "application/pdf",
      size: 120_000,
    });
  });

  it("takes papers from an unapproved account and from staff signed in as the customer, named so", async () => {
    // Jo's record is as signup leaves it (isAuthorized null): papers are part of how an account gets approved.
    expect((await db.doc(paths.user(jo.uid)).get()).data()).toMatchObject({ isAuthorized: null });
    expect(await refusal(send(await signedInCaller(emulators, "anonymous"), certificate(jo.uid)))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Create an account or log in to do this",
    });
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: jo.uid,
      reason: "Jo's upload keeps failing",
    });
    const session = await tokenCaller(emulators, started.token);
    const { paperId } = await send(session, certificate(jo.uid));
    expect((await db.doc(paths.paper(paperId)).get()).data()).toMatchObject({
      uid: jo.uid,
      state: "sent",
      actedBy: { staffUid: staff.uid },
    });
    // The session is Jo's, never staff: it cannot accept the paper it sent, grant terms or run the reminders.
    expect(await refusal(review(session, paperId, "accept"))).toMatchObject({ code: "functions/permission-denied" });
    const terms = { vendorId, uid: jo.uid, terms: "Net 90", creditLimit: 10_000_000 };
    expect(await refusal(session.call("grantAccountTerms", terms))).toMatchObject({
      code: "functions/permission-denied",
    });
    expect(await refusal(session.call("mailPaperReminders", { vendorId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    // Another customer cannot take the paper's id over either.
    expect(await refusal(send(sam, certificate(sam.uid), paperId))).toMatchObject({
      code: "functions/already-exists",
    });
  });

  it("lets only the vendor's staff review a paper: accepted, or rejected with the reason", async () => {
    const { paperId } = await send(jo, certificate(jo.uid));
    for (const caller of [jo, otherStaff]) {
      expect(await refusal(review(caller, paperId, "accept"))).toMatchObject({
        code: "functions/permission-denied",
        message: `Only ${vendorId} staff can do this`,
      });
    }
    expect(await refusal(review(staff, paperId, "reject"))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { reason: "is required" } },
    });
    await review(staff, paperId, "reject", "The certificate names another prop house");
    expect((await db.doc(paths.paper(paperId)).get()).data()).toMatchObject({
      state: "rejected",
      rejectedReason: "The certificate names another prop house",
      reviewedBy: staff.uid,
    });
    expect(await refusal(review(staff, paperId, "accept"))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Paper ${paperId} is "rejected" already`,
    });
  });

  it("refuses 'out' naming what is missing, and releases the order once the papers hold for its dates", async () => {
    const orderId = await confirmedOrder(jo.uid);
    const lapsing = await send(jo, certificate(jo.uid, { coverageEnd: inDays(14) }));
    await review(staff, lapsing.paperId, "accept");
    expect(await refusal(release(orderId))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Order ${orderReference(orderId)} cannot go out yet. ` +
        `Insurance expires ${day(inDays(14))}, before the return on ${day(inDays(21))}. ` +
        "No card is authorised, and the account is not on terms. " +
        "Ask the customer for them, or release it with a reason",
    });
    expect((await db.doc(paths.order(orderId)).get()).data()).toMatchObject({ status: "confirmed" });

    const covering = await send(jo, certificate(jo.uid, { coverageEnd: inDays(90) }));
    await review(staff, covering.paperId, "accept");
    const terms = { vendorId, uid: jo.uid, terms: "Net 30", creditLimit: 100_000 };
    for (const caller of [jo, otherStaff, visitorCaller(emulators)]) {
      expect(await refusal(caller.call("grantAccountTerms", terms))).toMatchObject({
        code: expect.stringMatching(/^functions\/(permission-denied|unauthenticated)$/) as string,
      });
    }
    await staff.call("grantAccountTerms", terms);
    expect(await release(orderId)).toEqual({ ok: true });
    expect((await db.doc(paths.order(orderId)).get()).data()).toMatchObject({ status: "out" });
    const overrides = await db.collection(paths.audit).where("orderId", "==", orderId).get();
    expect(overrides.size).toBe(0);
  });

  it("lets staff release without the papers only with a reason, kept in the audit trail", async () => {
    const orderId = await confirmedOrder(sam.uid);
    expect(await release(orderId, "Known production; papers come by courier")).toEqual({ ok: true });
    const [entry] = (await db.collection(paths.audit).where("orderId", "==", orderId).get()).docs;
    expect(entry?.data()).toMatchObject({
      kind: "release-override",
      reference: orderReference(orderId),
      uid: sam.uid,
      staffUid: staff.uid,
      reason: "Known production; papers come by courier",
      missing: [
        { requirement: "insurance", detail: "No certificate of insurance is on file" },
        { requirement: "payment", detail: "No card is authorised, and the account is not on terms" },
      ],
    });
  });
});
