// The announced local test provider behind the Payments port: on the emulators without a Stripe key, customers and
// setups are documents in the Firestore emulator (testPayments/{id}: no rule matches it, so no client reads or writes
// it), and a setup is confirmed with one of the domain's test cards, by token ("pm_card_visa"), never a number. No card
// is charged, or exists. stripe-stateful-mock 0.0.16 was the registry's candidate and has no SetupIntents or payment
// methods (docs/decisions/0037), hence this. Chosen only for "demo-" projects (choose-payments.ts).
import { randomBytes } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { testCards } from "@backlot/domain";
import { type Payments, PaymentDeclined, type SetupState, purposeMetadata } from "./payments.js";

export const testPaymentsCollection = "testPayments";

/** Ids shaped like Stripe's ("seti_test_..."), so the commands check one shape whichever provider made them. */
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

interface StoredSetup extends SetupState {
  kind: "setup";
  clientSecret: string;
}

export function localPayments(db: Firestore): Payments {
  const setups = db.collection(testPaymentsCollection);
  const readStored = async (setupId: string): Promise<StoredSetup> => {
    const stored = (await setups.doc(setupId).get()).data() as StoredSetup | undefined;
    if (stored?.kind !== "setup") throw new Error(`The local test provider has no setup ${setupId}`);
    return stored;
  };
  const stateOf = ({ kind: _kind, clientSecret: _secret, ...state }: StoredSetup): SetupState => state;

  return {
    provider: "test",
    takesTestCards: true,
    async createCustomer({ vendorId, uid, email }) {
      const customerId = newId("cus");
      await setups.doc(customerId).create({ kind: "customer", vendorId, uid, email });
      return customerId;
    },
    async hasCustomer(customerId) {
      return (await setups.doc(customerId).get()).data()?.kind === "customer";
    },
    async startSetup(customerId, purpose) {
      const setupId = newId("seti");
      const clientSecret = `${setupId}_secret_${randomBytes(12).toString("hex")}`;
      const stored: StoredSetup = {
        kind: "setup",
        clientSecret,
        setupId,
        status: "requires_payment_method",
        customerId,
        metadata: purposeMetadata(purpose),
        paymentMethodId: null,
        card: null,
        lastError: null,
      };
      await setups.doc(setupId).create(stored);
      return { setupId, clientSecret };
    },
    async readSetup(setupId) {
      return stateOf(await readStored(setupId));
    },
    async confirmWithTestCard(setupId, token) {
      const stored = await readStored(setupId);
      if (stored.status === "succeeded") return stateOf(stored);
      const test = testCards.find((each) => each.token === token);
      if (!test) {
        const known = testCards.map((each) => each.token).join(", ");
        throw new PaymentDeclined(`${token} is not a test card of the local provider; use one of ${known}`);
      }
      if ("declined" in test.outcome) {
        await setups.doc(setupId).update({ lastError: test.outcome.declined });
        throw new PaymentDeclined(test.outcome.declined);
      }
      const confirmed: StoredSetup = {
        ...stored,
        status: "succeeded",
        paymentMethodId: newId("pm"),
        card: test.outcome.card,
        lastError: null,
      };
      await setups.doc(setupId).set(confirmed);
      return stateOf(confirmed);
    },
  };
}
