// The Payments port's contract, run against each provider the commands may get: the announced local test provider
// (on the Firestore emulator, always), and Stripe's test mode when STRIPE_SECRET_KEY (sk_test_...) is set, so the
// adapter is proven against the real API. Nothing here is a fake: both are the code that ships.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { setupIdPattern } from "@backlot/domain";
import { adminFirestore, describeOnEmulators } from "../../test/world.js";
import { chargeDeclinedTestCard, localPayments, testPaymentsCollection } from "./local-payments.js";
import { type ChargeRequest, type Payments, PaymentDeclined } from "./payments.js";
import { stripePayments } from "./stripe-payments.js";

const purpose = { vendorId: "contract-house", orderId: "OrderOfTwentyLetters", uid: "u-contract", currency: "USD" };

/** How many charges the provider took from a customer: the provider's own record, apart from the port. */
type ChargesTaken = (customerId: string) => Promise<number>;

/** A customer with a card saved from the test token, as the charge command finds them on the order. */
async function savedCard(provider: Payments, token: string) {
  const customerId = await provider.createCustomer({
    vendorId: purpose.vendorId,
    uid: purpose.uid,
    email: "charge@studio.example",
    name: "Charge Test",
  });
  const { setupId } = await provider.startSetup(customerId, { ...purpose, amount: 51_750 });
  const { paymentMethodId } = await provider.confirmWithTestCard(setupId, token);
  if (!paymentMethodId) throw new Error(`${token} saved no card`);
  return { customerId, paymentMethodId };
}

/** An invoice's charge; a fresh key per call, since Stripe keeps keys (and their answers) for 24 hours. */
const invoiceCharge = (card: { customerId: string; paymentMethodId: string }, amount: number): ChargeRequest => ({
  ...card,
  amount,
  currency: "USD",
  idempotencyKey: `contract-invoice-${randomUUID()}`,
  metadata: { vendorId: purpose.vendorId, invoiceId: "INV-1001" },
});

function paymentsContract(payments: () => Payments, chargesTaken: ChargesTaken) {
  it("saves a customer and a card for later, off-session charges, and reads back what it was for", async () => {
    const provider = payments();
    const customerId = await provider.createCustomer({
      vendorId: purpose.vendorId,
      uid: purpose.uid,
      email: "contract@studio.example",
      name: "Contract Test",
    });
    expect(await provider.hasCustomer(customerId)).toBe(true);
    const started = await provider.startSetup(customerId, { ...purpose, amount: 51_750 });
    expect(started.setupId).toMatch(setupIdPattern);
    expect(started.clientSecret).toContain(`${started.setupId}_secret_`);
    expect(await provider.readSetup(started.setupId)).toMatchObject({
      setupId: started.setupId,
      status: "requires_payment_method",
      customerId,
      card: null,
      metadata: { ...purpose, amount: "51750" },
    });

    const saved = await provider.confirmWithTestCard(started.setupId, "pm_card_visa");
    expect(saved).toMatchObject({ status: "succeeded", customerId, card: { brand: "visa", last4: "4242" } });
    expect(saved.paymentMethodId).toMatch(/^pm_/);
    expect(saved.card?.expMonth).toBeGreaterThanOrEqual(1);
    expect(saved.card?.expMonth).toBeLessThanOrEqual(12);
    expect(saved.card?.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    expect(await provider.readSetup(started.setupId)).toEqual(saved);
  });

  it("declines a declined test card, saving nothing, and knows no made-up customer", async () => {
    const provider = payments();
    const customerId = await provider.createCustomer({
      vendorId: purpose.vendorId,
      uid: purpose.uid,
      email: "declined@studio.example",
      name: "Declined Test",
    });
    const { setupId } = await provider.startSetup(customerId, { ...purpose, amount: 100 });
    await expect(provider.confirmWithTestCard(setupId, "pm_card_chargeDeclined")).rejects.toBeInstanceOf(
      PaymentDeclined,
    );
    const after = await provider.readSetup(setupId);
    expect(after.status).not.toBe("succeeded");
    expect(after.card).toBeNull();
    expect(after.lastError).toMatch(/declined/);
    expect(await provider.hasCustomer("cus_test_nobody000000000000")).toBe(false);
  });

  it("charges a saved card off-session, once per idempotency key however often the call is retried", async () => {
    const provider = payments();
    const card = await savedCard(provider, "pm_card_visa");
    const request = invoiceCharge(card, 51_750);
    const charged = await provider.charge(request);
    expect(charged).toEqual({ chargeId: expect.stringMatching(/^pi_/) as unknown, amount: 51_750 });
    expect(await provider.charge(request)).toEqual(charged);
    expect(await chargesTaken(card.customerId)).toBe(1);

    // The same key with other terms is a mistake, never a second charge.
    await expect(provider.charge({ ...request, amount: 60_000 })).rejects.toThrow();
    const next = await provider.charge(invoiceCharge(card, 2_500));
    expect(next.chargeId).not.toBe(charged.chargeId);
    expect(next.amount).toBe(2_500);
    expect(await chargesTaken(card.customerId)).toBe(2);
  });

  it("refuses a card that saved but is declined when charged, in the provider's words, and on retry", async () => {
    const provider = payments();
    const card = await savedCard(provider, chargeDeclinedTestCard.token);
    const request = invoiceCharge(card, 51_750);
    const refusal = provider.charge(request);
    await expect(refusal).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(refusal).rejects.toThrow(/The card was refused: "Your card was declined\."/);
    await expect(provider.charge(request)).rejects.toBeInstanceOf(PaymentDeclined);
    expect(await chargesTaken(card.customerId)).toBe(0);
  });

  it("refuses a bad amount, and a card it does not know, as mistakes rather than declines", async () => {
    const provider = payments();
    const card = await savedCard(provider, "pm_card_visa");
    for (const amount of [0, -100, 517.5, Number.NaN]) {
      const refusal = provider.charge(invoiceCharge(card, amount));
      await expect(refusal).rejects.toThrow(/whole number of minor units/);
      await expect(refusal).rejects.not.toBeInstanceOf(PaymentDeclined);
    }
    const unknown = provider.charge(invoiceCharge({ ...card, paymentMethodId: "pm_test_nobody000000000000" }, 2_500));
    await expect(unknown).rejects.toThrow();
    await expect(unknown).rejects.not.toBeInstanceOf(PaymentDeclined);
    const stranger = await savedCard(provider, "pm_card_visa");
    const another = provider.charge(invoiceCharge({ ...card, paymentMethodId: stranger.paymentMethodId }, 2_500));
    await expect(another).rejects.toThrow();
    await expect(another).rejects.not.toBeInstanceOf(PaymentDeclined);
    expect(await chargesTaken(card.customerId)).toBe(0);
  });
}

describeOnEmulators("the Payments port: the local test provider", (emulators) => {
  const db = () => adminFirestore(emulators);
  paymentsContract(
    () => localPayments(db()),
    async (customerId) => {
      const charges = db()
        .collection(testPaymentsCollection)
        .where("kind", "==", "charge")
        .where("customerId", "==", customerId)
        .where("status", "==", "succeeded");
      return (await charges.count().get()).data().count;
    },
  );
});

const stripeKey = process.env.STRIPE_SECRET_KEY ?? "";
if (stripeKey.startsWith("sk_test_") || stripeKey.startsWith("rk_test_")) {
  describe("the Payments port: Stripe's test mode (STRIPE_SECRET_KEY)", () => {
    paymentsContract(
      () => stripePayments(stripeKey),
      async (customerId) => {
        const intents = await new Stripe(stripeKey).paymentIntents.list({ customer: customerId, limit: 100 });
        return intents.data.filter((intent) => intent.status === "succeeded").length;
      },
    );
  });
} else {
  describe.skip("the Payments port: Stripe's test mode (skipped: STRIPE_SECRET_KEY is not a test-mode key)", () => {
    it("runs the contract against api.stripe.com", () => undefined);
  });
}
