// setOrderStatus: staff move an order on, one step at a time (orderStatusNext: placed -> confirmed
// -> out -> returned, or cancelled before it goes out), each step kept in its history with who and
// when; confirming books the props (refused when it would overbook), returning or cancelling frees
// them (commands/bookings/order-bookings.ts); the customer is told by email, with the note when
// there is one. Only staff change a status: the rules let no customer write an order at all.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type Order,
  type OrderStatusChange,
  type SetOrderStatusCall,
  limits,
  missingPapers,
  orderReference,
  orderStatusNext,
  orderStatuses,
} from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { firestore } from "../../shared/admin.js";
import { rebookForStatus } from "../bookings/order-bookings.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";
import { auditOverride, orderChecklist } from "../paperwork/release-gate.js";

function readStatusChange(data: unknown): SetOrderStatusCall {
  return readCall("setOrderStatus", data, (call) => ({
    vendorId: call.vendorId(),
    orderId: call.id("orderId"),
    status: call.oneOf("status", orderStatuses),
    note: call.text("note", { max: limits.staff.statusNote }),
    override: call.text("override", { max: limits.paperwork.reason }),
  }));
}

export const setOrderStatus = onCall<SetOrderStatusCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, orderId, status, note, override = "" } = readStatusChange(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).order(orderId));
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const order = (await tx.get(ref)).data() as Order | undefined;
      if (!order) refuse("not-found", `Order ${orderReference(orderId)} does not exist`);
      const reference = orderReference(orderId);
      if (order.status === status)
        refuse("failed-precondition", `Order ${reference} is already "${orderStatusLabels[status]}"`);
      const next = orderStatusNext[order.status];
      if (!next.includes(status)) {
        const [now, wanted] = [orderStatusLabels[order.status], orderStatusLabels[status]];
        const options = next.map((each) => `"${orderStatusLabels[each]}"`).join(" or ");
        refuse(
          "failed-precondition",
          `Order ${reference} is "${now}" and cannot become "${wanted}"` +
            (options ? `: next it can be ${options}` : ""),
        );
      }
      // The release gate: "out" needs every paper the tenant requires, unless staff say why not.
      const missing =
        status === "out"
          ? (await orderChecklist(db, tx, vendorId, vendor, order, orderId)).filter((item) => !item.met)
          : [];
      if (missing.length > 0 && !override) {
        refuse(
          "failed-precondition",
          `Order ${reference} cannot go out yet. ${missingPapers(missing)}. ` +
            "Ask the customer for them, or release it with a reason",
          { missing },
        );
      }
      const rebook = await rebookForStatus(db, tx, vendorId, { ...order, orderId }, status);
      rebook();
      if (missing.length > 0) auditOverride(db, tx, { vendorId, orderId, order, staff, reason: override, missing });
      const change: OrderStatusChange = { status, at: new Date(), by: staff.uid, byName: staff.name, note };
      tx.update(ref, {
        status,
        statusChangedAt: FieldValue.serverTimestamp(),
        statusChangedBy: staff.uid,
        statusNote: note,
        // Each step once, in order; a server timestamp cannot go inside an array, so the server's clock.
        history: FieldValue.arrayUnion({ ...change, at: Timestamp.fromDate(change.at) }),
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
