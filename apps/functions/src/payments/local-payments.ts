// The announced local test provider behind the Payments port: on the emulators without a Stripe key, customers,
// setups, saved cards and charges are documents in the Firestore emulator (testPayments/{id}: no rule matches it, so no
// client reads or writes it), and a setup is confirmed with one of the test cards, by token ("pm_card_visa"), never a
// number. No card is charged, or exists. stripe-stateful-mock 0.0.16 was the registry's candidate and has no
// SetupIntents, payment methods or PaymentIntents (docs/decisions/0037), hence this. Chosen only for "demo-" projects
// (choose-payments.ts).
import { createHash, randomBytes } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { type SavedCard, type TestCard, testCards } from "@backlot/domain";
import {
  type ChargeRequest,
  type ChargeResult,
  type Payments,
  PaymentDeclined,
  type SetupState,
  cardRefused,
  chargeRequestProblem,
  purposeMetadata,
} from "./payments.js";

export const testPaymentsCollection = "testPayments";

/** Ids shaped like Stripe's ("seti_test_..."), so the commands check one shape whichever provider made them. */
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

interface StoredSetup extends SetupState {
  kind: "setup";
  clientSecret: string;
}

/**
 * Stripe's pm_card_chargeCustomerFail (4000 0000 0000 0341): the card saves, and every charge of it is declined, the
 * way a card fails between the order and the invoice. Not among the domain's testCards (the storefront's choices and
 * confirmCardAuthorisation's) yet, so only the contract suite saves it.
 */
export const chargeDeclinedTestCard: TestCard = {
  token: "pm_card_chargeCustomerFail",
  label: "Visa, saves, declined when charged",
  outcome: { card: { brand: "visa", last4: "0341", expMonth: 6, expYear: 2030 } },
};
const localTestCards: readonly TestCard[] = [...testCards, chargeDeclinedTestCard];
/** Why charging a card saved from this test token is declined, in Stripe's words; null when it charges. */
const chargeDeclines = (token: string): string | null =>
  token === chargeDeclinedTestCard.token ? "Your card was declined." : null;

/** A saved card (testPayments/{paymentMethodId}): whose it is, and which test card made it. */
interface StoredPaymentMethod {
  kind: "paymentMethod";
  customerId: string;
  testCard: string;
  card: SavedCard;
}

/** A charge attempt, kept under its idempotency key: a retry answers as the first call did, taking nothing more. */
interface StoredCharge {
  kind: "charge";
  idempotencyKey: string;
  chargeId: string;
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: "succeeded" | "declined";
  declined: string | null;
}

/** The charge's document id: any key (Stripe allows "/", which a document id cannot hold) maps to one id. */
export const localChargeDocId = (idempotencyKey: string) =>
  `charge_${createHash("sha256").update(idempotencyKey).digest("hex")}`;

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
      const test = localTestCards.find((each) => each.token === token);
      if (!test) {
        const known = localTestCards.map((each) => each.token).join(", ");
        throw new PaymentDeclined(`${token} is not a test card of the local provider; use one of ${known}`);
      }
      if ("declined" in test.outcome) {
        await setups.doc(setupId).update({ lastError: test.outcome.declined });
        throw new PaymentDeclined(test.outcome.declined);
      }
      const paymentMethodId = newId("pm");
      const confirmed: StoredSetup = {
        ...stored,
        status: "succeeded",
        paymentMethodId,
        card: test.outcome.card,
        lastError: null,
      };
      if (!stored.customerId) throw new Error(`The local test provider's setup ${setupId} has no customer`);
      const method: StoredPaymentMethod = {
        kind: "paymentMethod",
        customerId: stored.customerId,
        testCard: token,
        card: test.outcome.card,
      };
      const batch = db.batch();
      batch.create(setups.doc(paymentMethodId), method);
      batch.set(setups.doc(setupId), confirmed);
      await batch.commit();
      return stateOf(confirmed);
    },
    charge: (request) => charge(db, request),
  };
}

async function charge(db: Firestore, request: ChargeRequest): Promise<ChargeResult> {
  const problem = chargeRequestProblem(request);
  if (problem) throw new Error(problem);
  const records = db.collection(testPaymentsCollection);
  const { customerId, paymentMethodId, amount, idempotencyKey, metadata } = request;
  const currency = request.currency.toUpperCase();
  // One transaction: two retries racing each other still make one charge.
  const outcome = await db.runTransaction(async (tx) => {
    const chargeRef = records.doc(localChargeDocId(idempotencyKey));
    const earlier = (await tx.get(chargeRef)).data() as StoredCharge | undefined;
    if (earlier) {
      const same =
        earlier.customerId === customerId &&
        earlier.paymentMethodId === paymentMethodId &&
        earlier.amount === amount &&
        earlier.currency === currency;
      if (!same) {
        throw new Error(
          `Idempotency key "${idempotencyKey}" was used for another charge (${earlier.amount} ${earlier.currency} ` +
            `on ${earlier.paymentMethodId}); a new invoice attempt needs a new key`,
        );
      }
      return earlier;
    }
    const [customer, method] = await Promise.all([
      tx.get(records.doc(customerId)).then((snap) => snap.data()),
      tx.get(records.doc(paymentMethodId)).then((snap) => snap.data() as StoredPaymentMethod | undefined),
    ]);
    if (customer?.kind !== "customer") throw new Error(`The local test provider has no customer ${customerId}`);
    if (method?.kind !== "paymentMethod") {
      throw new Error(`The local test provider has no saved card ${paymentMethodId}`);
    }
    if (method.customerId !== customerId) {
      throw new Error(`The saved card ${paymentMethodId} belongs to another customer than ${customerId}`);
    }
    const declined = chargeDeclines(method.testCard);
    const stored: StoredCharge = {
      kind: "charge",
      idempotencyKey,
      chargeId: newId("pi"),
      customerId,
      paymentMethodId,
      amount,
      currency,
      metadata: { ...metadata },
      status: declined ? "declined" : "succeeded",
      declined,
    };
    tx.create(chargeRef, { ...stored, chargedAt: FieldValue.serverTimestamp() });
    return stored;
  });
  // Stripe keeps a declined attempt under its key too: the retry is declined again, and a new attempt takes a new key.
  if (outcome.status === "declined") throw cardRefused(outcome.declined ?? "Your card was declined.", "card_declined");
  return { chargeId: outcome.chargeId, amount: outcome.amount };
}
