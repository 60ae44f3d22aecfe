// Outgoing mail as documents in the format of Firebase's "Trigger Email" extension: mail/{id} with
// `to` and `message` ({ subject, text }). The extension (installed per project) sends them; the
// rules let no client read or write them.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { MailMessage } from "./mail-texts.js";

export type MailKind =
  | "quote-requested"
  | "order-placed"
  | "quote-answered"
  | "quote-closed"
  | "quote-accepted"
  | "quote-declined"
  | "order-status"
  | "reply"
  | "customer-message"
  | "welcome"
  | "denied";

/** Adds the mail to the transaction; returns the mail document's id. */
export function queueMail(
  db: Firestore,
  tx: Transaction,
  { to, message, vendorId, kind }: { to: string; message: MailMessage; vendorId: string; kind: MailKind },
): string {
  const ref = db.collection("mail").doc();
  tx.create(ref, { to, message, vendorId, kind, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}
