// chargeInvoice: staff charge an invoice's balance due to the card the customer authorised for the order, through the
// Payments port (Stripe, or the announced local test provider on the emulators). The charge's idempotency key is the
// invoice and its balance, so a retried call charges once; a declined card is refused with the provider's words and
// records nothing.
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type ChargeInvoiceCall, type Order, type PaymentResult, cardLabel, orderReference } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { choosePayments } from "../../payments/choose-payments.js";
import { PaymentDeclined } from "../../payments/payments.js";
import { addPayment, readInvoice } from "./stored-invoice.js";

export const chargeInvoice = onCall<ChargeInvoiceCall, Promise<PaymentResult>>((call) =>
  answering(async () => {
    const { vendorId, invoiceId } = readCall("chargeInvoice", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      invoiceId: reader.id("invoiceId"),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const ref = db.doc(paths.invoice(invoiceId));
    // What to charge, read first; the charge itself is outside any transaction (a provider call is not retried).
    const { invoice, card } = await db.runTransaction(async (tx) => {
      const invoice = await readInvoice(tx, ref, invoiceId);
      const order = (await tx.get(db.doc(paths.order(invoice.orderId)))).data() as Order | undefined;
      return { invoice, card: order?.cardAuthorisation };
    });
    if (!card)
      refuse(
        "failed-precondition",
        `No card is authorised for order ${orderReference(invoice.orderId)}: ` +
          "record the payment by check, ACH or account",
      );
    if (invoice.balanceDue <= 0)
      refuse("failed-precondition", `Invoice ${invoice.number} is paid in full: nothing is due on it`);
    const paymentId = `card-${invoice.number}-${invoice.balanceDue}`;
    let charged;
    try {
      charged = await choosePayments().charge({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amount: invoice.balanceDue,
        currency: invoice.charges.currency,
        idempotencyKey: `${vendorId}:${paymentId}`,
        metadata: { vendorId, orderId: invoice.orderId, invoice: invoice.number },
      });
    } catch (error) {
      if (error instanceof PaymentDeclined)
        refuse(
          "failed-precondition",
          `The card was not charged: ${error.message}. Ask the customer for another way to pay`,
        );
      throw error;
    }
    return db.runTransaction(async (tx) => {
      const fresh = await readInvoice(tx, ref, invoiceId);
      const balanceDue = addPayment(tx, ref, fresh, {
        id: paymentId,
        method: "card",
        amount: charged.amount,
        reference: `${cardLabel(card.card)} · ${charged.chargeId}`,
        at: new Date(),
        byName: staff.name,
      });
      return { paymentId, balanceDue };
    });
  }),
);
