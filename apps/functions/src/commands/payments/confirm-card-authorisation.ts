// confirmCardAuthorisation: after the browser confirmed the setup with Stripe.js (or, with the local test provider
// or a Stripe test key, with a test card's token), the server asks the provider whether the card was saved, and for
// whom: the setup must be the one started for this order (its `cardSetup`), succeeded, and carry the same customer,
// vendor, order, account and amount. Then the order gets the card's brand, last four and expiry, the amount, when, and
// who acted: `cardAuthorisation`, which no client may write (the rules let no client write an order). An account the
// house denied is refused, before the provider is asked and again as the card is kept (decision 0021).
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CardAuthorisation,
  type ConfirmCardAuthorisationCall,
  type ConfirmCardAuthorisationResult,
  cardConfirmationRateLimit,
  orderReference,
  setupIdPattern,
  testCards,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { accountKey, actedByField, customerAt } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { choosePayments, stripeSecretKey } from "../../payments/choose-payments.js";
import type { SetupState } from "../../payments/payments.js";
import { readVendor } from "../../shared/vendor-document.js";
import { customersOrder, refuseUnlessInStanding, withProvider } from "./card-order.js";

function readConfirmation(data: unknown): ConfirmCardAuthorisationCall {
  return readCall("confirmCardAuthorisation", data, (call) => {
    const setupId = call.text("setupId", { max: 255, required: true });
    if (setupId && !setupIdPattern.test(setupId)) call.fail("setupId", 'is not a card setup id ("seti_...")');
    const given = call.data.testCard;
    const tokens = testCards.map((card) => card.token);
    const testCard = given === undefined || given === null ? undefined : call.oneOf("testCard", tokens);
    return {
      vendorId: call.vendorId(),
      orderId: call.id("orderId"),
      setupId,
      ...(testCard ? { testCard } : {}),
    };
  });
}

export const confirmCardAuthorisation = onCall<ConfirmCardAuthorisationCall, Promise<ConfirmCardAuthorisationResult>>(
  { secrets: [stripeSecretKey] },
  (call) =>
    answering(async () => {
      const { vendorId, orderId, setupId, testCard } = readConfirmation(call.data);
      const { uid, actedBy } = await customerAt(call.auth, vendorId);
      const payments = choosePayments();
      const db = firestore();
      const orderRef = db.doc(vendorPaths(vendorId).order(orderId));
      const reference = orderReference(orderId);
      const startAgain = "start again from the order's page";

      const setup = await db.runTransaction(async (tx) => {
        const vendor = await readVendor(db, tx, vendorId);
        const order = await customersOrder(tx, orderRef, { uid, orderId });
        // A retry after a lost answer: the card is saved already.
        if (order.cardAuthorisation?.setupId === setupId) return null;
        await refuseUnlessInStanding(db, tx, vendor, { vendorId, uid, orderId });
        // Checked before asking the provider, so nobody probes it with setup ids that are not theirs.
        if (order.cardSetup?.setupId !== setupId)
          refuse("failed-precondition", `Card setup ${setupId} was not started for order ${reference}; ${startAgain}`);
        if (order.cardSetup.provider !== payments.provider)
          refuse(
            "failed-precondition",
            `Card setup ${setupId} was started with another payment provider; ${startAgain}`,
          );
        const slot = await rateLimitSlot(
          db,
          tx,
          { vendorId, caller: accountKey("cardConfirmations", uid), limit: cardConfirmationRateLimit },
          (retryAt) =>
            refuse(
              "resource-exhausted",
              `You have confirmed ${cardConfirmationRateLimit.requests} cards in the last hour; ` +
                `try again after ${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
            ),
        );
        slot.take();
        return order.cardSetup;
      });
      if (!setup) {
        const saved = (await orderRef.get()).get("cardAuthorisation") as CardAuthorisation;
        return { card: saved.card, amount: saved.amount, currency: saved.currency };
      }

      if (testCard && !payments.takesTestCards) {
        refuse(
          "invalid-argument",
          "Test cards are for the local test provider and Stripe's test mode; enter the card in the card form",
          { fieldErrors: { testCard: "is not accepted with live payments" } },
        );
      }
      const state: SetupState = await withProvider("check the card", () =>
        testCard ? payments.confirmWithTestCard(setupId, testCard) : payments.readSetup(setupId),
      );
      if (state.status !== "succeeded") {
        if (state.lastError)
          refuse("failed-precondition", `The card was not saved: ${state.lastError} Try again or use another card`);
        const says = `the payment provider says "${state.status}"`;
        refuse("failed-precondition", `The card is not saved yet (${says}); fill in the card form and try again`);
      }
      const { metadata } = state;
      const made = { vendorId, orderId, uid, amount: String(setup.amount), currency: setup.currency };
      const ours =
        state.setupId === setupId &&
        state.customerId === setup.customerId &&
        Object.entries(made).every(([key, value]) => metadata[key] === value);
      if (!ours)
        refuse("permission-denied", `Card setup ${setupId} was not made for order ${reference}; ${startAgain}`);
      if (!state.card || !state.paymentMethodId)
        refuse("failed-precondition", "What was saved is not a card; use a credit or debit card");

      const authorisation: CardAuthorisation = {
        provider: payments.provider,
        setupId,
        customerId: setup.customerId,
        paymentMethodId: state.paymentMethodId,
        card: state.card,
        amount: setup.amount,
        currency: setup.currency,
        authorisedAt: new Date().toISOString(),
        ...actedByField(actedBy),
      };
      await db.runTransaction(async (tx) => {
        const vendor = await readVendor(db, tx, vendorId);
        const order = await customersOrder(tx, orderRef, { uid, orderId });
        // Denied while the provider checked the card: it is not kept.
        await refuseUnlessInStanding(db, tx, vendor, { vendorId, uid, orderId });
        // Another setup started since (a second tab): that one is the order's now, and this card is not kept.
        if (order.cardSetup?.setupId !== setupId && order.cardAuthorisation?.setupId !== setupId)
          refuse("aborted", `Another card form was opened for order ${reference} since this one; finish that one`);
        tx.update(orderRef, { cardAuthorisation: authorisation, cardSetup: FieldValue.delete() });
      });
      return { card: authorisation.card, amount: authorisation.amount, currency: authorisation.currency };
    }),
);
