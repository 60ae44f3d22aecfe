// handOver: the driver signs on the dock's tablet (a printed name and a drawn signature) for what was scanned out and
// not yet signed for. The first hand-over takes the order out, through the same step as setOrderStatus (the release
// gate, the bookings, the history, the customer's mail); a later one (the rest of a partial check-out) adds to it. The
// order lists each hand-over (what, when, who); the signature itself is kept where only staff read it.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type HandOverCall,
  type HandOverResult,
  type HandoverSummary,
  awaitingHandover,
  handoverProblem,
  limits,
  orderReference,
  signatureImageProblem,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { readVendor } from "../../shared/vendor-document.js";
import { stepOrder } from "../orders/step-order.js";
import { dockOrder } from "./dock-order.js";

export const handOver = onCall<HandOverCall, Promise<HandOverResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, driverName, signature, override } = readCall("handOver", call.data, (reader) => {
      const read = {
        vendorId: reader.vendorId(),
        orderId: reader.id("orderId"),
        driverName: reader.text("driverName", { max: limits.dock.driverName, required: true }),
        signature: reader.text("signature", { max: limits.agreement.signatureLength, required: true }),
        override: reader.text("override", { max: limits.paperwork.reason }),
      };
      const problem = read.signature ? signatureImageProblem(read.signature) : undefined;
      if (problem) reader.fail("signature", problem);
      return read;
    });
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const ref = db.doc(paths.order(orderId));
    const reference = orderReference(orderId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const order = await dockOrder(tx, ref, orderId);
      const problem = handoverProblem(order, reference);
      if (problem) refuse("failed-precondition", problem);
      if ((order.handovers ?? []).length >= limits.dock.handovers)
        refuse("resource-exhausted", `Order ${reference} has had ${limits.dock.handovers} hand-overs; call the office`);
      const pieces = awaitingHandover(order);
      const handoverRef = db.collection(paths.handovers).doc();
      const at = new Date();
      const summary: HandoverSummary = { id: handoverRef.id, at, byName: staff.name, driverName, pieces };
      const listed = { handovers: FieldValue.arrayUnion({ ...summary, at: Timestamp.fromDate(at) }) };
      if (order.status === "confirmed") {
        // The first hand-over: the order goes out, as setOrderStatus would take it (gate, bookings, history, mail).
        const note = `Handed over to ${driverName}.`;
        await stepOrder(db, tx, {
          vendorId,
          vendor,
          orderId,
          order,
          staff,
          status: "out",
          note,
          override,
          alsoWrite: listed,
        });
      } else {
        tx.update(ref, listed);
      }
      tx.create(handoverRef, {
        orderId,
        reference,
        uid: order.uid,
        pieces,
        driverName,
        signature,
        staffUid: staff.uid,
        staffName: staff.name,
        ...(override ? { override } : {}),
        at: FieldValue.serverTimestamp(),
      });
      return { handoverId: handoverRef.id, pieces };
    });
  }),
);
