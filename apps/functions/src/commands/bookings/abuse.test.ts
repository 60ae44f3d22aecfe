// Holds, availability and orders against abuse (issue 31), each attack beside the flow that must
// still work: only approved customers hold; holding again never moves a live hold's expiry; a
// customer holds at most the vendor's maxHeldLines; availability is asked from today to the
// vendor's horizon, in bounded reads, and visitors are limited by address; hidden props are
// neither held, ordered nor answered about.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type HoldResult,
  type ReadAvailabilityResult,
  availabilityReadLimit,
  availabilityVisitorRateLimit,
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

const vendorId = "test-abuse-house";
const paths = vendorPaths(vendorId);
// A small cap, so the test needs few lines; the tenant's default is far larger (tenant.schema.json).
const vendor = { ...testVendor(vendorId), maxHeldLines: 3, availabilityHorizonDays: 100 };

describeOnEmulators("holds and availability against abuse", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let count = 0;
  const newId = () => db.collection("ids").doc().id;

  async function prop(quantity: number, extra: Record<string, unknown> = {}): Promise<string> {
    const propId = `AB-${Date.now()}-${++count}`;
    await db.doc(paths.prop(propId)).set({ name: `Diner stool ${count}`, weeklyRate: 1250, quantity, ...extra });
    return propId;
  }

  /** A customer (approved unless told otherwise) with a set list of these props, one each. */
  async function customer(isAuthorized: boolean | null = true) {
    const caller = await signedInCaller(emulators);
    await db
      .doc(paths.user(caller.uid))
      .set({ email: caller.email, firstName: "Dana", lastName: "Reyes", isAuthorized });
    const list = async (propIds: string[], dates = { pickUpDate: inDays(10), returnDate: inDays(20) }) => {
      const id = newId();
      const lines = propIds.map((propId) => ({ propId, quantity: 1, note: "" }));
      await db.doc(paths.setList(id)).set({ ownerUid: caller.uid, name: "Diner", production: "", lines, ...dates });
      return id;
    };
    return { caller, list };
  }

  const ask = (caller: Caller, propIds: string[] | null, from = inDays(10), to = inDays(20)) =>
    caller.call<ReadAvailabilityResult>("readAvailability", { vendorId, pickUpDate: from, returnDate: to, propIds });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    staff = await staffCaller(emulators, vendorId);
  });
  afterAll(() => closeCallers());

  it("lets only approved customers hold: an account awaiting approval, or a denied one, holds nothing", async () => {
    const stools = await prop(5);
    for (const standing of [null, false]) {
      const { caller, list } = await customer(standing);
      const refused = await refusal(caller.call("holdSetList", { vendorId, setListId: await list([stools]) }));
      expect(refused.code).toBe("functions/permission-denied");
      expect(refused.message).toMatch(/^Test Prop House has not approved this account/);
    }
    expect((await db.doc(paths.propBooking(stools)).get()).exists).toBe(false);
    const { caller, list } = await customer(true);
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId: await list([stools]) });
    expect((await ask(staff, [stools])).props[stools]?.available).toBe(4);
  });

  it("keeps a live hold's expiry when the list is held again; only staff extend it", async () => {
    const stools = await prop(5);
    const { caller, list } = await customer();
    const setListId = await list([stools]);
    const first = await caller.call<HoldResult>("holdSetList", { vendorId, setListId });
    // The stored hold says it lapses in an hour: holding again must not give it another 48.
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    await db.doc(paths.hold(setListId)).update({ expiresAt: soon });
    const again = await caller.call<HoldResult>("holdSetList", { vendorId, setListId });
    expect(again.expiresAt).toBe(soon);
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.parse(soon));
    const extended = await staff.call<HoldResult>("extendHold", { vendorId, holdId: setListId });
    expect(Date.parse(extended.expiresAt)).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    // Once it has lapsed, holding again is a new hold, with a new period.
    await db.doc(paths.hold(setListId)).update({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const renewed = await caller.call<HoldResult>("holdSetList", { vendorId, setListId });
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 47 * 3_600_000);
  });

  it("holds at most the vendor's number of lines at once, across a customer's lists", async () => {
    const props = await Promise.all([prop(9), prop(9), prop(9), prop(9)]);
    const { caller, list } = await customer();
    const two = await list(props.slice(0, 2));
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId: two });
    const more = await list(props.slice(2, 4));
    const refused = await refusal(caller.call("holdSetList", { vendorId, setListId: more }));
    expect(refused).toMatchObject({
      code: "functions/resource-exhausted",
      message:
        "You may hold 3 lines at once and hold 2 already, so these 2 do not fit: release a hold you no longer " +
        "need, or ask the prop house",
    });
    // Holding the same list again counts its own lines once.
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId: two });
    await caller.call("releaseHold", { vendorId, holdId: two });
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId: more });
  });

  it("refuses to hold, order, quote or answer a hidden prop, naming it; staff still see it", async () => {
    const hidden = await prop(3, { listed: false, name: "Reset bucket stool" });
    const shown = await prop(3, { listed: true });
    const { caller, list } = await customer();
    const setListId = await list([shown, hidden]);
    const held = await refusal(caller.call("holdSetList", { vendorId, setListId }));
    expect(held).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Reset bucket stool (${hidden}) is no longer offered: the prop house has hidden it from the catalogue. ` +
        `Take it off "Diner" and try again`,
      details: { hiddenPropId: hidden },
    });
    const request = {
      contact: { name: "Dana Reyes", email: caller.email, phone: "", company: "" },
      production: "The Diner",
      pickUpDate: inDays(10),
      returnDate: inDays(20),
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
    };
    const ordered = await refusal(caller.call("placeOrder", { vendorId, orderId: newId(), setListId, request }));
    expect(ordered.message).toMatch(/^Reset bucket stool \(AB-[\d-]+\) is no longer offered/);
    expect((await db.collection(paths.orders).where("uid", "==", caller.uid).get()).size).toBe(0);
    // An answer to a customer never names it: not in their availability, not in the filter's list.
    const answer = await ask(caller, [shown, hidden]);
    expect(Object.keys(answer.props)).toEqual([shown]);
    await db.doc(paths.prop(hidden)).update({ quantity: 0 });
    expect((await ask(visitorCaller(emulators), null)).unavailable).not.toContain(hidden);
    expect((await ask(staff, [hidden])).props[hidden]).toMatchObject({ stock: 0 });
    // Staff may not quote it either, until it is shown again.
    const quoteId = newId();
    await db.doc(`${paths.quoteRequests}/${quoteId}`).set({ ...request, uid: caller.uid, weeks: 2, status: "new" });
    const answered = await refusal(
      staff.call("answerQuote", {
        vendorId,
        quoteRequestId: quoteId,
        lines: [{ propId: hidden, quantity: 1, weeklyRate: 1000 }],
        note: "",
      }),
    );
    expect(answered.message).toMatch(/is no longer offered.*Show it in the catalogue first, or quote without it$/);
    // Shown again, the same list holds.
    await db.doc(paths.prop(hidden)).update({ listed: true, quantity: 3 });
    await caller.call<HoldResult>("holdSetList", { vendorId, setListId });
  });

  it("answers availability from today to the vendor's horizon; staff may look back", async () => {
    const stools = await prop(2);
    const { caller } = await customer();
    const past = await refusal(ask(caller, [stools], inDays(-20), inDays(-10)));
    expect(past).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { pickUpDate: "must be today or later" } },
    });
    const far = await refusal(ask(caller, [stools], inDays(95), inDays(110)));
    expect(far.details).toEqual({ fieldErrors: { returnDate: `must be ${inDays(100)} or earlier` } });
    const yearTwoThousand = await refusal(ask(visitorCaller(emulators), null, "2000-01-03", "2000-12-18"));
    expect(yearTwoThousand.code).toBe("functions/invalid-argument");
    expect((await ask(caller, [stools], inDays(90), inDays(100))).props[stools]?.available).toBe(2);
    expect((await ask(staff, [stools], inDays(-20), inDays(-10))).props[stools]?.available).toBe(2);
    // Holds reach no further than availability does.
    const { caller: far2, list } = await customer();
    const tooFar = await list([stools], { pickUpDate: inDays(95), returnDate: inDays(110) });
    expect((await refusal(far2.call("holdSetList", { vendorId, setListId: tooFar }))).message).toMatch(
      new RegExp(`the return date must be ${inDays(100)} or earlier`),
    );
  });

  it("reads a bounded number of documents for the whole catalogue, and says when the answer is partial", async () => {
    const booked = Array.from({ length: availabilityReadLimit + 1 }, (_, index) => `BULK-${index}`);
    for (let start = 0; start < booked.length; start += 400) {
      const batch = db.batch();
      for (const propId of booked.slice(start, start + 400)) {
        batch.set(db.doc(paths.propBooking(propId)), { propId, lastDay: inDays(30), bookings: [] });
      }
      await batch.commit();
    }
    const answer = await ask(staff, null);
    expect(answer.partial).toBe(true);
    await db.recursiveDelete(db.collection(paths.propBookings));
    expect((await ask(staff, null)).partial).toBeUndefined();
  });

  const perMinute = availabilityVisitorRateLimit.requests;
  it(`takes ${perMinute} questions a minute from a visitor's address, sessions or not`, async () => {
    await db.recursiveDelete(db.collection(`${paths.vendor}/rateLimits`));
    const stools = await prop(2);
    const visitor = visitorCaller(emulators);
    for (let asked = 0; asked < availabilityVisitorRateLimit.requests; asked += 1) await ask(visitor, [stools]);
    const refused = await refusal(ask(visitor, [stools]));
    expect(refused.code).toBe("functions/resource-exhausted");
    expect(refused.message).toMatch(/^Too many availability checks from your address; try again after/);
    expect(await refusal(ask(await signedInCaller(emulators, "anonymous"), [stools]))).toMatchObject({
      code: "functions/resource-exhausted",
    });
    // A customer with an account asks on.
    const { caller } = await customer();
    expect((await ask(caller, [stools])).props[stools]?.available).toBe(2);
  });
});
