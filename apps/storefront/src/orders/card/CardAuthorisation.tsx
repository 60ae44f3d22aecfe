// The customer authorises a card for their order (issue 33, decision 0037): the amount and why, then a card form
// (Stripe's Payment Element where the site has a Stripe publishable key, loaded only when opened; the local test
// provider's test cards otherwise, labelled as such), then the saved card: "Visa ending 4242, expires 04/29, authorised
// for $517.50". The server sets the amount and checks the card with the provider; this only shows and asks.
import {
  type ConfirmCardAuthorisationResult,
  type Order,
  type StartCardAuthorisationResult,
  cardAuthorisationAmount,
  cardAuthorisationText,
  formatMoney,
  testCards,
} from "@backlot/domain";
import { type FormEvent, Suspense, lazy, useCallback, useId, useState } from "react";
import type { ServerCommands } from "../../app/server-commands.js";
import styles from "./CardAuthorisation.module.css";

const StripeCardForm = lazy(() => import("./StripeCardForm.js"));

export interface CardAuthorisationProps {
  orderId: string;
  order: Pick<Order, "status" | "estimate" | "cardAuthorisation">;
  settings: { locale: string; currency: string; ccAuthProcessingPercentage: number };
  commands: Pick<ServerCommands, "startCardAuthorisation" | "confirmCardAuthorisation">;
  /** Stripe's publishable key; without one, only the local test provider's cards can be used. */
  publishableKey?: string | undefined;
  headingLevel?: 2 | 3;
}

/** Where the form is: a tagged union, one state at a time. */
type Step =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "form"; setup: StartCardAuthorisationResult }
  | { kind: "confirming"; setup: StartCardAuthorisationResult }
  | { kind: "failed"; message: string; setup: StartCardAuthorisationResult | null }
  | { kind: "done"; saved: ConfirmCardAuthorisationResult };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong. Try again.";

export function CardAuthorisation({
  orderId,
  order,
  settings,
  commands,
  publishableKey,
  headingLevel = 2,
}: CardAuthorisationProps) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = (amount: number, currency = settings.currency) => formatMoney(amount, currency, settings.locale);

  const start = useCallback(async () => {
    setStep({ kind: "starting" });
    try {
      setStep({ kind: "form", setup: await commands.startCardAuthorisation({ orderId }) });
    } catch (error) {
      setStep({ kind: "failed", message: messageOf(error), setup: null });
    }
  }, [commands, orderId]);

  const confirm = useCallback(
    async (setup: StartCardAuthorisationResult, testCard?: string) => {
      setStep({ kind: "confirming", setup });
      try {
        const call = { orderId, setupId: setup.setupId, ...(testCard ? { testCard } : {}) };
        setStep({ kind: "done", saved: await commands.confirmCardAuthorisation(call) });
      } catch (error) {
        setStep({ kind: "failed", message: messageOf(error), setup });
      }
    },
    [commands, orderId],
  );
  const stripeFailed = useCallback(
    (message: string) => setStep((now) => ({ kind: "failed", message, setup: "setup" in now ? now.setup : null })),
    [],
  );

  const subtotal = order.estimate?.subtotal;
  if (subtotal === undefined) return null;
  const expected = cardAuthorisationAmount(subtotal, settings.ccAuthProcessingPercentage);
  const stored = order.cardAuthorisation;
  const saved = step.kind === "done" ? step.saved : stored;
  const savedText = saved && cardAuthorisationText(saved, settings.locale);
  const short = step.kind !== "done" && stored && stored.amount < subtotal;

  return (
    <section id="card-authorisation" className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Card authorisation
      </Heading>
      {savedText ? (
        <p className={styles.saved}>{savedText}.</p>
      ) : (
        <p className={styles.why}>
          Authorise a card for {money(expected)}: the order&rsquo;s {money(subtotal)} plus a{" "}
          {settings.ccAuthProcessingPercentage}% card processing fee. Nothing is charged now; the card is saved for this
          order, and the authorisation stands as the deposit.
        </p>
      )}
      {short && (
        <p className={styles.failure}>
          The order now comes to more than the card is authorised for: authorise a card again for {money(expected)}.
        </p>
      )}
      {step.kind === "idle" && (
        <button type="button" className={savedText ? styles.secondary : styles.primary} onClick={() => void start()}>
          {savedText ? "Use another card" : "Authorise a card"}
        </button>
      )}
      {step.kind === "starting" && (
        <p role="status" className={styles.status}>
          Opening the card form…
        </p>
      )}
      {step.kind === "form" && (
        <CardForm
          setup={step.setup}
          publishableKey={publishableKey}
          submitLabel={`Authorise ${money(step.setup.amount, step.setup.currency)}`}
          onTestCard={(token) => void confirm(step.setup, token)}
          onStripeConfirmed={() => void confirm(step.setup)}
          onStripeFailed={stripeFailed}
        />
      )}
      {step.kind === "confirming" && (
        <p role="status" className={styles.status}>
          Checking the card with the payment provider…
        </p>
      )}
      {step.kind === "failed" && (
        <>
          <p role="alert" className={styles.failure}>
            {step.message}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => (step.setup ? setStep({ kind: "form", setup: step.setup }) : void start())}
            >
              Try again
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** The card form of the provider the server chose: Stripe's, or the local test provider's test cards. */
function CardForm({
  setup,
  publishableKey,
  submitLabel,
  onTestCard,
  onStripeConfirmed,
  onStripeFailed,
}: {
  setup: StartCardAuthorisationResult;
  publishableKey: string | undefined;
  submitLabel: string;
  onTestCard: (token: string) => void;
  onStripeConfirmed: () => void;
  onStripeFailed: (message: string) => void;
}) {
  if (setup.provider === "test") return <TestCardForm submitLabel={submitLabel} onSubmit={onTestCard} />;
  if (!publishableKey)
    return (
      <p role="alert" className={styles.failure}>
        Card payments are not set up on this site (it has no Stripe publishable key). Call the prop house to pay.
      </p>
    );
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.status}>
          Loading the card form…
        </p>
      }
    >
      <StripeCardForm
        publishableKey={publishableKey}
        clientSecret={setup.clientSecret}
        submitLabel={submitLabel}
        onConfirmed={onStripeConfirmed}
        onFailed={onStripeFailed}
      />
    </Suspense>
  );
}

/** The announced local test provider's cards, by name and token only: no card number is ever typed. */
function TestCardForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (token: string) => void }) {
  const [token, setToken] = useState(testCards[0]?.token ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(token);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.testCards}>
        <legend>Test payments: no card is charged</legend>
        {testCards.map((card) => (
          <label key={card.token}>
            <input
              type="radio"
              name="testCard"
              value={card.token}
              checked={token === card.token}
              onChange={() => setToken(card.token)}
            />{" "}
            {card.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.primary}>
        {submitLabel}
      </button>
    </form>
  );
}
