// The Payments port (docs/decisions/0037): what the card authorisation and charge commands ask of a provider. Stripe
// in production (stripe-payments.ts); on the emulators without a Stripe key, the announced local test provider
// (local-payments.ts), since no stand-in from the registry covers SetupIntents. No card number ever passes through
// it: the browser gives the card to Stripe.js, and the local provider knows only test tokens ("pm_card_visa").
import type { PaymentsProvider, SavedCard } from "@backlot/domain";

/** Who and what a setup is for: the provider keeps it with the setup, and confirming checks it came back unchanged. */
export interface SetupPurpose {
  vendorId: string;
  orderId: string;
  uid: string;
  /** Minor units: the server's amount (the order's total plus the processing percentage). */
  amount: number;
  currency: string;
}

export interface StartedSetup {
  setupId: string;
  /** Handed to the browser for Stripe.js's confirmSetup; never stored. */
  clientSecret: string;
}

/** A setup as the provider reports it. */
export interface SetupState {
  setupId: string;
  /** "succeeded" once the card is saved; Stripe's other states ("requires_payment_method", ...) otherwise. */
  status: string;
  customerId: string | null;
  /** What the setup was started for, as the provider kept it (SetupPurpose's fields as text). */
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  /** The saved card, once it is saved. */
  card: SavedCard | null;
  /** Why the last attempt failed ("Your card was declined."), if it did. */
  lastError: string | null;
}

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** One charge per invoice attempt, even when the call is retried (Stripe's idempotency key). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ChargeResult {
  chargeId: string;
  /** What the provider says was taken, minor units. */
  amount: number;
}

export interface Payments {
  readonly provider: PaymentsProvider;
  /** Whether confirmWithTestCard works: the local provider, and Stripe with a test-mode key. */
  readonly takesTestCards: boolean;
  /** A new customer at the provider for a Backlot account at a vendor. */
  createCustomer(customer: { vendorId: string; uid: string; email: string; name: string }): Promise<string>;
  /** Whether the provider still has this customer (a test-mode customer is gone in live mode, say). */
  hasCustomer(customerId: string): Promise<boolean>;
  /** A SetupIntent for the customer, usage off_session (the card is saved for later charges, not held). */
  startSetup(customerId: string, purpose: SetupPurpose): Promise<StartedSetup>;
  readSetup(setupId: string): Promise<SetupState>;
  /** Confirms a setup with a test payment method token, as Stripe.js would in the browser; tests and the demo only. */
  confirmWithTestCard(setupId: string, token: string): Promise<SetupState>;
  /** Charges a saved card off-session; throws PaymentDeclined (with the provider's words) when the card is refused. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** A refusal from the provider that the customer can act on (a declined card), apart from outages. */
export class PaymentDeclined extends Error {
  override readonly name = "PaymentDeclined";
}

/** The setup purpose as the provider's metadata (text values), which readSetup's state gives back. */
export const purposeMetadata = (purpose: SetupPurpose): Record<string, string> => ({
  vendorId: purpose.vendorId,
  orderId: purpose.orderId,
  uid: purpose.uid,
  amount: String(purpose.amount),
  currency: purpose.currency,
});

/**
 * What is wrong with a charge request before any provider sees it, or null: a mistake of the caller (never a
 * PaymentDeclined), checked the same way by both providers so the contract holds whichever answers.
 */
export function chargeRequestProblem(request: ChargeRequest): string | null {
  const { amount, currency, idempotencyKey } = request;
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return `A charge's amount must be a whole number of minor units, at least 1 (51750 for $517.50); got ${amount}`;
  }
  if (!/^[A-Za-z]{3}$/.test(currency)) return `A charge's currency must be an ISO 4217 code ("USD"); got "${currency}"`;
  // Stripe's limit for an idempotency key.
  if (idempotencyKey.length < 1 || idempotencyKey.length > 255) {
    return "A charge's idempotency key must be 1 to 255 characters (one key per invoice attempt)";
  }
  if (!request.customerId || !request.paymentMethodId) return "A charge names the customer and their saved card";
  return null;
}

/** The refusal staff read when a card is refused: the provider's words, and what to do next. */
export const cardRefused = (providerWords: string, code?: string): PaymentDeclined =>
  new PaymentDeclined(
    `The card was refused: "${providerWords}"${code ? ` (${code})` : ""}. Nothing was taken; ask the customer for ` +
      "another card, or take the payment another way.",
  );
