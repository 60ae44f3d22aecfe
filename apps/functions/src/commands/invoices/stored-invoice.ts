// An invoice as read back from Firestore: its times are timestamps there, dates here (the PDF and the arithmetic
// read dates); and the payment a command adds to it, with the balance due recomputed by the one arithmetic.
import { type DocumentReference, Timestamp, type Transaction } from "firebase-admin/firestore";
import { type Invoice, type InvoicePayment, balanceDue } from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";

/** A time as stored (a Firestore timestamp) or sent (an ISO string), as a date. */
export const asDate = (value: unknown): Date =>
  value instanceof Timestamp ? value.toDate() : new Date(value as string);

export async function readInvoice(tx: Transaction, ref: DocumentReference, invoiceId: string): Promise<Invoice> {
  const data = (await tx.get(ref)).data() as Invoice | undefined;
  if (!data) refuse("not-found", `No invoice for order ${invoiceId}: issue it from the order's page first`);
  return {
    ...data,
    issuedAt: asDate(data.issuedAt),
    payments: data.payments.map((payment) => ({ ...payment, at: asDate(payment.at) })),
  };
}

/** Adds `payment` to the invoice in `tx`; refuses one for more than is due, or a second with the same id. */
export function addPayment(tx: Transaction, ref: DocumentReference, invoice: Invoice, payment: InvoicePayment) {
  if (invoice.payments.some((each) => each.id === payment.id)) return invoice.balanceDue;
  if (invoice.balanceDue <= 0)
    refuse("failed-precondition", `Invoice ${invoice.number} is paid in full: nothing is due on it`);
  if (payment.amount > invoice.balanceDue)
    refuse(
      "failed-precondition",
      `Invoice ${invoice.number}: a payment of ${payment.amount} cents is more than the ${invoice.balanceDue} due; ` +
        "record the amount due, and refund any difference apart",
    );
  const payments = [...invoice.payments, payment];
  const due = balanceDue(invoice.charges.totals.total, payments);
  tx.update(ref, {
    payments: payments.map((each) => ({ ...each, at: Timestamp.fromDate(each.at) })),
    balanceDue: due,
  });
  return due;
}
