// tickPulled: staff tick how many pieces of one line of an order are pulled from the shelves (the pull sheet in the
// console), before the order goes out. The count is the server's to keep on the order, beside who ticked it last and
// when, so the console's screens and the customer's order page show the same "pulled 12 of 15".
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type Order,
  type TickPulledCall,
  limits,
  lineKeyMaxLength,
  orderReference,
  pullTickProblem,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";

export const tickPulled = onCall<TickPulledCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, orderId, line, pulled } = readCall("tickPulled", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      line: reader.text("line", { max: lineKeyMaxLength }),
      pulled: reader.count("pulled", { max: limits.setList.quantity }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).order(orderId));
    const reference = orderReference(orderId);
    return db.runTransaction(async (tx) => {
      const order = (await tx.get(ref)).data() as Order | undefined;
      if (!order) refuse("not-found", `Order ${reference} does not exist`);
      const problem = pullTickProblem(order, line, pulled, reference);
      if (problem) refuse("failed-precondition", problem);
      // A field path, not the whole map: two people ticking two lines at once both count. A key may hold "/", which a
      // dotted path refuses, so it is one segment.
      const by = { uid: staff.uid, name: staff.name };
      tx.update(ref, new FieldPath("pulled", line), pulled, "pulledBy", by, "pulledAt", FieldValue.serverTimestamp());
      return { ok: true };
    });
  }),
);
