// startCardAuthorisation: the customer (or staff signed in as them: actedBy) starts saving a card for their own
// order, where the tenant takes card authorisations (hasCreditCardAuth). The amount is the server's: the order's total
// plus the tenant's processing percentage; nothing the client sends sets it. The provider's SetupIntent carries the
// vendor, order, account and amount, and the order keeps it as `cardSetup`, so confirming can check it is this one.
// An account the house denied is refused (decision 0021): an awaiting one may, as it may hold an order from a quote.
import { termsAt } from "../../shared/pickup-location.js";
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type StartCardAuthorisationCall,
  type StartCardAuthorisationResult,
  cardAuthorisationAmount,
  cardAuthorisationRateLimit,
  orderReference,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { accountKey, actedByField, customerAt } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { readVendor } from "../../shared/vendor-document.js";
import { choosePayments, stripeSecretKey } from "../../payments/choose-payments.js";
import { customersOrder, paymentCustomerPath, refuseUnlessInStanding, withProvider } from "./card-order.js";

/** Statuses whose card may still be saved or replaced: not once the props are back or the order is off. */
const openStatuses = new Set(["placed", "confirmed", "out"]);

export const startCardAuthorisation = onCall<StartCardAuthorisationCall, Promise<StartCardAuthorisationResult>>(
  { secrets: [stripeSecretKey] },
  (call) =>
    answering(async () => {
      const { vendorId, orderId } = readCall("startCardAuthorisation", call.data, (reader) => ({
        vendorId: reader.vendorId(),
        orderId: reader.id("orderId"),
      }));
      const { uid, actedBy } = await customerAt(call.auth, vendorId);
      const payments = choosePayments();
      const db = firestore();
      const orderRef = db.doc(vendorPaths(vendorId).order(orderId));
      const customerRef = db.doc(paymentCustomerPath(vendorId, uid));
      const reference = orderReference(orderId);

      const checked = await db.runTransaction(async (tx) => {
        const vendor = await readVendor(db, tx, vendorId);
        const order = await customersOrder(tx, orderRef, { uid, orderId });
        await refuseUnlessInStanding(db, tx, vendor, { vendorId, uid, orderId });
        const terms = vendor.terms && termsAt(vendor, vendor.terms, order.locationId);
        if (!terms?.hasCreditCardAuth) {
          refuse(
            "failed-precondition",
            `${vendor.displayName ?? vendorId} does not take card authorisations; ask the prop house how to pay`,
          );
        }
        if (!openStatuses.has(order.status))
          refuse("failed-precondition", `Order ${reference} is ${order.status}: it needs no card now`);
        const total = order.estimate?.subtotal;
        if (total === undefined)
          refuse("failed-precondition", `Order ${reference} has no price yet; ask the prop house to price it`);
        const stored = (await tx.get(customerRef)).data() as { provider?: string; customerId?: string } | undefined;
        const slot = await rateLimitSlot(
          db,
          tx,
          { vendorId, caller: accountKey("cardAuthorisations", uid), limit: cardAuthorisationRateLimit },
          (retryAt) =>
            refuse(
              "resource-exhausted",
              `You have started ${cardAuthorisationRateLimit.requests} card authorisations in the last hour; ` +
                `try again after ${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
            ),
        );
        slot.take();
        return {
          order,
          amount: cardAuthorisationAmount(total, terms.ccAuthProcessingPercentage),
          currency: terms.currency,
          processingPercentage: terms.ccAuthProcessingPercentage,
          customerId: stored?.provider === payments.provider ? (stored.customerId ?? null) : null,
        };
      });

      // The provider is called outside the transaction: a transaction may run again, and must not make two.
      const known = checked.customerId;
      let customerId = known && (await withProvider("be reached", () => payments.hasCustomer(known))) ? known : null;
      if (!customerId) {
        const { email, name } = checked.order.contact;
        customerId = await withProvider("save the customer", () =>
          payments.createCustomer({ vendorId, uid, email, name }),
        );
        await customerRef.set({ provider: payments.provider, customerId, createdAt: FieldValue.serverTimestamp() });
      }
      const purpose = { vendorId, orderId, uid, amount: checked.amount, currency: checked.currency };
      const owner = customerId;
      const setup = await withProvider("start the card form", () => payments.startSetup(owner, purpose));
      await orderRef.update({
        cardSetup: {
          provider: payments.provider,
          setupId: setup.setupId,
          customerId,
          amount: checked.amount,
          currency: checked.currency,
          startedAt: new Date().toISOString(),
          ...actedByField(actedBy),
        },
      });
      return {
        provider: payments.provider,
        setupId: setup.setupId,
        clientSecret: setup.clientSecret,
        amount: checked.amount,
        currency: checked.currency,
        processingPercentage: checked.processingPercentage,
      };
    }),
);
