// The dock on the emulators (issue 34): scanning every line checks an order out and the driver's hand-over takes it
// out; a stranger prop or one too many is refused with a message and changes nothing; a partial check-out hands over
// what was scanned and a later hand-over the rest; and the customer, staff signed in as the customer, and another
// prop house's staff can do none of it.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type HandOverResult,
  type Order,
  type ScanOutResult,
  type StartImpersonationResult,
  orderReference,
} from "@backlot/domain";
import { signaturePng } from "../../../test/sample-signature.js";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, mailTo, refusal, tokenCaller } from "../../../test/world.js";

describeOnEmulators("the dock", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  let newId: StaffHouse["newId"];
  let refusedToOthers: StaffHouse["refusedToOthers"];

  const lines = [
    { propId: "BPH-1", quantity: 2, note: "" },
    { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
  ];
  const estimate = {
    lines: [
      { propId: "BPH-1", name: "Chrome stool", weeklyRate: 1000, quantity: 2, byWeek: [2000], total: 2000 },
      {
        propId: "BPH-2",
        variantId: "oak",
        name: "Bentwood chair (Oak)",
        weeklyRate: 500,
        quantity: 1,
        byWeek: [500],
        total: 500,
      },
    ],
  };

  async function order(status = "confirmed"): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({
      uid: customer.uid,
      setListName: "Diner",
      contact,
      status,
      lines,
      estimate,
      pickUpDate: "2027-03-01",
      returnDate: "2027-03-08",
    });
    return id;
  }
  const stored = async (id: string) => (await db.doc(paths.order(id)).get()).data() as Order & Record<string, unknown>;
  const scan = (orderId: string, code: string, caller = staff) =>
    caller.call<ScanOutResult>("scanOut", { vendorId, orderId, code });
  const handOver = (orderId: string, extra: Record<string, unknown> = {}) =>
    staff.call<HandOverResult>("handOver", {
      vendorId,
      orderId,
      driverName: "Sam Driver",
      signature: signaturePng,
      ...extra,
    });

  beforeAll(async () => {
    ({ db, staff, customer, newId, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("checks an order out when every line is scanned, and the driver's hand-over takes it out", async () => {
    const id = await order();
    expect(await scan(id, "BPH-1")).toEqual({ line: "BPH-1", scanned: 1, quantity: 2 });
    expect(await scan(id, "bph-1")).toEqual({ line: "BPH-1", scanned: 2, quantity: 2 });
    expect(await scan(id, "BPH-2")).toEqual({ line: "BPH-2/oak", scanned: 1, quantity: 1 });
    expect((await stored(id)).scannedOut).toEqual({ "BPH-1": 2, "BPH-2/oak": 1 });

    const { handoverId, pieces } = await handOver(id);
    expect(pieces).toEqual({ "BPH-1": 2, "BPH-2/oak": 1 });
    const after = await stored(id);
    expect(after.status).toBe("out");
    expect(after.handovers).toEqual([
      expect.objectContaining({ id: handoverId, driverName: "Sam Driver", pieces, byName: staff.email.split("@")[0] }),
    ]);
    expect(after.history?.at(-1)).toMatchObject({ status: "out", by: staff.uid, note: "Handed over to Sam Driver." });
    // The signature is kept apart, where only staff read it.
    expect((await db.doc(paths.handover(handoverId)).get()).data()).toMatchObject({
      orderId: id,
      uid: customer.uid,
      driverName: "Sam Driver",
      signature: signaturePng,
      staffUid: staff.uid,
      pieces,
    });
    const mail = (await mailTo(db, contact.email)).filter((each) => each.message.subject.includes(orderReference(id)));
    expect(mail.map((each) => each.message.subject)).toEqual([`Order ${orderReference(id)}: Out on rental`]);
  });

  it("refuses a stranger prop and one too many with a message, and counts nothing", async () => {
    const id = await order();
    const reference = orderReference(id);
    expect(await refusal(scan(id, "BPH-77"))).toMatchObject({
      code: "functions/failed-precondition",
      message: `BPH-77 is not on order ${reference}: keep it off the truck`,
    });
    await scan(id, "BPH-2");
    expect(await refusal(scan(id, "BPH-2"))).toMatchObject({
      code: "functions/failed-precondition",
      message: "One too many: the order's one Bentwood chair (Oak) is scanned out already",
    });
    expect((await stored(id)).scannedOut).toEqual({ "BPH-2/oak": 1 });
    expect(await refusal(scan(id, ""))).toMatchObject({ code: "functions/invalid-argument" });
    const placed = await refusal(handOver(await order("placed")));
    expect(placed.code).toBe("functions/failed-precondition");
    expect(placed.message).toMatch(/is not confirmed yet: confirm it, then check it out$/);
  });

  it("hands over part of an order, then the rest; a hand tick never goes below what was signed for", async () => {
    const id = await order();
    await scan(id, "BPH-1");
    expect((await handOver(id, { driverName: "First Van" })).pieces).toEqual({ "BPH-1": 1 });
    expect((await stored(id)).status).toBe("out");
    expect((await refusal(handOver(id))).message).toBe(
      `Nothing on order ${orderReference(id)} is scanned out and waiting for the driver: ` + "scan the pieces first",
    );
    // The chair by hand (its label is torn), the second stool by scan.
    await staff.call("tickOut", { vendorId, orderId: id, line: "BPH-2/oak", scannedOut: 1 });
    await scan(id, "BPH-1");
    const untick = await refusal(staff.call("tickOut", { vendorId, orderId: id, line: "BPH-1", scannedOut: 0 }));
    expect(untick.code).toBe("functions/failed-precondition");
    expect(untick.message).toBe(
      `BPH-1 on order ${orderReference(id)}: ` +
        "scanned out must be a whole number from 1 (handed over already) to 2, not 0",
    );
    expect((await handOver(id, { driverName: "Second Van" })).pieces).toEqual({ "BPH-1": 1, "BPH-2/oak": 1 });
    const after = await stored(id);
    expect(after.handovers?.map((each) => [each.driverName, each.pieces])).toEqual([
      ["First Van", { "BPH-1": 1 }],
      ["Second Van", { "BPH-1": 1, "BPH-2/oak": 1 }],
    ]);
    // Out once: the second hand-over adds to the order, it does not take it out again.
    expect(after.history?.filter((step) => step.status === "out")).toHaveLength(1);
  });

  it("takes a hand-over only with the driver's printed name and drawn signature", async () => {
    const id = await order();
    await scan(id, "BPH-1");
    expect(await refusal(handOver(id, { driverName: " " }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { driverName: "is required" } },
    });
    expect(await refusal(handOver(id, { signature: "data:image/jpeg;base64,AAAA" }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { signature: "must be a PNG data URL (starting data:image/png;base64,)" } },
    });
    expect((await stored(id)).status).toBe("confirmed");
  });

  describe("who may", () => {
    it(
      "is staff's alone: a visitor, an anonymous session, the customer (unapproved), staff as the customer, " +
        "another house's staff are refused",
      async () => {
        const id = await order();
        // The customer's account awaits approval: an unapproved account is refused like any other non-staff caller.
        expect((await db.doc(paths.user(customer.uid)).get()).data()).toMatchObject({ isAuthorized: null });
        await refusedToOthers("scanOut", { vendorId, orderId: id, code: "BPH-1" });
        await refusedToOthers("tickOut", { vendorId, orderId: id, line: "BPH-1", scannedOut: 1 });
        await refusedToOthers("handOver", { vendorId, orderId: id, driverName: "Jo", signature: signaturePng });
        const started = await staff.call<StartImpersonationResult>("startImpersonation", {
          vendorId,
          uid: customer.uid,
          reason: "Checking what they see of the dock",
        });
        const session = await tokenCaller(emulators, started.token);
        expect(await refusal(scan(id, "BPH-1", session))).toMatchObject({ code: "functions/permission-denied" });
        expect(
          await refusal(session.call("handOver", { vendorId, orderId: id, driverName: "Jo", signature: signaturePng })),
        ).toMatchObject({ code: "functions/permission-denied" });
        const after = await stored(id);
        expect(after.scannedOut).toBeUndefined();
        expect(after.status).toBe("confirmed");
      },
    );
  });
});
