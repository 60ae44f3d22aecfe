// The Payments port's contract, run against each provider the commands may get: the announced local test provider
// (on the Firestore emulator, always), and Stripe's test mode when STRIPE_SECRET_KEY (sk_test_...) is set, so the
// adapter is proven against the real API. Nothing here is a fake: both are the code that ships.
import { describe, expect, it } from "vitest";
import { setupIdPattern } from "@backlot/domain";
import { adminFirestore, describeOnEmulators } from "../../test/world.js";
import { localPayments } from "./local-payments.js";
import { type Payments, PaymentDeclined } from "./payments.js";
import { stripePayments } from "./stripe-payments.js";

const purpose = { vendorId: "contract-house", orderId: "OrderOfTwentyLetters", uid: "u-contract", currency: "USD" };

function paymentsContract(payments: () => Payments) {
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
}

describeOnEmulators("the Payments port: the local test provider", (emulators) => {
  paymentsContract(() => localPayments(adminFirestore(emulators)));
});

const stripeKey = process.env.STRIPE_SECRET_KEY ?? "";
if (stripeKey.startsWith("sk_test_") || stripeKey.startsWith("rk_test_")) {
  describe("the Payments port: Stripe's test mode (STRIPE_SECRET_KEY)", () => {
    paymentsContract(() => stripePayments(stripeKey));
  });
} else {
  describe.skip("the Payments port: Stripe's test mode (skipped: STRIPE_SECRET_KEY is not a test-mode key)", () => {
    it("runs the contract against api.stripe.com", () => undefined);
  });
}
