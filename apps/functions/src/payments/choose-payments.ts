// Which payment provider the commands use: Stripe with the project's secret key (STRIPE_SECRET_KEY); without one, on
// an emulated ("demo-") project only, the announced local test provider. A real project without the key refuses card
// authorisation rather than pretend to take one.
import { defineSecret } from "firebase-functions/params";
import { logger } from "firebase-functions/v2";
import { firestore } from "../shared/admin.js";
import { refuse } from "../shared/callable-errors.js";
import { localPayments } from "./local-payments.js";
import type { Payments } from "./payments.js";
import { type StripeEndpoint, stripePayments } from "./stripe-payments.js";

/** `firebase functions:secrets:set STRIPE_SECRET_KEY` (sk_live_... or sk_test_...); never in the repository. */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");

let announced = false;

/** The provider for this project; refuses where card authorisation is not set up. */
export function choosePayments(): Payments {
  const key = stripeSecretKey.value();
  const emulated = process.env.FUNCTIONS_EMULATOR === "true" && (process.env.GCLOUD_PROJECT ?? "").startsWith("demo-");
  if (key) return stripePayments(key, emulated ? stripeEndpoint() : undefined);
  if (!emulated) {
    refuse(
      "failed-precondition",
      "Card authorisation is not set up on this project: set its Stripe key " +
        "(firebase functions:secrets:set STRIPE_SECRET_KEY), or turn off hasCreditCardAuth in the tenant settings",
    );
  }
  if (!announced) {
    announced = true;
    logger.info("Payments: the local test provider (no Stripe key on this emulated project; no card is charged)");
  }
  return localPayments(firestore());
}

/** On the emulators only: STRIPE_API_URL points the SDK at a stand-in of Stripe's API ("http://127.0.0.1:12111"). */
function stripeEndpoint(): StripeEndpoint | undefined {
  const url = process.env.STRIPE_API_URL;
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === "http:" ? "http" : "https";
  return { host: hostname, port: Number(port || (scheme === "http" ? 80 : 443)), protocol: scheme };
}
