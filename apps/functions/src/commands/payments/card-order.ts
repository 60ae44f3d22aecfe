// What both card authorisation commands check of the order: that it is the caller's and its account is not denied
// (decision 0021), and where the provider's customer for the account is kept (vendors/{id}/paymentCustomers/{uid}: no
// rule matches it, so only the server reads it). A failure of the provider itself is said as one, apart from the
// customer's mistakes.
import { HttpsError } from "firebase-functions/v2/https";
import { type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { type Order, mayCompleteOrderPaperwork, orderPaperworkRefusal, orderReference } from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";
import type { VendorDocument } from "../../shared/vendor-document.js";
import { vendorName } from "../../mail/mail-texts.js";
import { PaymentDeclined } from "../../payments/payments.js";
import { readCustomer } from "../customers/customer-record.js";

/** The order in the transaction, refused (without saying whose it is) unless it is `uid`'s. */
export async function customersOrder(
  tx: Transaction,
  ref: DocumentReference,
  { uid, orderId }: { uid: string; orderId: string },
): Promise<Order> {
  const order = (await tx.get(ref)).data() as Order | undefined;
  // Another customer's order is refused as a missing one: nobody learns which order ids exist.
  if (!order || order.uid !== uid) {
    refuse("not-found", `Order ${orderReference(orderId)} is not one of your orders; open it from your account`);
  }
  return order;
}

/**
 * Refuses, in the transaction, a card for the order of an account the house denied: it said it does not rent to them,
 * and staff cancel the order or approve the account again. Staff signed in as the customer are under the same rule.
 */
export async function refuseUnlessInStanding(
  db: Firestore,
  tx: Transaction,
  vendor: VendorDocument,
  { vendorId, uid, orderId }: { vendorId: string; uid: string; orderId: string },
): Promise<void> {
  const { customer } = await readCustomer(db, tx, vendorId, uid);
  if (!mayCompleteOrderPaperwork(customer))
    refuse("failed-precondition", orderPaperworkRefusal(vendorName(vendor), orderId, "card"));
}

/** Where the account's customer at the payment provider is kept, with the provider that made it. */
export const paymentCustomerPath = (vendorId: string, uid: string) =>
  `${vendorPaths(vendorId).vendor}/paymentCustomers/${uid}`;

/** Runs a call to the payment provider: a decline is the customer's to fix, anything else the provider's outage. */
export async function withProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    if (error instanceof PaymentDeclined)
      refuse("failed-precondition", `${error.message} Try again or use another card`);
    const why = error instanceof Error ? error.message : String(error);
    refuse("aborted", `The payment provider could not ${what} (${why}); try again in a minute`);
  }
}
