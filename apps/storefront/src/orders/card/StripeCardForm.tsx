// Stripe's Payment Element for a SetupIntent, loaded only when the customer opens the card form on a site with a
// Stripe publishable key: Stripe.js comes from js.stripe.com then (hosting's CSP allows it only for such a shell), the
// card goes from the customer's browser to Stripe, and Backlot hears only that the setup was confirmed.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useEffect, useState } from "react";
import styles from "./CardAuthorisation.module.css";

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** "Authorise $517.50". */
  submitLabel: string;
  /** Stripe saved the card: the server checks it next. */
  onConfirmed: () => void;
  /** Stripe refused the card or could not load: what to tell the customer. */
  onFailed: (message: string) => void;
}

/** One Stripe.js per key and page: loadStripe adds its script once, and a failed load is tried again next time. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key).catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, stripe);
  }
  return stripe;
}

export default function StripeCardForm({ publishableKey, clientSecret, onFailed, ...form }: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (ready) => {
        if (!current) return;
        if (ready) setStripe(ready);
        else onFailed("The card form did not load. Check your connection and try again.");
      },
      () => current && onFailed("The card form did not load from Stripe. Check your connection and try again."),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, onFailed]);
  if (!stripe) return <p role="status">Loading the card form…</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <CardForm {...form} onFailed={onFailed} />
    </Elements>
  );
}

function CardForm({
  submitLabel,
  onConfirmed,
  onFailed,
}: Omit<StripeCardFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || sending) return;
    setSending(true);
    // A card that needs 3D Secure opens Stripe's dialog here; only bank redirects would leave the page.
    const { error } = await stripe.confirmSetup({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: window.location.href },
    });
    setSending(false);
    if (error) onFailed(error.message ?? "Stripe did not save the card. Try again or use another card.");
    else onConfirmed();
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      <button type="submit" className={styles.primary} disabled={!stripe || sending}>
        {sending ? "Saving the card…" : submitLabel}
      </button>
    </form>
  );
}
