// placeOrder on the emulators: the built function, called with Firebase's client SDK by customers
// of the Auth emulator, reading and writing the Cloud Firestore emulator.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type OrderInput,
  type PlaceOrderResult,
  type SetListLine,
  orderRefusal,
  orderReference,
} from "@backlot/domain";
import { estimateRental } from "@backlot/domain/pricing";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  inDays,
  mailTo,
  refusal,
  signedInCaller,
  testVendor,
  visitorCaller,
} from "../../../test/world.js";

// Not a tenant's id: `backlot catalogue push` tests write the real tenants' catalogues beside these.
const vendorId = "test-prop-house";
const paths = vendorPaths(vendorId);
const vendor = testVendor(vendorId);
const { terms } = vendor;
const catalogue = {
  "BPH-10432": { name: "Chrome diner stool", weeklyRate: 1250 },
  "BPH-20817": { name: "Brass desk lamp", weeklyRate: 4500 },
  // Variants as `backlot catalogue push` stores them: in the prop's catalogue entry.
  "BPH-30001": {
    name: "Bentwood chair",
    weeklyRate: 4000,
    catalogue: {
      variants: [
        { id: "walnut", name: "Walnut", weeklyRate: 6000 },
        { id: "oak", name: "Oak" },
      ],
    },
  },
};

const request: OrderInput = {
  contact: { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" },
  production: "",
  pickUpDate: inDays(7),
  returnDate: inDays(21),
  fulfilment: "pickup",
  deliveryAddress: "",
  notes: "Scene 12",
};

describeOnEmulators("placeOrder", (emulators) => {
  let db: Firestore;
  let jo: Caller;
  let sam: Caller;

  const newId = () => db.collection("ids").doc().id;

  /** A customer's record and a set list of six stools and two lamps; returns the list's id. */
  async function dinerList(
    owner: Caller,
    lines: SetListLine[] = [
      { propId: "BPH-10432", quantity: 6, note: "" },
      { propId: "BPH-20817", quantity: 2, note: "" },
    ],
  ): Promise<string> {
    const id = newId();
    await db
      .doc(paths.user(owner.uid))
      .set({ email: "jo@studio.example", isAuthorized: true, stats: { orderCount: 0 } }, { merge: true });
    await db.doc(paths.setList(id)).set({ ownerUid: owner.uid, name: "Diner", production: "The Diner", lines });
    return id;
  }

  const order = (caller: Caller, data: Record<string, unknown>) =>
    caller.call<PlaceOrderResult>("placeOrder", { vendorId, orderId: newId(), request, ...data });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    for (const [propId, prop] of Object.entries(catalogue)) await db.doc(paths.prop(propId)).set(prop);
    [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
  });
  afterAll(() => closeCallers());

  it("orders the caller's set list, priced on the server from the catalogue and the weekly schedule", async () => {
    const setListId = await dinerList(jo);
    const orderId = newId();
    const result = await jo.call<PlaceOrderResult>("placeOrder", { vendorId, orderId, setListId, request });
    const expected = estimateRental(
      [
        { propId: "BPH-10432", name: "Chrome diner stool", weeklyRate: 1250, quantity: 6 },
        { propId: "BPH-20817", name: "Brass desk lamp", weeklyRate: 4500, quantity: 2 },
      ],
      2,
      terms,
    );
    expect(result).toEqual({ id: orderId, estimate: expected });
    // 2 weeks at half rate: stools 6 x $12.50 x 0.5 x 2 = $75, lamps 2 x $45 x 0.5 x 2 = $90.
    expect(result.estimate.subtotal).toBe(16500);
    const stored = (await db.doc(paths.order(orderId)).get()).data();
    expect(stored).toMatchObject({
      uid: jo.uid,
      setListId,
      setListName: "Diner",
      production: "The Diner",
      status: "placed",
      estimate: expected,
      lines: [
        { propId: "BPH-10432", quantity: 6, note: "" },
        { propId: "BPH-20817", quantity: 2, note: "" },
      ],
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    const record = (await db.doc(paths.user(jo.uid)).get()).data();
    expect(record).toMatchObject({ stats: { orderCount: 1 }, lastOrderId: orderId });
    // The prop house hears of it by email, with the server's estimate.
    const mail = (await mailTo(db, vendor.email)).filter((each) =>
      each.message.subject.includes(orderReference(orderId)),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "order-placed", vendorId });
    expect(mail[0]?.message.text).toContain("estimate $165.00");
    expect(mail[0]?.message.text).toContain("- 6 x BPH-10432");
  });

  it("ignores any price the caller sends", async () => {
    const setListId = await dinerList(jo);
    const forged = {
      ...request,
      estimate: { subtotal: 1 },
      weeklyRate: 1,
      lines: [{ propId: "BPH-10432", quantity: 1 }],
    };
    const { id, estimate } = await order(jo, {
      setListId,
      request: forged,
      estimate: { subtotal: 1 },
      status: "confirmed",
    });
    expect(estimate.subtotal).toBe(16500);
    expect((await db.doc(paths.order(id)).get()).data()).toMatchObject({
      status: "placed",
      estimate: { subtotal: 16500 },
    });
  });

  it("places one order however often the same order is sent", async () => {
    const setListId = await dinerList(sam);
    const orderId = newId();
    const send = () => sam.call<PlaceOrderResult>("placeOrder", { vendorId, orderId, setListId, request });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const placed = await db.collection(paths.orders).where("uid", "==", sam.uid).get();
    expect(placed.docs.map((doc) => doc.id)).toEqual([orderId]);
    expect((await db.doc(paths.user(sam.uid)).get()).data()).toMatchObject({ stats: { orderCount: 1 } });
    // Someone else sending that id gets no order, and learns nothing of it.
    expect(
      await refusal(jo.call("placeOrder", { vendorId, orderId, setListId: await dinerList(jo), request })),
    ).toMatchObject({
      code: "functions/already-exists",
    });
  });

  it("refuses a customer the prop house has not approved, or has denied, saying why", async () => {
    const setListId = await dinerList(sam);
    for (const isAuthorized of [null, false]) {
      await db.doc(paths.user(sam.uid)).update({ isAuthorized });
      const orderId = newId();
      expect(await refusal(sam.call("placeOrder", { vendorId, orderId, setListId, request }))).toMatchObject({
        code: "functions/permission-denied",
        message: orderRefusal(isAuthorized, vendor.displayName),
      });
      expect((await db.doc(paths.order(orderId)).get()).exists).toBe(false);
    }
    await db.doc(paths.user(sam.uid)).update({ isAuthorized: true });
  });

  it("refuses someone else's set list, and changes nothing", async () => {
    const setListId = await dinerList(sam);
    const orderId = newId();
    expect(await refusal(jo.call("placeOrder", { vendorId, orderId, setListId, request }))).toMatchObject({
      code: "functions/permission-denied",
      message: `Set list ${setListId} belongs to someone else`,
    });
    expect((await db.doc(paths.order(orderId)).get()).exists).toBe(false);
  });

  it("refuses a bad request with every field's problem, by the one quote contract", async () => {
    const setListId = await dinerList(jo);
    const bad = {
      ...request,
      contact: { ...request.contact, email: "jo@" },
      pickUpDate: inDays(-1),
      returnDate: inDays(-1),
    };
    const refused = await refusal(order(jo, { setListId, request: bad }));
    expect(refused).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          "contact.email": "must be an email address like name@studio.com",
          pickUpDate: "must be today or later",
          returnDate: "must be after the pick-up date",
        },
      },
    });
    expect(await refusal(order(jo, { setListId, orderId: "../../users/x" }))).toMatchObject({
      code: "functions/invalid-argument",
      message: "placeOrder is not valid: orderId must be a document id (20 letters and digits)",
      details: { fieldErrors: { orderId: "must be a document id (20 letters and digits)" } },
    });
  });

  it("prices each variant on the list at its own rate (the prop's where it has none), naming it", async () => {
    const setListId = await dinerList(jo, [
      { propId: "BPH-30001", variantId: "walnut", quantity: 2, note: "" },
      { propId: "BPH-30001", variantId: "oak", quantity: 1, note: "" },
      { propId: "BPH-30001", quantity: 1, note: "" },
    ]);
    const { id, estimate } = await order(jo, { setListId });
    expect(
      estimate.lines.map(({ propId, variantId, name, weeklyRate, quantity }) => ({
        propId,
        variantId,
        name,
        weeklyRate,
        quantity,
      })),
    ).toEqual([
      { propId: "BPH-30001", variantId: "walnut", name: "Bentwood chair (Walnut)", weeklyRate: 6000, quantity: 2 },
      { propId: "BPH-30001", variantId: "oak", name: "Bentwood chair (Oak)", weeklyRate: 4000, quantity: 1 },
      { propId: "BPH-30001", variantId: undefined, name: "Bentwood chair", weeklyRate: 4000, quantity: 1 },
    ]);
    // 2 weeks at half rate: (2 x $60 + $40 + $40) x 0.5 x 2 = $200.
    expect(estimate.subtotal).toBe(20000);
    expect((await db.doc(paths.order(id)).get()).data()?.lines).toEqual([
      { propId: "BPH-30001", variantId: "walnut", quantity: 2, note: "" },
      { propId: "BPH-30001", variantId: "oak", quantity: 1, note: "" },
      { propId: "BPH-30001", quantity: 1, note: "" },
    ]);
  });

  it("refuses a variant the prop does not offer, and never takes a line's own name or rate", async () => {
    // The customer writes their set list: a line may claim any variant, name and rate.
    const forged = await dinerList(jo, [
      { propId: "BPH-30001", variantId: "walnut", quantity: 1, note: "", weeklyRate: 1, name: "Free chair" } as never,
    ]);
    const { estimate } = await order(jo, { setListId: forged });
    expect(estimate.lines[0]).toMatchObject({ name: "Bentwood chair (Walnut)", weeklyRate: 6000 });

    const borrowed = await dinerList(jo, [{ propId: "BPH-10432", variantId: "walnut", quantity: 1, note: "" }]);
    expect(await refusal(order(jo, { setListId: borrowed }))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        'Chrome diner stool (BPH-10432) is not offered in the variant "walnut". Take it off "Diner" and try again',
      details: { propId: "BPH-10432", variantId: "walnut" },
    });
  });

  it("refuses a list with a prop no longer in the catalogue, naming it", async () => {
    const setListId = await dinerList(jo, [{ propId: "BPH-99999", quantity: 1, note: "" }]);
    expect(await refusal(order(jo, { setListId }))).toMatchObject({
      code: "functions/failed-precondition",
      message: 'Prop BPH-99999 on "Diner" is no longer in the catalogue; remove it and try again',
    });
  });

  it("refuses visitors and anonymous sessions", async () => {
    const setListId = await dinerList(jo);
    expect(await refusal(order(visitorCaller(emulators), { setListId }))).toMatchObject({
      code: "functions/unauthenticated",
    });
    const anonymous = await signedInCaller(emulators, "anonymous");
    expect(await refusal(order(anonymous, { setListId }))).toMatchObject({
      code: "functions/unauthenticated",
      message: "Create an account or log in to do this",
    });
  });
});
