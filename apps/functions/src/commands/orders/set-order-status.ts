// setOrderStatus: staff move an order on, one step at a time (orderStatusNext: placed -> confirmed
// -> out -> returned, or cancelled before it goes out), each step kept in its history with who and
// when; confirming books the props (refused when it would overbook), returning or cancelling frees
// them (commands/bookings/order-bookings.ts); the customer is told by email, with the note when
// there is one. Only staff change a status: the rules let no customer write an order at all.
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type Order,
  type SetOrderStatusCall,
  limits,
  orderReference,
  orderStatusNext,
  orderStatuses,
} from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { readVendor } from "../../shared/vendor-document.js";
import { stepOrder } from "./step-order.js";

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
      await stepOrder(db, tx, { vendorId, vendor, orderId, order, staff, status, note, override });
      return { ok: true } as const;
    });
  }),
);
