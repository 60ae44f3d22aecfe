// Card authorisation (issue 33, docs/decisions/0037): the customer saves a card with the payment provider for their
// order (a SetupIntent, usage off_session: a hold lapses within 7 days and rentals run for weeks), for the order's
// total plus the tenant's processing percentage. The server writes what the provider says of the card on the order;
// this is the one contract for the commands, the storefront's card form, the console and the release gate.
import type { CalendarDate } from "../calendar-date.js";
import type { ActedBy } from "../commands/impersonation.js";
import { formatMoney } from "../money.js";

/** What Backlot keeps of a card: never its number, only what the provider tells (and the customer may see). */
export interface SavedCard {
  /** The provider's brand id: "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "unknown". */
  brand: string;
  last4: string;
  /** 1 to 12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

/** Which provider saved the card: Stripe, or the announced local test provider of the emulators (no card charged). */
export type PaymentsProvider = "stripe" | "test";

/** A card saved for an order, as the server stores it on the order (`cardAuthorisation`; no client writes it). */
export interface CardAuthorisation {
  provider: PaymentsProvider;
  /** The provider's ids: the setup that saved the card, its customer and the saved payment method. */
  setupId: string;
  customerId: string;
  paymentMethodId: string;
  card: SavedCard;
  /** What the card is authorised for, in minor units: the order's total plus the processing percentage. */
  amount: number;
  currency: string;
  /** ISO 8601 once read back; a server timestamp as stored. */
  authorisedAt: string;
  /** Staff who authorised it as the customer, in an impersonated session. */
  actedBy?: ActedBy;
}

/** A setup started for an order and not confirmed yet (`cardSetup` on the order): confirming must name this one. */
export interface CardSetup {
  provider: PaymentsProvider;
  setupId: string;
  customerId: string;
  amount: number;
  currency: string;
  startedAt: string;
  actedBy?: ActedBy;
}

/** The customer (or staff as them) starts authorising a card for their order; the amount is the server's. */
export interface StartCardAuthorisationCall {
  vendorId: string;
  orderId: string;
}
export interface StartCardAuthorisationResult {
  provider: PaymentsProvider;
  setupId: string;
  /** For Stripe.js's confirmSetup; never stored by Backlot. */
  clientSecret: string;
  amount: number;
  currency: string;
  /** The processing percentage included in `amount` (the tenant's ccAuthProcessingPercentage). */
  processingPercentage: number;
}

/** After the browser confirmed the setup (Stripe.js), or to confirm it with a test card of the local provider. */
export interface ConfirmCardAuthorisationCall {
  vendorId: string;
  orderId: string;
  setupId: string;
  /** The local test provider only: one of testCards' tokens ("pm_card_visa"); Stripe refuses it. */
  testCard?: string;
}
export interface ConfirmCardAuthorisationResult {
  card: SavedCard;
  amount: number;
  currency: string;
}

/**
 * Card authorisations one account may start in an hour: a few cards and retries, not card testing (each start makes a
 * SetupIntent that a stolen card could be tried against). Confirmations only read the provider: a wider limit.
 */
export const cardAuthorisationRateLimit = { requests: 10, windowMs: 60 * 60 * 1000 } as const;
export const cardConfirmationRateLimit = { requests: 30, windowMs: 60 * 60 * 1000 } as const;

/** A provider's setup id as the commands accept it: Stripe's "seti_..." (the local provider makes the same shape). */
export const setupIdPattern = /^seti_[A-Za-z0-9_]{1,250}$/;

/** A test card of the local provider (tokens named as Stripe's test payment methods: never a card number). */
export interface TestCard {
  token: string;
  label: string;
  /** The card saved, or the decline the provider answers with. */
  outcome: { card: SavedCard } | { declined: string };
}

export const testCards: readonly TestCard[] = [
  { token: "pm_card_visa", label: "Visa, succeeds", outcome: { card: card("visa", "4242", 4, 2029) } },
  {
    token: "pm_card_mastercard",
    label: "Mastercard, succeeds",
    outcome: { card: card("mastercard", "4444", 8, 2030) },
  },
  { token: "pm_card_amex", label: "American Express, succeeds", outcome: { card: card("amex", "8431", 12, 2028) } },
  { token: "pm_card_chargeDeclined", label: "Declined card", outcome: { declined: "Your card was declined." } },
];

function card(brand: string, last4: string, expMonth: number, expYear: number): SavedCard {
  return { brand, last4, expMonth, expYear };
}

const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
  interac: "Interac",
};

/** "Visa ending 4242". */
export const cardLabel = (saved: SavedCard): string => `${brandNames[saved.brand] ?? "Card"} ending ${saved.last4}`;

/** "04/29", as printed on the card. */
export const cardExpiry = (saved: SavedCard): string =>
  `${String(saved.expMonth).padStart(2, "0")}/${String(saved.expYear % 100).padStart(2, "0")}`;

/** "Visa ending 4242, expires 04/29, authorised for $1,234.00". */
export const cardAuthorisationText = (
  authorisation: Pick<CardAuthorisation, "card" | "amount" | "currency">,
  locale: string,
): string =>
  `${cardLabel(authorisation.card)}, expires ${cardExpiry(authorisation.card)}, authorised for ` +
  formatMoney(authorisation.amount, authorisation.currency, locale);

/** The last day a card is good for: the end of its expiry month. */
export function cardLastDay(saved: SavedCard): CalendarDate {
  const last = new Date(Date.UTC(saved.expYear, saved.expMonth, 0));
  return last.toISOString().slice(0, 10) as CalendarDate;
}

/** Whether a saved card covers an order, and if not, why (for the checklist to word). */
export type CardCoverage =
  | { covers: true }
  | { covers: false; why: "none" | "no-price" | "amount" }
  | { covers: false; why: "expires"; lastDay: CalendarDate };

/**
 * Whether the order's card authorisation covers it: a card is saved for at least the order's total, and it is good
 * until the return (the house charges damage and late returns after it).
 */
export function cardCoverage(
  authorisation: CardAuthorisation | null | undefined,
  order: { total: number | null; returnDate: string },
): CardCoverage {
  if (!authorisation) return { covers: false, why: "none" };
  if (order.total === null) return { covers: false, why: "no-price" };
  if (authorisation.amount < order.total) return { covers: false, why: "amount" };
  const lastDay = cardLastDay(authorisation.card);
  if (lastDay < order.returnDate) return { covers: false, why: "expires", lastDay };
  return { covers: true };
}

/** Whether the order's card authorisation covers it (cardCoverage, as a yes or no). */
export const cardCovers = (
  authorisation: CardAuthorisation | null | undefined,
  order: { total: number | null; returnDate: string },
): boolean => cardCoverage(authorisation, order).covers;
