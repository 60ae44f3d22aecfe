// setOrderStatus: staff move an order on (confirmed, out, returned, cancelled); the customer is
// told by email, with the note when there is one. Only staff change a status: the rules let no
// customer write an order at all.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import {
  type CommandDone,
  type Order,
  type SetOrderStatusCall,
  limits,
  orderReference,
  orderStatusLabels,
  orderStatuses,
  vendorPaths,
} from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { staffOf } from "../callers.js";
import { mailTexts } from "../mail/mail-texts.js";
import { queueMail } from "../mail/queue-mail.js";
import { readVendor } from "../vendor-document.js";

function readStatusChange(data: unknown): SetOrderStatusCall {
  return readCall("setOrderStatus", data, (call) => ({
    vendorId: call.vendorId(),
    orderId: call.id("orderId"),
    status: call.oneOf("status", orderStatuses),
    note: call.text("note", { max: limits.staff.statusNote }),
  }));
}

export const setOrderStatus = onCall<SetOrderStatusCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, orderId, status, note } = readStatusChange(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).order(orderId));
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const order = (await tx.get(ref)).data() as Order | undefined;
      if (!order) refuse("not-found", `Order ${orderReference(orderId)} does not exist`);
      if (order.status === status) {
        refuse("failed-precondition", `Order ${orderReference(orderId)} is already "${orderStatusLabels[status]}"`);
      }
      tx.update(ref, {
        status,
        statusChangedAt: FieldValue.serverTimestamp(),
        statusChangedBy: staff.uid,
        statusNote: note,
      });
      const mail = mailTexts.orderStatusChanged(vendor, {
        reference: orderReference(orderId),
        name: order.contact.name,
        setListName: order.setListName,
        status,
        note,
      });
      queueMail(db, tx, { to: order.contact.email, message: mail, vendorId, kind: "order-status" });
      return { ok: true } as const;
    });
  }),
);
