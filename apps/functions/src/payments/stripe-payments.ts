// The Payments port on Stripe: customers, SetupIntents (usage off_session, cards only), the saved card's brand, last
// four and expiry, and off-session charges of it (PaymentIntents confirmed at once, under the caller's idempotency
// key). The secret key is a Firebase secret (STRIPE_SECRET_KEY); `endpoint` points the SDK elsewhere (a stand-in
// speaking Stripe's API), which only the emulators allow (choose-payments.ts).
import Stripe from "stripe";
import type { SavedCard } from "@backlot/domain";
import {
  type ChargeRequest,
  type ChargeResult,
  type Payments,
  PaymentDeclined,
  type SetupPurpose,
  type SetupState,
  type StartedSetup,
  cardRefused,
  chargeRequestProblem,
  purposeMetadata,
} from "./payments.js";

export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

export function stripePayments(secretKey: string, endpoint?: StripeEndpoint): Payments {
  const stripe = new Stripe(secretKey, {
    // Retries carry the SDK's idempotency keys, so a retried create makes one object.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Backlot" },
    ...(endpoint ?? {}),
  });
  // A live key must never confirm with a test token; Stripe refuses it anyway, this says why first.
  const testMode = secretKey.startsWith("sk_test_") || secretKey.startsWith("rk_test_");

  const stateOf = (intent: Stripe.SetupIntent): SetupState => {
    const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
    const card: SavedCard | null = method?.card
      ? {
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        }
      : null;
    const customer = intent.customer;
    return {
      setupId: intent.id,
      status: intent.status,
      customerId: typeof customer === "string" ? customer : (customer?.id ?? null),
      metadata: { ...(intent.metadata ?? {}) },
      paymentMethodId: typeof intent.payment_method === "string" ? intent.payment_method : (method?.id ?? null),
      card,
      lastError: intent.last_setup_error?.message ?? null,
    };
  };

  return {
    provider: "stripe",
    takesTestCards: testMode,
    async createCustomer({ vendorId, uid, email, name }) {
      const customer = await stripe.customers.create({ email, name, metadata: { vendorId, uid } });
      return customer.id;
    },
    async hasCustomer(customerId) {
      try {
        const customer = await stripe.customers.retrieve(customerId);
        return !("deleted" in customer && customer.deleted);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return false;
        throw error;
      }
    },
    async startSetup(customerId: string, purpose: SetupPurpose): Promise<StartedSetup> {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: "off_session",
        // Cards only (API 2026-10-28: allowed_payment_method_types, once payment_method_types).
        allowed_payment_method_types: ["card"],
        description: `Card for order ${purpose.orderId} at ${purpose.vendorId}`,
        metadata: purposeMetadata(purpose),
      });
      if (!intent.client_secret) throw new Error(`Stripe gave SetupIntent ${intent.id} no client secret`);
      return { setupId: intent.id, clientSecret: intent.client_secret };
    },
    async readSetup(setupId) {
      return stateOf(await stripe.setupIntents.retrieve(setupId, { expand: ["payment_method"] }));
    },
    async confirmWithTestCard(setupId, token) {
      if (!testMode) {
        throw new PaymentDeclined(
          "Test cards work only with a Stripe test-mode key; confirm the card with Stripe.js in the browser",
        );
      }
      try {
        await stripe.setupIntents.confirm(setupId, { payment_method: token });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.message);
        throw error;
      }
      return stateOf(await stripe.setupIntents.retrieve(setupId, { expand: ["payment_method"] }));
    },
    charge: (request) => charge(stripe, request),
  };
}

/** The customer's bank wants them to approve the payment (3-D Secure), which no one can do off-session. */
const needsTheCustomer = (providerWords: string) =>
  new PaymentDeclined(
    `The customer's bank asks them to approve this payment themselves (3-D Secure), which a charge by staff cannot ` +
      `do: "${providerWords}". Nothing was taken; ask the customer to pay the invoice another way.`,
  );

async function charge(stripe: Stripe, request: ChargeRequest): Promise<ChargeResult> {
  const problem = chargeRequestProblem(request);
  if (problem) throw new Error(problem);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        customer: request.customerId,
        payment_method: request.paymentMethodId,
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        // Cards only: with the Dashboard's payment methods (the default), confirming needs a return_url for the
        // redirecting ones, and nobody is there to be redirected.
        allowed_payment_method_types: ["card"],
        off_session: true,
        confirm: true,
        metadata: request.metadata,
      },
      // Stripe answers a repeated key with the first call's result (a decline included) for 24 hours: one charge.
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      if (error.code === "authentication_required" || error.decline_code === "authentication_required") {
        throw needsTheCustomer(error.message);
      }
      throw cardRefused(error.message, error.decline_code ?? error.code);
    }
    throw error;
  }
  if (intent.status === "requires_action") throw needsTheCustomer(`PaymentIntent ${intent.id} requires action`);
  if (intent.status !== "succeeded") {
    throw new PaymentDeclined(
      `Stripe did not complete the charge (PaymentIntent ${intent.id} is ${intent.status}). ` +
        "Check it in the Stripe Dashboard before charging the card again.",
    );
  }
  return { chargeId: intent.id, amount: intent.amount_received };
}
