// Signing the rental agreement on the emulators (issue 33, decision 0038): a customer signs the current version for
// their own order, and the release gate lets it go out; beside it, each attack: a visitor, an anonymous session,
// another customer's order, another vendor's staff, an old version, an oversized signature, an empty name, an account
// the house denied (decision 0021). Staff signed in as the customer may sign, and the signature says so; an account
// awaiting approval signs too.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type StartImpersonationResult,
  agreementVersion,
  newVendorUser,
  orderPaperworkRefusal,
  orderReference,
  signatureId,
} from "@backlot/domain";
import {
  type Caller,
  type Emulators,
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
import { signaturePng } from "../../../test/sample-signature.js";

const vendorId = "test-signing-house";
const paths = vendorPaths(vendorId);
const text = "# Rental agreement\n\nThe renter returns every prop in the condition it left the dock.";
const changedAt = "2026-11-20T15:00:00.000Z";

/** A customer calling over plain HTTP with the X-Forwarded-For Google's front end would add (the SDK sets none). */
async function httpCustomer(emulators: Emulators) {
  const email = `signer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@studio.example`;
  const signUpUrl = `http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const account = (await (
    await fetch(signUpUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "test-password-1", returnSecureToken: true }),
    })
  ).json()) as { idToken: string; localId: string };
  const url = `http://${emulators.functionsHost}/${emulators.projectId}/us-central1/signAgreement`;
  return {
    uid: account.localId,
    email,
    async sign(data: Record<string, unknown>, forwardedFor: string) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${account.idToken}`,
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify({ data: { vendorId, ...data } }),
      });
      const body = (await response.json()) as { result?: { signatureId: string }; error?: { message: string } };
      if (!body.result) throw new Error(`signAgreement was refused: ${body.error?.message ?? response.status}`);
      return body.result;
    },
  };
}

describeOnEmulators("signAgreement and the agreement on the release gate", (emulators) => {
  let db: Firestore;
  let version: string;
  let staff: Caller;
  let otherStaff: Caller;
  let jo: Caller;
  let sam: Caller;
  const newId = () => db.collection("ids").doc().id;
  const sign = (caller: Caller, orderId: string, fields: Record<string, unknown> = {}) =>
    caller.call<{ signatureId: string }>("signAgreement", {
      vendorId,
      orderId,
      version,
      name: "Jo Rivera",
      signature: signaturePng,
      ...fields,
    });
  const release = (orderId: string) => staff.call("setOrderStatus", { vendorId, orderId, status: "out", note: "" });
  const seedCustomer = (uid: string, email: string, isAuthorized: boolean | null = true) =>
    db.doc(paths.user(uid)).set({
      ...newVendorUser({ email, vendorId, vendorName: "Test", now: new Date() }),
      firstName: "Jo",
      isAuthorized,
    });

  /** A confirmed order of `uid`'s, for next week. */
  async function confirmedOrder(uid: string, status = "confirmed"): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({
      uid,
      setListName: "Diner",
      contact: { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" },
      status,
      lines: [],
      pickUpDate: inDays(7),
      returnDate: inDays(21),
      estimate: { subtotal: 50_000 },
    });
    return id;
  }

  beforeAll(async () => {
    db = adminFirestore(emulators);
    version = await agreementVersion(text);
    await db.doc(paths.vendor).set({
      ...testVendor(vendorId),
      requiredPaperwork: ["agreement"],
      locale: "en-US",
      agreement: { version, title: "Rental agreement", text, changedAt },
    });
    [staff, otherStaff, jo, sam] = await Promise.all([
      staffCaller(emulators, vendorId),
      staffCaller(emulators, "another-prop-house"),
      signedInCaller(emulators),
      signedInCaller(emulators),
    ]);
    await Promise.all([seedCustomer(jo.uid, jo.email), seedCustomer(sam.uid, sam.email)]);
  });
  afterAll(() => closeCallers());

  it("keeps the customer's signature of the current version, once, and lets the order go out", async () => {
    const orderId = await confirmedOrder(jo.uid);
    expect(await refusal(release(orderId))).toMatchObject({
      code: "functions/failed-precondition",
      message: expect.stringContaining("The rental agreement is not signed") as string,
    });
    const id = signatureId(orderId, version);
    expect(await sign(jo, orderId, { name: "  Jo Rivera " })).toEqual({ signatureId: id });
    // A retry after a lost answer is the same signature, unchanged.
    expect(await sign(jo, orderId, { name: "Someone Else" })).toEqual({ signatureId: id });
    const signatures = await db.collection(paths.signatures).where("orderId", "==", orderId).get();
    expect(signatures.size).toBe(1);
    const stored = signatures.docs[0]?.data();
    expect(stored).toMatchObject({
      orderId,
      uid: jo.uid,
      version,
      agreementTitle: "Rental agreement",
      agreementText: text,
      name: "Jo Rivera",
      signature: signaturePng,
      account: { uid: jo.uid, email: jo.email, name: "Jo" },
      // The emulator reaches the function over a Unix socket: no address (the HTTP test below sends one).
      address: null,
    });
    expect(stored?.signedAt).toBeInstanceOf(Timestamp);
    expect(stored).not.toHaveProperty("actedBy");
    expect(await release(orderId)).toEqual({ ok: true });
  });

  it("takes a typed name alone, for a signer who cannot draw, and keeps the request's address", async () => {
    const http = await httpCustomer(emulators);
    await seedCustomer(http.uid, http.email);
    const orderId = await confirmedOrder(http.uid);
    const data = { orderId, version, name: "Jo Rivera", signature: null };
    expect(await http.sign(data, "198.51.100.9, 203.0.113.7")).toEqual({ signatureId: signatureId(orderId, version) });
    expect((await db.doc(paths.signature(signatureId(orderId, version))).get()).data()).toMatchObject({
      signature: null,
      // The last entry is the one Google's front end adds; the caller wrote the first.
      address: "203.0.113.7",
    });
  });

  it("lets staff signed in as the customer sign, and says who did", async () => {
    const orderId = await confirmedOrder(jo.uid);
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: jo.uid,
      reason: "Jo signs over the phone",
    });
    const session = await tokenCaller(emulators, started.token);
    const { signatureId: id } = await sign(session, orderId);
    expect((await db.doc(paths.signature(id)).get()).data()).toMatchObject({
      uid: jo.uid,
      actedBy: { staffUid: staff.uid },
    });
  });

  it("lets an account awaiting approval sign: it may hold an order from a quote it accepted", async () => {
    const awaiting = await signedInCaller(emulators);
    await seedCustomer(awaiting.uid, awaiting.email, null);
    const orderId = await confirmedOrder(awaiting.uid);
    expect(await sign(awaiting, orderId)).toEqual({ signatureId: signatureId(orderId, version) });
    expect(await release(orderId)).toEqual({ ok: true });
  });

  describe("the attacks", () => {
    it("refuses a visitor and an anonymous session", async () => {
      const orderId = await confirmedOrder(jo.uid);
      expect(await refusal(sign(visitorCaller(emulators), orderId))).toMatchObject({
        code: "functions/unauthenticated",
      });
      expect(await refusal(sign(await signedInCaller(emulators, "anonymous"), orderId))).toMatchObject({
        code: "functions/unauthenticated",
        message: "Create an account or log in to do this",
      });
    });

    it("refuses another customer's order, and another vendor's staff, as if it did not exist", async () => {
      const orderId = await confirmedOrder(jo.uid);
      for (const caller of [sam, otherStaff, staff]) {
        expect(await refusal(sign(caller, orderId))).toMatchObject({
          code: "functions/not-found",
          message: `You have no order ${orderReference(orderId)}`,
        });
      }
      expect((await db.collection(paths.signatures).where("orderId", "==", orderId).get()).size).toBe(0);
    });

    it("refuses an account the house denied, staff signed in as it too, and keeps no signature", async () => {
      const denied = await signedInCaller(emulators);
      await seedCustomer(denied.uid, denied.email, false);
      const orderId = await confirmedOrder(denied.uid);
      const refused = {
        code: "functions/failed-precondition",
        message:
          "Test Prop House has not approved this account, so it cannot sign the rental agreement for order " +
          `${orderReference(orderId)}. Write to them about it.`,
        details: undefined,
      };
      expect(refused.message).toBe(orderPaperworkRefusal("Test Prop House", orderId, "agreement"));
      expect(await refusal(sign(denied, orderId))).toEqual(refused);
      const { token } = await staff.call<StartImpersonationResult>("startImpersonation", {
        vendorId,
        uid: denied.uid,
        reason: "They sign over the phone",
      });
      expect(await refusal(sign(await tokenCaller(emulators, token), orderId))).toEqual(refused);
      expect((await db.collection(paths.signatures).where("orderId", "==", orderId).get()).size).toBe(0);
    });

    it("refuses a version that is not the current one, saying when the agreement changed", async () => {
      const orderId = await confirmedOrder(jo.uid);
      expect(await refusal(sign(jo, orderId, { version: "0".repeat(64) }))).toMatchObject({
        code: "functions/failed-precondition",
        message: "The agreement changed on Nov 20, 2026, 10:00 AM; read it again and sign",
      });
    });

    it("refuses an oversized or foreign signature, an empty name and a cancelled order", async () => {
      const orderId = await confirmedOrder(jo.uid);
      expect(
        await refusal(sign(jo, orderId, { signature: signaturePng + "A".repeat(120_000), name: " " })),
      ).toMatchObject({
        code: "functions/invalid-argument",
        details: {
          fieldErrors: {
            name: "is required",
            signature: expect.stringMatching(/^is 120\d+ characters, over the 120000 a signature may take/) as string,
          },
        },
      });
      expect(await refusal(sign(jo, orderId, { signature: "data:image/svg+xml;base64,PHN2Zz4=" }))).toMatchObject({
        details: { fieldErrors: { signature: "must be a PNG data URL (starting data:image/png;base64,)" } },
      });
      const cancelled = await confirmedOrder(jo.uid, "cancelled");
      expect(await refusal(sign(jo, cancelled))).toMatchObject({
        code: "functions/failed-precondition",
        message: `Order ${orderReference(cancelled)} is cancelled: there is nothing to sign`,
      });
    });
  });

  // Last: it changes the vendor's agreement under the tests above.
  it("asks for the new version once the agreement changes: the old signature no longer releases", async () => {
    const orderId = await confirmedOrder(sam.uid);
    await sign(sam, orderId, { name: "Sam Lee" });
    const newText = `${text}\n\nLate returns are charged by the day.`;
    const newVersion = await agreementVersion(newText);
    await db
      .doc(paths.vendor)
      .update({ agreement: { version: newVersion, title: "Rental agreement", text: newText, changedAt } });
    expect(await refusal(release(orderId))).toMatchObject({
      message: expect.stringContaining("Signed an older version of the agreement; sign the current one") as string,
    });
    await sign(sam, orderId, { name: "Sam Lee", version: newVersion });
    expect(await release(orderId)).toEqual({ ok: true });
  });
});
