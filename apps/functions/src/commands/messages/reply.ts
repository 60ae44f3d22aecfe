// reply: staff write to a customer's thread. The message moves the thread and the customer's unread
// count (addToThread), and the customer gets it by email.
import { onCall } from "firebase-functions/v2/https";
import { messageId } from "@backlot/data";
import { type ReplyCall, type ReplyResult, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import { readVendor } from "../../shared/vendor-document.js";
import { addToThread } from "./add-to-thread.js";
import { greetingName, readCustomer } from "../customers/customer-record.js";

function readReply(data: unknown): ReplyCall {
  return readCall("reply", data, (call) => ({
    vendorId: call.vendorId(),
    uid: call.uid("uid"),
    body: call.text("body", { max: limits.message.body, required: true }),
  }));
}

export const reply = onCall<ReplyCall, Promise<ReplyResult>>((call) =>
  answering(async () => {
    const { vendorId, uid, body } = readReply(call.data);
    staffOf(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { customer } = await readCustomer(db, tx, vendorId, uid);
      const id = messageId();
      addToThread(db, tx, { vendorId, uid, messageId: id, from: "vendor", body });
      queueMail(db, tx, {
        to: customer.email,
        message: mailTexts.replied(vendor, { name: greetingName(customer), body }),
        vendorId,
        kind: "reply",
      });
      return { messageId: id };
    });
  }),
);
