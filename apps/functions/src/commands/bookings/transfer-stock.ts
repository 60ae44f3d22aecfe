// transferStock: staff move some of a prop's stock from one pickup location to another, with the
// day it leaves and the day it arrives. The transfer is kept in the prop's bookings document, so
// every booking transaction reads it with the bookings (decision 0053): from the day it leaves, the
// source has that many fewer for good; from the day it arrives, the destination has them. Refused
// when the source could not spare them on some day from then on (its holds and orders come first).
// Staff only; a call sent twice (the same transferId) moves the stock once.
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type PropBookings,
  type StoredTransfer,
  type TransferStockCall,
  type TransferStockResult,
  formatCalendarDate,
  isCalendarDate,
  limits,
  noEnd,
  propsAtLocation,
  shortfalls,
  vendorToday,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { multipleLocations } from "../../shared/pickup-location.js";
import { readVendor } from "../../shared/vendor-document.js";
import { readPropBookings } from "./change-bookings.js";

function readTransferCall(data: unknown): TransferStockCall {
  return readCall("transferStock", data, (call) => {
    const day = (field: "leaves" | "arrives") => {
      const value = call.data[field];
      if (isCalendarDate(value)) return value;
      call.fail(field, "must be a date like 2027-03-01");
      return "";
    };
    return {
      vendorId: call.vendorId(),
      transferId: call.id("transferId"),
      propId: call.propId("propId"),
      quantity: call.count("quantity", { max: limits.prop.quantity }),
      from: call.locationId("from"),
      to: call.locationId("to"),
      leaves: day("leaves"),
      arrives: day("arrives"),
    };
  });
}

export const transferStock = onCall<TransferStockCall, Promise<TransferStockResult>>((call) =>
  answering(async () => {
    const request = readTransferCall(call.data);
    const { vendorId, transferId, propId, quantity, from, to } = request;
    const staff = staffOf(call.auth, vendorId);
    if (quantity < 1) refuse("invalid-argument", "Move 1 piece at least; the quantity was 0");
    if (from === to) refuse("invalid-argument", `A transfer moves stock between two locations; both were "${from}"`);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const locations = multipleLocations(vendor);
      const [home] = locations;
      if (!home) refuse("failed-precondition", "This prop house has one location: there is nowhere to move stock to");
      const named = (id: string) => locations.find((location) => location.id === id);
      const ids = locations.map((location) => location.id).join(", ");
      for (const id of [from, to])
        if (!named(id)) refuse("invalid-argument", `"${id}" is not one of this prop house's locations (${ids})`);
      const today = vendorToday(vendor.timezone ?? "UTC");
      const leaves = request.leaves as CalendarDate;
      const arrives = request.arrives as CalendarDate;
      if (leaves < today)
        refuse("invalid-argument", `A transfer cannot leave before today (${today}); it said ${leaves}`);
      if (arrives < leaves)
        refuse("invalid-argument", `It cannot arrive (${arrives}) before it leaves (${leaves}); change the dates`);

      const read = await readPropBookings(db, tx, vendorId, [propId]);
      const name = read.names.get(propId);
      if (!name) refuse("not-found", `Prop ${propId} is not in the catalogue`);
      const moved = read.transfers.get(propId) ?? [];
      if (moved.some((transfer) => transfer.id === transferId)) return { transferId, created: false };
      if (moved.length >= limits.transfer.perProp)
        refuse(
          "resource-exhausted",
          `${name} (${propId}) has ${limits.transfer.perProp} transfers on record, the most one prop keeps; it ` +
            "cannot be moved again until the arrived ones are folded into its stock (not yet possible: decision 0053)",
        );
      // The source gives the pieces up for good from the day they leave: every later day must spare them.
      const source = propsAtLocation({ id: from, homeId: home.id }, read.stocked, read.bookings, read.transfers);
      const [short] = shortfalls(
        [{ propId, quantity }],
        source.stock,
        source.bookings,
        { from: leaves, to: noEnd },
        new Date(),
      );
      if (short) {
        const locale = vendor.locale ?? "en-US";
        const sourceName = named(from)?.displayName ?? from;
        refuse(
          "failed-precondition",
          `${sourceName} cannot spare ${quantity} of ${name} (${propId}) from ` +
            `${formatCalendarDate(leaves, locale)} on: ${short.available} free then` +
            (short.conflicts.length ? `, the rest taken by ${short.conflicts.join(", ")}` : "") +
            ". Move fewer, later, or free them first",
          { available: short.available },
        );
      }
      const transfer: StoredTransfer = {
        id: transferId,
        propId,
        quantity,
        from,
        to,
        leaves,
        arrives,
        byName: staff.name,
        byUid: staff.uid,
        recordedAt: new Date().toISOString(),
      };
      const update: Pick<PropBookings, "propId" | "transfers" | "hasTransfers"> = {
        propId,
        transfers: [...moved, transfer],
        hasTransfers: true,
      };
      // Merged: the bookings stay as they are.
      tx.set(db.doc(vendorPaths(vendorId).propBooking(propId)), update, { merge: true });
      return { transferId, created: true };
    });
  }),
);
