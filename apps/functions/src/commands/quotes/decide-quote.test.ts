// acceptQuote and declineQuote on the emulators: a priced quote becomes an order at the quoted price
// (once, whatever the retries), or is declined with a reason; the prop house is mailed; nobody but
// the customer who asked can decide, and only a quote with a price.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type QuoteRequest, vendorPaths } from "@backlot/data";
import {
  type AcceptQuoteResult,
  type Order,
  acceptRefusal,
  newVendorUser,
  orderReference,
  quoteReference,
} from "@backlot/domain";
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
} from "../../../test/world.js";

const vendorId = "test-decide-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);

describeOnEmulators("acceptQuote and declineQuote", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let jo: Caller;
  let sam: Caller;
  const newId = () => db.collection("ids").doc().id;
  const contact = { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" };
  const quoteDoc = (id: string) => db.doc(`${paths.quoteRequests}/${id}`);

  /**
   * Jo's request from a set list, priced by staff at $21.25 a week for each of two stools (3 weeks), with a red one
   * thrown in for nothing.
   */
  async function pricedQuote(): Promise<string> {
    const id = newId();
    const setListId = newId();
    await db.doc(paths.setList(setListId)).set({ ownerUid: jo.uid, name: "Diner", production: "", lines: [] });
    await quoteDoc(id).set({
      contact,
      production: "The Night Diner",
      pickUpDate: inDays(10),
      returnDate: inDays(25),
      weeks: 3,
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      lines: [{ propId: "BPH-10432", quantity: 2, note: "" }],
      uid: jo.uid,
      setListId,
      status: "new",
    });
    const lines = [
      { propId: "BPH-10432", quantity: 2, weeklyRate: 2125 },
      { propId: "BPH-10432", variantId: "red", quantity: 1, weeklyRate: 0 },
    ];
    await staff.call("answerQuote", { vendorId, quoteRequestId: id, lines, note: "" });
    return id;
  }

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    await db.doc(paths.prop("BPH-10432")).set({
      name: "Chrome diner stool",
      weeklyRate: 1250,
      catalogue: { variants: [{ id: "red", name: "Red vinyl" }] },
    });
    [staff, jo, sam] = await Promise.all([
      staffCaller(emulators, vendorId),
      signedInCaller(emulators),
      signedInCaller(emulators),
    ]);
    const record = newVendorUser({ email: jo.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(jo.uid)).set(record);
  });
  afterAll(() => closeCallers());

  it("accepting makes one order at the quoted price, however often it is retried", async () => {
    const id = await pricedQuote();
    const quoted = (await quoteDoc(id).get()).data() as QuoteRequest | undefined;
    const orderId = newId();
    const accept = { vendorId, quoteRequestId: id, orderId };
    expect(await jo.call<AcceptQuoteResult>("acceptQuote", accept)).toEqual({ orderId });
    expect(await jo.call<AcceptQuoteResult>("acceptQuote", accept)).toEqual({ orderId });
    expect((await quoteDoc(id).get()).data()).toMatchObject({ status: "accepted", orderId });
    const order = (await db.doc(paths.order(orderId)).get()).data() as Order | undefined;
    expect(order).toMatchObject({
      uid: jo.uid,
      status: "placed",
      setListName: "Diner",
      quoteRequestId: id,
      // The quoted lines, each in its variant.
      lines: [
        { propId: "BPH-10432", quantity: 2, note: "" },
        { propId: "BPH-10432", variantId: "red", quantity: 1, note: "" },
      ],
      estimate: quoted?.answer?.estimate,
      history: [{ status: "placed", by: jo.uid, byName: "Jo Rivera", note: "" }],
    });
    // 2 x $21.25 over three weeks on the test schedule (1/2, 1/2, 1): $85.00.
    expect(order?.estimate?.subtotal).toBe(8500);
    expect((await db.collection(paths.orders).where("quoteRequestId", "==", id).get()).size).toBe(1);
    expect((await db.doc(paths.user(jo.uid)).get()).data()).toMatchObject({ lastOrderId: orderId });
    const mail = await mailTo(db, vendor.email);
    expect(mail.map((each) => each.message.subject)).toContain(`Quote ${quoteReference(id)} accepted by Jo Rivera`);
    expect(mail.find((each) => each.kind === "quote-accepted")?.message.text).toContain(orderReference(orderId));

    expect(await refusal(jo.call("declineQuote", { vendorId, quoteRequestId: id, reason: "" }))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Quote ${quoteReference(id)} is accepted already`,
    });
  });

  it("declining keeps the reason, and the quote can no longer be accepted", async () => {
    const id = await pricedQuote();
    const decline = { vendorId, quoteRequestId: id, reason: "  We found them elsewhere.  " };
    expect(await jo.call("declineQuote", decline)).toEqual({ ok: true });
    expect((await quoteDoc(id).get()).data()).toMatchObject({
      status: "declined",
      declineReason: "We found them elsewhere.",
    });
    expect(await refusal(jo.call("acceptQuote", { vendorId, quoteRequestId: id, orderId: newId() }))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Quote ${quoteReference(id)} is declined already`,
    });
    const lines = [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }];
    expect(await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: id, lines, note: "" }))).toMatchObject({
      code: "functions/failed-precondition",
      message: `Quote ${quoteReference(id)} is declined already`,
    });
  });

  it("lets a customer awaiting approval accept, and refuses one the prop house denied", async () => {
    // Jo's record is as signup made it: awaiting approval, and the acceptance above went through.
    const id = await pricedQuote();
    await db.doc(paths.user(jo.uid)).update({ isAuthorized: false });
    const orderId = newId();
    expect(await refusal(jo.call("acceptQuote", { vendorId, quoteRequestId: id, orderId }))).toMatchObject({
      code: "functions/permission-denied",
      message: acceptRefusal(vendor.displayName),
    });
    expect((await db.doc(paths.order(orderId)).get()).exists).toBe(false);
    await db.doc(paths.user(jo.uid)).update({ isAuthorized: null });
  });

  it("refuses another customer, staff, a visitor, and a quote with no price yet", async () => {
    const id = await pricedQuote();
    const accept = { vendorId, quoteRequestId: id, orderId: newId() };
    for (const caller of [sam, staff]) {
      expect(await refusal(caller.call("acceptQuote", accept))).toMatchObject({
        code: "functions/not-found",
        message: `You have no quote ${quoteReference(id)}`,
      });
    }
    expect((await quoteDoc(id).get()).data()).toMatchObject({ status: "quoted" });

    const unpriced = newId();
    await quoteDoc(unpriced).set({ ...(await quoteDoc(id).get()).data(), status: "new", answer: null });
    expect(
      await refusal(jo.call("acceptQuote", { vendorId, quoteRequestId: unpriced, orderId: newId() })),
    ).toMatchObject({
      code: "functions/failed-precondition",
      message: `Quote ${quoteReference(unpriced)} has no price yet: the prop house will answer soon`,
    });
  });
});
