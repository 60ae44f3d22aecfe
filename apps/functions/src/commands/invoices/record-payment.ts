// recordPayment: staff record a payment against an invoice (a check, an ACH transfer, the customer's account, a card
// taken by phone), and the balance due follows. The client names the payment once, so a retry records it once.
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type PaymentResult, type RecordPaymentCall, limits, paymentMethods } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { addPayment, readInvoice } from "./stored-invoice.js";

export const recordPayment = onCall<RecordPaymentCall, Promise<PaymentResult>>((call) =>
  answering(async () => {
    const read = readCall("recordPayment", call.data, (reader) => {
      const payment = {
        vendorId: reader.vendorId(),
        invoiceId: reader.id("invoiceId"),
        paymentId: reader.id("paymentId"),
        method: reader.oneOf("method", paymentMethods),
        amount: reader.count("amount", { max: limits.paperwork.amount }),
        reference: reader.text("reference", { max: limits.dock.paymentReference }),
      };
      if (payment.amount < 1 && reader.data.amount !== undefined) reader.fail("amount", "must be at least 1 cent");
      return payment;
    });
    const staff = staffOf(call.auth, read.vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(read.vendorId).invoice(read.invoiceId));
    return db.runTransaction(async (tx) => {
      const invoice = await readInvoice(tx, ref, read.invoiceId);
      const balanceDue = addPayment(tx, ref, invoice, {
        id: read.paymentId,
        method: read.method,
        amount: read.amount,
        reference: read.reference,
        at: new Date(),
        byName: staff.name,
      });
      return { paymentId: read.paymentId, balanceDue };
    });
  }),
);
