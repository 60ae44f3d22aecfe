// sendMessage: a customer writes to the prop house. The message moves the thread and both counts
// (addToThread), and the prop house hears of it by mail, one mail per quiet period (vendor-mail.ts).
// The client makes the message's id (a sortable messageId()), so a retry after a lost answer sends
// it once. A customer sends at most messageRateLimit messages in its window.
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type SendMessageCall, type SendMessageResult, limits, messageRateLimit } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { accountKey, customerAt } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { readCustomer } from "../customers/customer-record.js";
import { readVendor } from "../../shared/vendor-document.js";
import { addToThread } from "./add-to-thread.js";
import { mailOnMessage } from "./vendor-mail.js";

function readMessage(data: unknown): SendMessageCall {
  return readCall("sendMessage", data, (call) => ({
    vendorId: call.vendorId(),
    messageId: call.id("messageId"),
    body: call.text("body", { max: limits.message.body, required: true }),
  }));
}

export const sendMessage = onCall<SendMessageCall, Promise<SendMessageResult>>((call) =>
  answering(async () => {
    const { vendorId, messageId, body } = readMessage(call.data);
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
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
      const slot = await rateLimitSlot(
        db,
        tx,
        { vendorId, caller: accountKey("messages", uid), limit: messageRateLimit },
        (retryAt) =>
          refuse(
            "resource-exhausted",
            `You have sent ${messageRateLimit.requests} messages in ${messageRateLimit.windowMs / 60_000} minutes; ` +
              `send this one after ${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
          ),
      );
      const mail = await mailOnMessage(db, tx, { vendorId, vendor, uid, customer, actedBy }, body);
      slot.take();
      addToThread(db, tx, {
        vendorId,
        uid,
        messageId,
        from: "customer",
        body,
        threadFields: { vendorMail: mail.vendorMail },
        actedBy,
      });
      mail.queue();
      return { messageId };
    });
  }),
);
