// One message into a customer's thread, as the messages repository writes it in the browser where
// no server runs: the message, the thread's last-message fields, and the unread count of the side
// that did not write it (the customer's record counts what they sent and what they have not read).
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { type Sender, vendorPaths } from "@backlot/data";
import { type ActedBy, limits } from "@backlot/domain";
import { actedByField } from "../../shared/callers.js";

export function addToThread(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    uid,
    messageId,
    from,
    body,
    threadFields = {},
    actedBy = null,
  }: {
    vendorId: string;
    uid: string;
    messageId: string;
    from: Sender;
    body: string;
    /** More of the thread's fields to write with it (a document is written once in a transaction). */
    threadFields?: Record<string, unknown>;
    /** The staff member who wrote it as the customer, in an impersonated session. */
    actedBy?: ActedBy | null;
  },
): void {
  const paths = vendorPaths(vendorId);
  tx.create(db.doc(`${paths.messages(uid)}/${messageId}`), {
    from,
    body,
    createdAt: FieldValue.serverTimestamp(),
    ...actedByField(actedBy),
  });
  tx.set(
    db.doc(paths.thread(uid)),
    {
      uid,
      lastMessageAt: FieldValue.serverTimestamp(),
      lastMessagePreview: body.slice(0, limits.message.preview),
      lastMessageId: messageId,
      [from === "customer" ? "unreadByVendor" : "unreadByCustomer"]: FieldValue.increment(1),
      // Both counters exist from the first message, so the console's inbox ordering sees every thread.
      [from === "customer" ? "unreadByCustomer" : "unreadByVendor"]: FieldValue.increment(0),
      ...threadFields,
    },
    { merge: true },
  );
  tx.update(
    db.doc(paths.user(uid)),
    from === "customer"
      ? { "stats.messageCount": FieldValue.increment(1) }
      : { "stats.unreadMessageCount": FieldValue.increment(1) },
  );
}
