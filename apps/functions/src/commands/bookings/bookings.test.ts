// Availability, holds and order bookings on the emulators: the built functions, called by
// customers and staff of the Auth emulator, reading and writing the Cloud Firestore emulator.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type HoldResult,
  type PlaceOrderResult,
  type ReadAvailabilityResult,
  bookingKey,
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
  visitorCaller,
} from "../../../test/world.js";

const vendorId = "test-booking-house";
const paths = vendorPaths(vendorId);

const request = {
  contact: { name: "Jo Rivera", email: "jo@studio.example", phone: "", company: "" },
  production: "The Diner",
  fulfilment: "pickup",
  deliveryAddress: "",
  notes: "",
};

describeOnEmulators("bookings", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let visitor: Caller;
  let propCount = 0;
  const newId = () => db.collection("ids").doc().id;

  /** A new prop in the catalogue with `quantity` in stock; returns its id. */
  async function prop(quantity: number, name = "Chrome diner stool"): Promise<string> {
    const propId = `BK-${Date.now()}-${++propCount}`;
    await db.doc(paths.prop(propId)).set({ name, weeklyRate: 1250, quantity });
    return propId;
  }

  /** An approved customer with a set list of `lines` for the dates; returns the list's id. */
  async function customerWithList(
    customer: Caller,
    lines: { propId: string; quantity: number }[],
    dates = { pickUpDate: inDays(10), returnDate: inDays(20) },
  ): Promise<string> {
    await db
      .doc(paths.user(customer.uid))
      .set(
        { email: customer.email, firstName: "Dana", lastName: customer.uid.slice(0, 4), isAuthorized: true },
        { merge: true },
      );
    const id = newId();
    const listLines = lines.map((line) => ({ ...line, note: "" }));
    await db
      .doc(paths.setList(id))
      .set({ ownerUid: customer.uid, name: "Diner", production: "", lines: listLines, ...dates });
    return id;
  }

  const availability = (caller: Caller, propIds: string[] | null, from = inDays(10), to = inDays(20)) =>
    caller.call<ReadAvailabilityResult>("readAvailability", { vendorId, pickUpDate: from, returnDate: to, propIds });

  const placeOrder = (customer: Caller, setListId: string, orderId = newId()) =>
    customer.call<PlaceOrderResult>("placeOrder", {
      vendorId,
      orderId,
      setListId,
      request: { ...request, pickUpDate: inDays(10), returnDate: inDays(20) },
    });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(testVendor(vendorId));
    [staff, visitor] = [await staffCaller(emulators, vendorId), visitorCaller(emulators)];
  });
  afterAll(() => closeCallers());

  it("reads what is free for the dates: held and ordered props take stock, other dates are free", async () => {
    const [stools, lamp] = [await prop(3), await prop(1, "Brass desk lamp")];
    const jo = await signedInCaller(emulators);
    await jo.call<HoldResult>("holdSetList", {
      vendorId,
      setListId: await customerWithList(jo, [
        { propId: stools, quantity: 1 },
        { propId: lamp, quantity: 1 },
      ]),
    });

    const read = await availability(visitor, [stools, lamp]);
    expect(read.props[stools]).toEqual({ stock: 3, available: 2, bookedUntil: null });
    expect(read.props[lamp]).toEqual({ stock: 1, available: 0, bookedUntil: inDays(20) });
    expect(read.unavailable).toEqual([lamp]);
    // Staff are told whose bookings they are; a visitor is not.
    const forStaff = await availability(staff, [lamp]);
    expect(forStaff.props[lamp]?.conflicts).toEqual([expect.stringMatching(/^hold by Dana /)]);
    // The day after the return, everything is free again; with no prop ids, the booked ones with none free.
    expect((await availability(visitor, [lamp], inDays(21), inDays(25))).props[lamp]?.available).toBe(1);
    expect((await availability(visitor, null)).unavailable).toContain(lamp);
    expect((await availability(visitor, null, inDays(21), inDays(25))).unavailable).not.toContain(lamp);
  });

  it("gives the last one to exactly one of two customers holding it at once", async () => {
    const last = await prop(1);
    const [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    const lists = await Promise.all([jo, sam].map((who) => customerWithList(who, [{ propId: last, quantity: 1 }])));
    const results = await Promise.allSettled(
      [jo, sam].map((who, index) => who.call<HoldResult>("holdSetList", { vendorId, setListId: lists[index] })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = (results.find((result) => result.status === "rejected") as PromiseRejectedResult).reason as {
      code: string;
      message: string;
    };
    expect(refused.code).toBe("functions/failed-precondition");
    expect(refused.message).toMatch(/Chrome diner stool \(BK-[\d-]+\): 1 wanted, booked until/);
    const doc = await db.doc(paths.propBooking(last)).get();
    expect(doc.get("bookings")).toHaveLength(1);
  });

  it("gives the last one to exactly one of two customers ordering it at once", async () => {
    const last = await prop(1);
    const [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    const lists = await Promise.all([jo, sam].map((who) => customerWithList(who, [{ propId: last, quantity: 1 }])));
    const results = await Promise.allSettled([jo, sam].map((who, index) => placeOrder(who, lists[index]!)));
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await availability(visitor, [last])).props[last]?.available).toBe(0);
  });

  it("frees a lapsed hold's stock with no one acting, and lets another customer hold it", async () => {
    const last = await prop(1);
    const [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    const joList = await customerWithList(jo, [{ propId: last, quantity: 1 }]);
    const { expiresAt } = await jo.call<HoldResult>("holdSetList", { vendorId, setListId: joList });
    // The hold period is the vendor's (48 hours for the test vendor).
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect((await availability(visitor, [last])).props[last]?.available).toBe(0);
    // The clock moves past the expiry: the stored booking now says it lapsed a minute ago.
    const bookings = (await db.doc(paths.propBooking(last)).get()).get("bookings") as { expiresAt: string }[];
    const lapsed = bookings.map((booking) => ({ ...booking, expiresAt: new Date(Date.now() - 60_000).toISOString() }));
    await db.doc(paths.propBooking(last)).update({ bookings: lapsed });
    expect((await availability(visitor, [last])).props[last]?.available).toBe(1);
    const samList = await customerWithList(sam, [{ propId: last, quantity: 1 }]);
    await sam.call<HoldResult>("holdSetList", { vendorId, setListId: samList });
    const kept = (await db.doc(paths.propBooking(last)).get()).get("bookings") as { key: string }[];
    expect(kept.map((booking) => booking.key)).toEqual([bookingKey.hold(samList)]);
  });

  it("lets staff extend a hold and the customer release it; no one else may", async () => {
    const stools = await prop(2);
    const [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    const setListId = await customerWithList(jo, [{ propId: stools, quantity: 2 }]);
    const first = await jo.call<HoldResult>("holdSetList", { vendorId, setListId });
    expect(await refusal(jo.call("extendHold", { vendorId, holdId: setListId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    const extended = await staff.call<HoldResult>("extendHold", { vendorId, holdId: setListId });
    expect(Date.parse(extended.expiresAt)).toBeGreaterThanOrEqual(Date.parse(first.expiresAt));
    // On the list's own page its hold does not count against it; for anyone else it does.
    const ownView = { vendorId, pickUpDate: inDays(10), returnDate: inDays(20), propIds: [stools], ownHold: setListId };
    const own = await jo.call<ReadAvailabilityResult>("readAvailability", ownView);
    expect(own.props[stools]?.available).toBe(2);
    expect((await sam.call<ReadAvailabilityResult>("readAvailability", ownView)).props[stools]?.available).toBe(0);
    expect((await db.doc(paths.hold(setListId)).get()).get("extendedBy")).toBe(staff.uid);
    expect(await refusal(sam.call("releaseHold", { vendorId, holdId: setListId }))).toMatchObject({
      code: "functions/permission-denied",
    });
    await jo.call("releaseHold", { vendorId, holdId: setListId });
    expect((await db.doc(paths.hold(setListId)).get()).exists).toBe(false);
    expect((await availability(visitor, [stools])).props[stools]?.available).toBe(2);
  });

  it("refuses to hold a list without dates, or with a pick-up in the past", async () => {
    const stools = await prop(2);
    const jo = await signedInCaller(emulators);
    const undated = await customerWithList(jo, [{ propId: stools, quantity: 1 }], { pickUpDate: "", returnDate: "" });
    expect((await refusal(jo.call("holdSetList", { vendorId, setListId: undated }))).message).toMatch(
      /^Choose the dates of "Diner" before holding it: the pick-up date is required/,
    );
    const past = await customerWithList(jo, [{ propId: stools, quantity: 1 }], {
      pickUpDate: inDays(-3),
      returnDate: inDays(3),
    });
    expect((await refusal(jo.call("holdSetList", { vendorId, setListId: past }))).message).toMatch(
      /the pick-up date must be today or later/,
    );
  });

  it("turns the customer's hold into the order's, and refuses to confirm an order that would overbook", async () => {
    const last = await prop(1);
    const [jo, sam] = await Promise.all([signedInCaller(emulators), signedInCaller(emulators)]);
    const joList = await customerWithList(jo, [{ propId: last, quantity: 1 }]);
    await jo.call<HoldResult>("holdSetList", { vendorId, setListId: joList });
    // Ordering what one holds is not a conflict with oneself: the hold becomes the order's.
    const orderId = newId();
    await placeOrder(jo, joList, orderId);
    expect((await db.doc(paths.hold(joList)).get()).exists).toBe(false);
    const keys = ((await db.doc(paths.propBooking(last)).get()).get("bookings") as { key: string }[]).map((b) => b.key);
    expect(keys).toEqual([bookingKey.order(orderId)]);
    expect((await db.doc(paths.order(orderId)).get()).get("heldUntil")).toEqual(expect.any(String));

    // The order's hold lapses before staff confirm it, and another customer holds the prop meanwhile.
    const stored = (await db.doc(paths.propBooking(last)).get()).get("bookings") as object[];
    const lapsed = stored.map((booking) => ({ ...booking, expiresAt: new Date(Date.now() - 60_000).toISOString() }));
    await db.doc(paths.propBooking(last)).update({ bookings: lapsed });
    const samList = await customerWithList(sam, [{ propId: last, quantity: 1 }]);
    await sam.call<HoldResult>("holdSetList", { vendorId, setListId: samList });

    const confirm = { vendorId, orderId, status: "confirmed", note: "" };
    const refused = await refusal(staff.call("setOrderStatus", confirm));
    expect(refused.code).toBe("functions/failed-precondition");
    expect(refused.message).toMatch(/1 wanted, booked until .* \(taken by hold by Dana /);
    expect((await db.doc(paths.order(orderId)).get()).get("status")).toBe("placed");

    // Once the other hold is released, confirming books the prop for good, and cancelling frees it.
    await staff.call("releaseHold", { vendorId, holdId: samList });
    await staff.call("setOrderStatus", confirm);
    const booked = (await db.doc(paths.propBooking(last)).get()).get("bookings") as { kind: string; ref: string }[];
    expect(booked).toEqual([
      expect.objectContaining({ kind: "order", expiresAt: null, ref: `order ${orderReference(orderId)}` }),
    ]);
    await staff.call("setOrderStatus", { ...confirm, status: "cancelled" });
    expect((await db.doc(paths.propBooking(last)).get()).get("bookings")).toEqual([]);
  });

  it("books only lines the catalogue has, in whole quantities; leaves out props with none in stock", async () => {
    const stools = await prop(1);
    const jo = await signedInCaller(emulators);
    // A set list is the customer's own writing: a negative quantity would free stock for everyone else.
    const negative = await customerWithList(jo, [{ propId: stools, quantity: -5 }]);
    expect(await refusal(jo.call("holdSetList", { vendorId, setListId: negative }))).toMatchObject({
      code: "functions/invalid-argument",
      message:
        `The line for "${stools}" needs a prop id and a quantity from 1 to 999; ` +
        "change it on the set list and try again",
    });
    const unknown = await customerWithList(jo, [{ propId: "NOT-IN-CATALOGUE", quantity: 1 }]);
    expect((await refusal(jo.call("holdSetList", { vendorId, setListId: unknown }))).message).toBe(
      "Prop NOT-IN-CATALOGUE is no longer in the catalogue; remove it and try again",
    );
    expect((await db.doc(paths.propBooking("NOT-IN-CATALOGUE")).get()).exists).toBe(false);
    const none = await prop(0);
    expect((await availability(visitor, null)).unavailable).toContain(none);
    const many = Array.from({ length: 101 }, (_, index) => `${stools}-${index}`);
    expect((await refusal(availability(visitor, many))).message).toBe(
      "Ask about at most 100 props at once, or log in to check a set list",
    );
  });

  it("refuses bad dates and too many props by field", async () => {
    const bad = await refusal(
      visitor.call("readAvailability", { vendorId, pickUpDate: "soon", returnDate: inDays(3), propIds: "all" }),
    );
    expect(bad.code).toBe("functions/invalid-argument");
    expect(bad.details).toEqual({
      fieldErrors: {
        pickUpDate: "must be a date like 2026-12-01",
        propIds: "must be a list of prop ids, or null for every booked prop",
      },
    });
  });
});
