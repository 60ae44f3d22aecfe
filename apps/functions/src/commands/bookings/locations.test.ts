// Pickup locations on the emulators (issue 37; decision 0053): a vendor with two docks and a
// warehouse, props split between them, holds and orders booked at the set list's location,
// availability read per location with what the others have, and staff moving stock between them.
// Beside each legitimate flow, its attack: a customer or another vendor's staff moving stock, a
// session of staff acting as a customer, a location the vendor does not have or does not list.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import type {
  HoldResult,
  PlaceOrderResult,
  ReadAvailabilityResult,
  StartImpersonationResult,
  TransferStockResult,
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
import { testCaptchaToken } from "../../shared/verify-captcha.js";
import { dock, locations, twoDockHelpers } from "../../../test/two-docks.js";

const vendorId = "test-two-docks";
const paths = vendorPaths(vendorId);
describeOnEmulators("pickup locations", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let visitor: Caller;
  const newId = () => db.collection("ids").doc().id;

  const { prop, customerWithList, orderRequest } = twoDockHelpers(emulators, paths, newId);

  const availability = (caller: Caller, propIds: string[] | null, locationId?: string, from = inDays(10)) =>
    caller.call<ReadAvailabilityResult>("readAvailability", {
      vendorId,
      pickUpDate: from,
      returnDate: inDays(20),
      propIds,
      ...(locationId ? { locationId } : {}),
    });

  const transfer = (caller: Caller, propId: string, quantity: number, more: Record<string, unknown> = {}) =>
    caller.call<TransferStockResult>("transferStock", {
      vendorId,
      transferId: newId(),
      propId,
      quantity,
      from: "vancouver",
      to: "toronto",
      leaves: inDays(5),
      arrives: inDays(8),
      ...more,
    });

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set({ ...testVendor(vendorId), locations });
    [staff, visitor] = [await staffCaller(emulators, vendorId), visitorCaller(emulators)];
  });
  afterAll(() => closeCallers());

  it("holds at the set list's location, from its stock alone, and says what the others have free", async () => {
    const lockers = await prop({ toronto: 1, vancouver: 2 });
    const inVancouver = await customerWithList([{ propId: lockers, quantity: 2 }], "vancouver");
    await inVancouver.customer.call<HoldResult>("holdSetList", { vendorId, setListId: inVancouver.setListId });
    expect((await db.doc(paths.hold(inVancouver.setListId)).get()).get("locationId")).toBe("vancouver");
    const [booking] = (await db.doc(paths.propBooking(lockers)).get()).get("bookings") as { locationId?: string }[];
    expect(booking?.locationId).toBe("vancouver");

    // Vancouver has none left; Toronto's one is untouched. The unlisted warehouse is never offered to a customer.
    const atVancouver = await availability(visitor, [lockers], "vancouver");
    expect(atVancouver.props[lockers]).toEqual({
      stock: 2,
      available: 0,
      bookedUntil: inDays(20),
      elsewhere: { toronto: 1 },
    });
    const atToronto = await availability(visitor, [lockers], "toronto");
    expect(atToronto.props[lockers]).toMatchObject({ stock: 1, available: 1, elsewhere: { vancouver: 0 } });
    // A list that names no location is the first's: Toronto.
    expect((await availability(visitor, [lockers])).props[lockers]).toMatchObject({ stock: 1, available: 1 });

    const inToronto = await customerWithList([{ propId: lockers, quantity: 1 }], "toronto");
    await inToronto.customer.call<HoldResult>("holdSetList", { vendorId, setListId: inToronto.setListId });
    const lateInVancouver = await customerWithList([{ propId: lockers, quantity: 1 }], "vancouver");
    const late = await refusal(
      lateInVancouver.customer.call("holdSetList", { vendorId, setListId: lateInVancouver.setListId }),
    );
    expect(late.code).toBe("functions/failed-precondition");
    expect(late.message).toMatch(/^Not enough free for these dates: Steel locker \(LC-[\d-]+\): 1 wanted/);
  });

  it("orders at the set list's location, and the order remembers it", async () => {
    const lockers = await prop({ toronto: 0, vancouver: 1 });
    const { customer, setListId } = await customerWithList([{ propId: lockers, quantity: 1 }], "vancouver");
    const orderId = newId();
    await customer.call<PlaceOrderResult>("placeOrder", {
      vendorId,
      orderId,
      setListId,
      request: orderRequest(customer),
    });
    expect((await db.doc(paths.order(orderId)).get()).get("locationId")).toBe("vancouver");
    expect((await availability(visitor, [lockers], "vancouver")).props[lockers]?.available).toBe(0);
    // Toronto has none: the filter ("available for my dates") there names it whatever Vancouver's orders.
    expect((await availability(visitor, null, "toronto")).unavailable).toContain(lockers);
  });

  it("quotes for the set list's location, and the accepted quote's order books there", async () => {
    const lockers = await prop({ toronto: 1, vancouver: 1 });
    const { customer, setListId } = await customerWithList([{ propId: lockers, quantity: 1 }], "vancouver");
    const quoteRequestId = newId();
    await customer.call("requestQuote", {
      vendorId,
      requestId: quoteRequestId,
      setListId,
      request: { ...orderRequest(customer), lines: [] },
      captchaToken: testCaptchaToken("quote_request"),
    });
    const quote = db.doc(`${paths.quoteRequests}/${quoteRequestId}`);
    expect((await quote.get()).get("locationId")).toBe("vancouver");
    const lines = [{ propId: lockers, quantity: 1, weeklyRate: 1800 }];
    await staff.call("answerQuote", { vendorId, quoteRequestId, lines, note: "" });
    const orderId = newId();
    await customer.call("acceptQuote", { vendorId, quoteRequestId, orderId });
    expect((await db.doc(paths.order(orderId)).get()).get("locationId")).toBe("vancouver");
    expect((await availability(visitor, [lockers], "vancouver")).props[lockers]?.available).toBe(0);
    expect((await availability(visitor, [lockers], "toronto")).props[lockers]?.available).toBe(1);
  });

  it("keeps the dock a request without a set list names, a listed one only", async () => {
    const lockers = await prop({ toronto: 1, vancouver: 1 });
    const { customer } = await customerWithList([{ propId: lockers, quantity: 1 }], "vancouver");
    const request = { ...orderRequest(customer), lines: [{ propId: lockers, quantity: 1 }] };
    const captchaToken = testCaptchaToken("quote_request");
    const ask = async (locationId?: string, caller: Caller = customer) => {
      const requestId = newId();
      await caller.call("requestQuote", { vendorId, requestId, setListId: null, locationId, request, captchaToken });
      return (await db.doc(`${paths.quoteRequests}/${requestId}`).get()).get("locationId") as unknown;
    };
    expect(await ask("vancouver")).toBe("vancouver");
    expect(await ask("vancouver", visitor)).toBe("vancouver");
    // None named: the first dock a customer may pick up from.
    expect(await ask()).toBe("toronto");
    expect(await refusal(ask("warehouse"))).toMatchObject({ code: "functions/invalid-argument" });
    expect(await refusal(ask("warehouse", visitor))).toMatchObject({ code: "functions/invalid-argument" });
    expect((await refusal(ask("Vancouver, BC"))).message).toContain("locationId must be a pickup location's id");
  });

  it("refuses a customer a location the vendor does not have or list; staff see every one", async () => {
    const lockers = await prop({ toronto: 1, warehouse: 4 });
    const nowhere = await customerWithList([{ propId: lockers, quantity: 1 }], "calgary");
    expect(await refusal(nowhere.customer.call("holdSetList", { vendorId, setListId: nowhere.setListId }))).toEqual({
      code: "functions/invalid-argument",
      message:
        '"calgary" is not a location to pick "Locker room" up from; choose one of Toronto (toronto), Vancouver ' +
        "(vancouver)",
      details: undefined,
    });
    const unlisted = await customerWithList([{ propId: lockers, quantity: 1 }], "warehouse");
    expect(
      (await refusal(unlisted.customer.call("holdSetList", { vendorId, setListId: unlisted.setListId }))).code,
    ).toBe("functions/invalid-argument");
    expect((await refusal(availability(visitor, [lockers], "warehouse"))).code).toBe("functions/invalid-argument");
    expect((await refusal(availability(visitor, [lockers], "Not An Id"))).code).toBe("functions/invalid-argument");
    const forStaff = await availability(staff, [lockers], "warehouse");
    expect(forStaff.props[lockers]).toMatchObject({ stock: 4, available: 4, elsewhere: { toronto: 1, vancouver: 0 } });
  });

  it("moves stock for staff: out at the source when it leaves, in at the destination on arrival, once", async () => {
    const lockers = await prop({ toronto: 1, vancouver: 3 });
    const transferId = newId();
    const moved = await transfer(staff, lockers, 2, { transferId });
    expect(moved).toEqual({ transferId, created: true });
    // Sent again (a retry), it moves nothing more.
    expect(await transfer(staff, lockers, 2, { transferId })).toEqual({ transferId, created: false });

    expect((await availability(visitor, [lockers], "toronto")).props[lockers]).toMatchObject({ available: 3 });
    expect((await availability(visitor, [lockers], "vancouver")).props[lockers]).toMatchObject({ available: 1 });
    // While the pieces are on the road (day 6 to 7) neither dock can rent them.
    const onTheRoad = await availability(visitor, [lockers], "toronto", inDays(6));
    expect(onTheRoad.props[lockers]).toMatchObject({ available: 1 });
    const forStaff = await availability(staff, [lockers], "vancouver");
    expect(forStaff.props[lockers]?.conflicts).toEqual([`transfer ${transferId} to toronto`]);

    // A prop Toronto had none of is available there once some have arrived: the filter counts the transfer too.
    const moving = await prop({ vancouver: 2 });
    await transfer(staff, moving, 2);
    expect((await availability(visitor, null, "toronto")).unavailable).not.toContain(moving);
    expect((await availability(visitor, null, "toronto", inDays(6))).unavailable).toContain(moving);

    // Vancouver has one left: a hold there takes it, and then it cannot spare another.
    const held = await customerWithList([{ propId: lockers, quantity: 1 }], "vancouver");
    await held.customer.call<HoldResult>("holdSetList", { vendorId, setListId: held.setListId });
    const refused = await refusal(transfer(staff, lockers, 1));
    expect(refused.code).toBe("functions/failed-precondition");
    expect(refused.message).toMatch(/^Vancouver cannot spare 1 of Steel locker \(LC-[\d-]+\) from .* 0 free then, /);
    expect(refused.message).toMatch(/the rest taken by .*hold by Robin .*\. Move fewer, later, or free them first$/);
  });

  it("refuses to move stock for anyone but the vendor's staff, or with dates or places that cannot be", async () => {
    const lockers = await prop({ vancouver: 2 });
    // A new account, not yet approved by the house; then the same customer approved.
    const customer = await signedInCaller(emulators);
    expect((await refusal(transfer(customer, lockers, 1))).code).toBe("functions/permission-denied");
    expect((await refusal(transfer(visitor, lockers, 1))).code).toBe("functions/unauthenticated");
    const otherStaff = await staffCaller(emulators, "test-other-house");
    expect((await refusal(transfer(otherStaff, lockers, 1))).code).toBe("functions/permission-denied");
    // Staff signed in as a customer act as the customer: the session carries no staff claim.
    await db.doc(paths.user(customer.uid)).set({ email: customer.email, firstName: "Robin", isAuthorized: true });
    expect((await refusal(transfer(customer, lockers, 1))).code).toBe("functions/permission-denied");
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: customer.uid,
      reason: "Checking their set list on the phone",
    });
    const asCustomer = await tokenCaller(emulators, started.token);
    expect((await refusal(transfer(asCustomer, lockers, 1))).code).toBe("functions/permission-denied");

    expect(await refusal(transfer(staff, lockers, 1, { to: "vancouver" }))).toMatchObject({
      message: 'A transfer moves stock between two locations; both were "vancouver"',
    });
    expect(await refusal(transfer(staff, lockers, 1, { to: "calgary" }))).toMatchObject({
      message: '"calgary" is not one of this prop house\'s locations (toronto, vancouver, warehouse)',
    });
    expect((await refusal(transfer(staff, lockers, 1, { leaves: inDays(-1) }))).message).toMatch(
      /^A transfer cannot leave before today/,
    );
    expect((await refusal(transfer(staff, lockers, 1, { arrives: inDays(2) }))).message).toMatch(
      /^It cannot arrive \(.*\) before it leaves/,
    );
    expect((await refusal(transfer(staff, lockers, 0))).code).toBe("functions/invalid-argument");
    // None of these moved anything.
    expect((await db.doc(paths.propBooking(lockers)).get()).get("transfers")).toBeUndefined();
  });
});

describeOnEmulators("a vendor with one location", (emulators) => {
  const oneDock = "test-one-dock";
  afterAll(() => closeCallers());

  it("books as it always did, and refuses a location it does not have", async () => {
    const db = adminFirestore(emulators);
    await db.doc(vendorPaths(oneDock).vendor).set(testVendor(oneDock));
    await db.doc(vendorPaths(oneDock).prop("ONE-1")).set({ name: "Stool", weeklyRate: 500, quantity: 2 });
    const visitor = visitorCaller(emulators);
    const read = (locationId?: string) =>
      visitor.call<ReadAvailabilityResult>("readAvailability", {
        vendorId: oneDock,
        pickUpDate: inDays(10),
        returnDate: inDays(12),
        propIds: ["ONE-1"],
        ...(locationId ? { locationId } : {}),
      });
    expect((await read()).props["ONE-1"]).toEqual({ stock: 2, available: 2, bookedUntil: null });
    expect(await refusal(read("toronto"))).toMatchObject({
      code: "functions/invalid-argument",
      message: "This prop house has one location; leave the location out of props",
    });
    const quote = visitor.call("requestQuote", {
      vendorId: oneDock,
      requestId: db.collection("ids").doc().id,
      setListId: null,
      locationId: "toronto",
      request: {
        contact: { name: "Robin Vale", email: "robin@studio.example", phone: "", company: "" },
        production: "North Shore",
        fulfilment: "pickup",
        deliveryAddress: "",
        notes: "",
        pickUpDate: inDays(10),
        returnDate: inDays(12),
        lines: [{ propId: "ONE-1", quantity: 1 }],
      },
      captchaToken: testCaptchaToken("quote_request"),
    });
    expect(await refusal(quote)).toMatchObject({
      message: "This prop house has one location; leave the location out of the request",
    });
  });
});

describeOnEmulators("a vendor whose first location is an unlisted warehouse", (emulators) => {
  const house = "test-warehouse-first";
  afterAll(() => closeCallers());

  it("answers a customer who names no location for the first listed one, and staff for the warehouse", async () => {
    const db = adminFirestore(emulators);
    const docks = [dock("warehouse", "Mississauga", false), dock("toronto", "Toronto")];
    await db.doc(vendorPaths(house).vendor).set({ ...testVendor(house), locations: docks });
    const stockByLocation = { warehouse: 5, toronto: 1 };
    await db.doc(vendorPaths(house).prop("WH-1")).set({ name: "Crate", weeklyRate: 500, quantity: 6, stockByLocation });
    const read = (caller: Caller) =>
      caller.call<ReadAvailabilityResult>("readAvailability", {
        vendorId: house,
        pickUpDate: inDays(10),
        returnDate: inDays(12),
        propIds: ["WH-1"],
      });
    expect((await read(visitorCaller(emulators))).props["WH-1"]).toMatchObject({ stock: 1, available: 1 });
    expect((await read(await staffCaller(emulators, house))).props["WH-1"]).toMatchObject({ stock: 5, available: 5 });
  });
});
