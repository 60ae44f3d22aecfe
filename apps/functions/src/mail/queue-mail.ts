// Outgoing mail as documents in the format of Firebase's "Trigger Email" extension: mail/{id} with
// `to` and `message` ({ subject, text }). The extension (installed per project) sends them; the
// rules let no client read or write them.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { singleLine } from "@backlot/domain";
import type { MailMessage } from "./mail-texts.js";

export type MailKind =
  | "quote-requested"
  | "order-placed"
  | "quote-answered"
  | "quote-closed"
  | "quote-accepted"
  | "quote-declined"
  | "order-status"
  | "order-changed"
  | "reply"
  | "customer-message"
  | "welcome"
  | "denied"
  | "staff-invite"
  | "paper-reminder"
  | "invoice"
  | "production-invite"
  | "production-digest";

/** Adds the mail to the transaction; returns the mail document's id. */
export function queueMail(
  db: Firestore,
  tx: Transaction,
  { to, message, vendorId, kind }: { to: string; message: MailMessage; vendorId: string; kind: MailKind },
): string {
  const ref = db.collection("mail").doc();
  // A header carries no line break or other control character, whatever a customer typed into a name
  // or a list's title: a line break there would start another header (Bcc:) in the mail that goes out.
  const headers = { to: singleLine(to), subject: singleLine(message.subject) };
  tx.create(ref, {
    to: headers.to,
    message: { ...message, subject: headers.subject },
    vendorId,
    kind,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}
