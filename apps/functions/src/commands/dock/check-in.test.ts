// Check-in on the emulators (issue 34): pieces scanned back free their stock at once; a damaged piece goes to the
// repair queue with its note and charge and stays booked until staff clear it; a missing one too; the check-in that
// accounts for the last piece takes the order "returned"; a stranger or one too many is refused and changes nothing;
// "returned" by hand is refused while pieces are out; and nobody but the house's staff may do any of it.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CheckInResult,
  type Order,
  type PropBookings,
  type RepairRecord,
  type StartImpersonationResult,
  bookingKey,
  damagePhotoPath,
  orderReference,
} from "@backlot/domain";
import { seedStoredFile } from "@backlot/emulators";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, refusal, tokenCaller } from "../../../test/world.js";

describeOnEmulators("check-in at the dock", (emulators) => {
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
      { propId: "BPH-2", variantId: "oak", name: "Bentwood chair (Oak)", weeklyRate: 500, quantity: 1 },
    ],
  };
  const range = { from: "2027-03-01", to: "2027-03-08" };

  /** An order out with everything handed over, and its props booked for it (BPH-1 also for another order). */
  async function outOrder(handed: Record<string, number> = { "BPH-1": 2, "BPH-2/oak": 1 }): Promise<string> {
    const id = newId();
    await db.doc(paths.order(id)).set({
      uid: customer.uid,
      setListName: "Diner",
      contact,
      status: "out",
      lines,
      estimate,
      pickUpDate: range.from,
      returnDate: range.to,
      handovers: [{ id: "h1", at: Timestamp.fromDate(new Date()), byName: "Sam", driverName: "Ray", pieces: handed }],
    });
    const booked = (propId: string, key: string, quantity: number) => ({
      ...range,
      propId,
      quantity,
      key,
      kind: "order",
      expiresAt: null,
      ref: key,
      uid: customer.uid,
    });
    await db.doc(paths.propBooking("BPH-1")).set({
      propId: "BPH-1",
      bookings: [booked("BPH-1", bookingKey.order(id), 2), booked("BPH-1", "order:other", 1)],
      lastDay: range.to,
    });
    await db.doc(paths.propBooking("BPH-2")).set({
      propId: "BPH-2",
      bookings: [booked("BPH-2", bookingKey.order(id), 1)],
      lastDay: range.to,
    });
    return id;
  }
  const stored = async (id: string) => (await db.doc(paths.order(id)).get()).data() as Order;
  const bookingsOf = async (propId: string) =>
    ((await db.doc(paths.propBooking(propId)).get()).data() as PropBookings).bookings.map((each) => [
      each.key,
      each.quantity,
      each.to,
    ]);
  const scanIn = (orderId: string, code: string, caller = staff) =>
    caller.call<CheckInResult>("scanIn", { vendorId, orderId, code });
  const report = (orderId: string, body: Record<string, unknown>) =>
    staff.call<CheckInResult>("reportReturn", { vendorId, orderId, ...body });

  beforeAll(async () => {
    ({ db, staff, customer, newId, refusedToOthers } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  it("frees each piece scanned back at once, and the last piece takes the order returned", async () => {
    const id = await outOrder();
    expect(await scanIn(id, "bph-1")).toEqual({ line: "BPH-1", back: 1, out: 2, returned: false });
    expect(await bookingsOf("BPH-1")).toEqual([
      ["order:other", 1, range.to],
      [bookingKey.order(id), 1, range.to],
    ]);
    await scanIn(id, "BPH-1");
    expect(await bookingsOf("BPH-1")).toEqual([["order:other", 1, range.to]]);
    expect((await stored(id)).checkIns).toEqual([
      expect.objectContaining({ key: "BPH-1", condition: "fine", pieces: 2 }),
    ]);
    expect(await scanIn(id, "BPH-2")).toEqual({ line: "BPH-2/oak", back: 1, out: 1, returned: true });
    const after = await stored(id);
    expect(after.status).toBe("returned");
    expect(after.history?.at(-1)).toMatchObject({ status: "returned", note: "Checked in at the dock." });
    expect(await bookingsOf("BPH-2")).toEqual([]);
  });

  it("sends a damaged piece and a missing one to the repair queue, booked until staff clear them", async () => {
    const id = await outOrder();
    // The tablet sent a photo of it to the file store first.
    const photo = damagePhotoPath(vendorId, newId(), "seat.jpg");
    await seedStoredFile(emulators.fileStore.root, photo, { contentType: "image/jpeg", size: 2048, uid: staff.uid });
    const damaged = await report(id, {
      line: "BPH-1",
      condition: "damaged",
      pieces: 1,
      note: "Seat cracked",
      charge: 4500,
      photos: [{ path: photo, name: "seat.jpg" }],
    });
    expect(damaged).toMatchObject({ line: "BPH-1", back: 1, out: 2, returned: false });
    const repairKey = bookingKey.repair(damaged.repairId ?? "");
    expect(await bookingsOf("BPH-1")).toEqual([
      ["order:other", 1, range.to],
      [bookingKey.order(id), 1, range.to],
      [repairKey, 1, "9999-12-31"],
    ]);
    const repair = (await db.doc(paths.repair(damaged.repairId ?? "")).get()).data() as RepairRecord;
    expect(repair).toMatchObject({
      orderId: id,
      reference: orderReference(id),
      propId: "BPH-1",
      name: "Chrome stool",
      condition: "damaged",
      pieces: 1,
      note: "Seat cracked",
      charge: 4500,
      photos: [{ path: photo, name: "seat.jpg", contentType: "image/jpeg", size: 2048 }],
      status: "open",
    });
    const missing = await report(id, { line: "BPH-2/oak", condition: "missing", pieces: 1, note: "Not on the truck" });
    expect(missing.returned).toBe(false);
    const last = await scanIn(id, "BPH-1");
    expect(last.returned).toBe(true);
    // Returned frees the order's own booking; the repairs keep their pieces.
    expect(await bookingsOf("BPH-1")).toEqual([
      ["order:other", 1, range.to],
      [repairKey, 1, "9999-12-31"],
    ]);
    expect(await bookingsOf("BPH-2")).toEqual([[bookingKey.repair(missing.repairId ?? ""), 1, "9999-12-31"]]);

    await staff.call("clearRepair", { vendorId, repairId: damaged.repairId, note: "Re-glued" });
    expect(await bookingsOf("BPH-1")).toEqual([["order:other", 1, range.to]]);
    expect((await db.doc(paths.repair(damaged.repairId ?? "")).get()).data()).toMatchObject({
      status: "cleared",
      clearedNote: "Re-glued",
    });
    expect((await refusal(staff.call("clearRepair", { vendorId, repairId: damaged.repairId }))).message).toBe(
      `Chrome stool from order ${orderReference(id)} is cleared already`,
    );
  });

  it("refuses a stranger, one too many, damage with no note, and returned by hand while pieces are out", async () => {
    const id = await outOrder({ "BPH-1": 2 });
    const reference = orderReference(id);
    expect(await refusal(scanIn(id, "BPH-77"))).toMatchObject({
      code: "functions/failed-precondition",
      message: `BPH-77 is not on order ${reference}: set it aside and look for its own order`,
    });
    expect((await refusal(scanIn(id, "BPH-2"))).message).toBe(
      `Bentwood chair (Oak) never went out on order ${reference}: it should be on the shelf, not on the truck`,
    );
    expect((await refusal(report(id, { line: "BPH-1", condition: "damaged", pieces: 1 }))).message).toBe(
      `BPH-1 on order ${reference}: say what the damage is, for the repair queue and the invoice`,
    );
    // A photo must be in the store, and in this house's folder.
    const absent = { path: damagePhotoPath(vendorId, newId(), "x.jpg"), name: "x.jpg" };
    const damage = { line: "BPH-1", condition: "damaged", pieces: 1, note: "Cracked" };
    expect((await refusal(report(id, { ...damage, photos: [absent] }))).message).toBe(
      "x.jpg is not in the file store; take the photo again, then report",
    );
    const elsewhere = { path: "damage/another-house/p1-x.jpg", name: "x.jpg" };
    expect((await refusal(report(id, { ...damage, photos: [elsewhere] }))).code).toBe("functions/invalid-argument");
    expect((await refusal(report(id, { line: "BPH-1", condition: "fine", pieces: 3 }))).message).toBe(
      `BPH-1 on order ${reference}: pieces must be a whole number from 1 to 2 (still out), not 3`,
    );
    const byHand = await refusal(staff.call("setOrderStatus", { vendorId, orderId: id, status: "returned" }));
    expect(byHand.message).toBe(
      `Order ${reference} still has 2 pieces out: check them in at the dock (back, damaged or missing) before ` +
        "marking it returned",
    );
    await report(id, { line: "BPH-1", condition: "fine", pieces: 2 });
    expect((await refusal(scanIn(id, "BPH-1"))).message).toBe(
      `One too many: all 2 of Chrome stool that went out on order ${reference} are checked in already`,
    );
    // The chair never went out: what went out is back, so staff may now close the order by hand.
    const after = await stored(id);
    expect(after.status).toBe("out");
    expect(after.checkIns?.map((each) => [each.key, each.condition, each.pieces])).toEqual([["BPH-1", "fine", 2]]);
    await staff.call("setOrderStatus", { vendorId, orderId: id, status: "returned" });
    expect((await stored(id)).status).toBe("returned");
  });

  describe("who may", () => {
    it("is staff's alone: the customer, staff as them, a visitor, another house's staff are refused", async () => {
      const id = await outOrder();
      await refusedToOthers("scanIn", { vendorId, orderId: id, code: "BPH-1" });
      await refusedToOthers("reportReturn", { vendorId, orderId: id, line: "BPH-1", condition: "fine", pieces: 1 });
      await refusedToOthers("clearRepair", { vendorId, repairId: newId() });
      const started = await staff.call<StartImpersonationResult>("startImpersonation", {
        vendorId,
        uid: customer.uid,
        reason: "Checking what they see of the dock",
      });
      const session = await tokenCaller(emulators, started.token);
      expect(await refusal(scanIn(id, "BPH-1", session))).toMatchObject({ code: "functions/permission-denied" });
      const fine = { vendorId, orderId: id, line: "BPH-1", condition: "fine", pieces: 1 };
      expect(await refusal(session.call("reportReturn", fine))).toMatchObject({ code: "functions/permission-denied" });
      expect(await refusal(session.call("clearRepair", { vendorId, repairId: newId() }))).toMatchObject({
        code: "functions/permission-denied",
      });
      expect((await stored(id)).checkIns).toBeUndefined();
      expect(await bookingsOf("BPH-2")).toEqual([[bookingKey.order(id), 1, range.to]]);
    });
  });
});
