// reply: staff write to a customer's thread. The message, the thread's last-message fields and the
// customer's unread counts move together (as the messages repository writes a customer's), and the
// customer gets it by email.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type ReplyCall, type ReplyResult, limits, messageId, vendorPaths } from "@backlot/data";
import { firestore } from "../admin.js";
import { readCall } from "../call-data.js";
import { answering } from "../callable-errors.js";
import { staffOf } from "../callers.js";
import { mailTexts } from "../mail/mail-texts.js";
import { queueMail } from "../mail/queue-mail.js";
import { readVendor } from "../vendor-document.js";
import { greetingName, readCustomer } from "./customer-record.js";

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
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const vendor = await readVendor(db, tx, vendorId);
      const { ref, customer } = await readCustomer(db, tx, vendorId, uid);
      const id = messageId();
      tx.create(db.doc(`${paths.messages(uid)}/${id}`), {
        from: "vendor",
        body,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.set(
        db.doc(paths.thread(uid)),
        {
          uid,
          lastMessageAt: FieldValue.serverTimestamp(),
          lastMessagePreview: body.slice(0, limits.message.preview),
          lastMessageId: id,
          unreadByCustomer: FieldValue.increment(1),
        },
        { merge: true },
      );
      tx.update(ref, { "stats.unreadMessageCount": FieldValue.increment(1) });
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
