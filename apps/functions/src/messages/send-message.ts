// sendMessage: a customer writes to the prop house. The message moves the thread and both counts
// (addToThread), and the prop house is mailed. The client makes the message's id (a sortable
// messageId()), so a retry after a lost answer sends it once.
import { onCall } from "firebase-functions/v2/https";
import { type SendMessageCall, type SendMessageResult, limits, vendorPaths } from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering, refuse } from "../callable-errors.js";
import { customerOf } from "../callers.js";
import { mailTexts } from "../mail/mail-texts.js";
import { queueMail } from "../mail/queue-mail.js";
import { greetingName, readCustomer } from "../staff/customer-record.js";
import { readVendor } from "../vendor-document.js";
import { addToThread } from "./add-to-thread.js";

function readMessage(data: unknown): SendMessageCall {
  return readCall("sendMessage", data, (call) => ({
    vendorId: call.vendorId(),
    messageId: call.id("messageId"),
    body: call.text("body", { max: limits.message.body, required: true }),
  }));
}

export const sendMessage = onCall<SendMessageCall, Promise<SendMessageResult>>((call) =>
  answering(async () => {
    const uid = customerOf(call.auth);
    const { vendorId, messageId, body } = readMessage(call.data);
    const db = firestore();
    const ref = db.doc(`${vendorPaths(vendorId).messages(uid)}/${messageId}`);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      const sent = (await tx.get(ref)).data();
      if (sent) {
        // A retry of this message: already in the thread.
        if (sent.from !== "customer") refuse("already-exists", `Message ${messageId} exists already`);
        return { messageId };
      }
      addToThread(db, tx, { vendorId, uid, messageId, from: "customer", body });
      if (vendor.email) {
        const name = greetingName(customer);
        const message = mailTexts.customerWrote(vendor, { name, email: customer.email, body });
        queueMail(db, tx, { to: vendor.email, message, vendorId, kind: "customer-message" });
      }
      return { messageId };
    });
  }),
);
