// clearRepair: staff clear a piece from the repair queue (repaired, or found), and its booking with no end goes, so
// the piece is available again at once. Staff's alone; a cleared record stays as the house's history.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type ClearRepairCall,
  type CommandDone,
  type PropBookings,
  type RepairRecord,
  bookingKey,
  limits,
  withBooking,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";

export const clearRepair = onCall<ClearRepairCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, repairId, note } = readCall("clearRepair", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      repairId: reader.id("repairId"),
      note: reader.text("note", { max: limits.dock.returnNote }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const repairRef = db.doc(paths.repair(repairId));
    return db.runTransaction(async (tx) => {
      const repair = (await tx.get(repairRef)).data() as RepairRecord | undefined;
      if (!repair) refuse("not-found", `No repair ${repairId} in the queue; open the repair queue again`);
      if (repair.status === "cleared")
        refuse("failed-precondition", `${repair.name} from order ${repair.reference} is cleared already`);
      const bookingRef = db.doc(paths.propBooking(repair.propId));
      const bookings = ((await tx.get(bookingRef)).data() as PropBookings | undefined)?.bookings ?? [];
      tx.set(bookingRef, withBooking(bookings, [bookingKey.repair(repairId)], null, new Date()), { merge: true });
      tx.update(repairRef, {
        status: "cleared",
        clearedAt: FieldValue.serverTimestamp(),
        clearedByName: staff.name,
        clearedNote: note,
      });
      return { ok: true } as const;
    });
  }),
);
