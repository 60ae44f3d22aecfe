// A customer as staff see them at the top of their page: who they are (name, email, phone, studio,
// production, title), whether their address is verified, when they joined and last signed in,
// where they stand with the prop house, and the approval itself. Approving is one press (the app
// may ask first: confirmApproval); denying asks first, in place, because it sends the customer an
// email. Each waits for the app's promise: busy while it runs, the app's message if it fails; once
// done, the app passes the new standing.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type CustomerStanding } from "@backlot/domain";
import { customerStandingLabels } from "@backlot/ui/labels";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import buttons from "@backlot/ui/button.module.css";
import styles from "./CustomerCard.module.css";

export interface CustomerCardCustomer {
  name: string;
  email: string;
  /** Whether they proved the address is theirs; shown among the facts when given. */
  emailVerified?: boolean;
  /** "" when they gave none (the same for studio, production and title). */
  phone: string;
  studio: string;
  production: string;
  title: string;
  /** ISO 8601. */
  joinedAt: string;
  lastSignInAt: string;
  standing: CustomerStanding;
}

export interface CustomerCardLabels {
  email: string;
  emailVerified: string;
  verified: string;
  unverified: string;
  phone: string;
  studio: string;
  production: string;
  title: string;
  joined: string;
  lastSignIn: string;
  notGiven: string;
  standing: string;
  meaning: Record<CustomerStanding, string>;
  approve: string;
  approving: string;
  deny: string;
  denyTitle: (name: string) => string;
  denyText: string;
  confirmDeny: string;
  denying: string;
  keep: string;
  failed: string;
}

export const defaultCustomerCardLabels: CustomerCardLabels = {
  email: "Email",
  emailVerified: "Email verified",
  verified: "Yes",
  unverified: "No: nothing shows the address is theirs",
  phone: "Phone",
  studio: "Studio",
  production: "Production",
  title: "Title",
  joined: "Joined",
  lastSignIn: "Last signed in",
  notGiven: "Not given",
  standing: "Standing",
  meaning: {
    awaiting: "They can ask for quotes; they cannot place orders until you approve them.",
    approved: "They can place orders from their set lists.",
    denied: "They can ask for quotes, but cannot place orders or accept a quote.",
  },
  approve: "Approve",
  approving: "Approving…",
  deny: "Deny",
  denyTitle: (name) => `Deny ${name}?`,
  denyText: "They will not be able to place orders, and get one email saying so.",
  confirmDeny: "Deny the account",
  denying: "Denying…",
  keep: "Keep as it is",
  failed: "That did not go through. Try again.",
};

export interface CustomerCardProps {
  customer: CustomerCardCustomer;
  /** Approves (true) or denies (false); resolve once done, throw (with a message to show) on failure. */
  onDecide: (isAuthorized: boolean) => Promise<void>;
  /**
   * Asked before approving, when given (the console asks in its dialog for an unverified address):
   * resolve true to go on, false to keep the standing as it is.
   */
  confirmApproval?: () => Promise<boolean>;
  settings: { locale: string };
  /** The vendor's time zone, for when they joined and signed in. */
  timeZone: string;
  labels?: Partial<CustomerCardLabels>;
}

type Busy = "approving" | "denying" | null;

export function CustomerCard({
  customer,
  onDecide,
  confirmApproval,
  settings,
  timeZone,
  labels: given = {},
}: CustomerCardProps) {
  const labels = { ...defaultCustomerCardLabels, ...given };
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  // The app's question is open: a second press must not ask again.
  const asking = useRef(false);
  const titleId = useId();
  const denyRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  // A new standing (from this card or elsewhere) ends any question about the old one.
  useEffect(() => setConfirming(false), [customer.standing]);

  const decide = async (isAuthorized: boolean) => {
    if (busy || asking.current) return;
    if (isAuthorized && confirmApproval) {
      asking.current = true;
      const go = await confirmApproval().catch(() => false);
      asking.current = false;
      if (!go) return;
    }
    setBusy(isAuthorized ? "approving" : "denying");
    setError(null);
    try {
      await onDecide(isAuthorized);
    } catch (failure) {
      setError(messageOf(failure, labels.failed));
    } finally {
      setBusy(null);
    }
  };
  const closeConfirm = () => {
    setConfirming(false);
    setError(null);
    requestAnimationFrame(() => denyRef.current?.focus());
  };

  const verification: [string, ReactNode][] =
    customer.emailVerified === undefined
      ? []
      : [[labels.emailVerified, customer.emailVerified ? labels.verified : labels.unverified]];
  const facts: [string, ReactNode][] = [
    [labels.email, <a href={`mailto:${customer.email}`}>{customer.email}</a>],
    ...verification,
    [labels.phone, customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : labels.notGiven],
    [labels.studio, customer.studio || labels.notGiven],
    [labels.production, customer.production || labels.notGiven],
    [labels.title, customer.title || labels.notGiven],
    [labels.joined, when.format(new Date(customer.joinedAt))],
    [labels.lastSignIn, when.format(new Date(customer.lastSignInAt))],
  ];
  const { standing } = customer;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.name}>
        {customer.name}
      </h1>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.standing} data-standing={standing}>
        <p className={styles.status}>
          {labels.standing}: <strong>{customerStandingLabels[standing]}</strong>
        </p>
        <p className={styles.meaning}>{labels.meaning[standing]}</p>
        {error && <FormAlert>{error}</FormAlert>}
        {confirming ? (
          <div
            role="group"
            aria-labelledby={`${titleId}-deny`}
            className={styles.confirm}
            onKeyDown={(event) => {
              if (event.key === "Escape" && !busy) {
                event.preventDefault();
                closeConfirm();
              }
            }}
          >
            <p id={`${titleId}-deny`} className={styles.status}>
              {labels.denyTitle(customer.name)}
            </p>
            <p className={styles.meaning}>{labels.denyText}</p>
            <div className={styles.actions}>
              <button
                ref={confirmRef}
                type="button"
                className={buttons.button}
                data-tone="danger"
                aria-busy={busy === "denying"}
                aria-disabled={busy !== null || undefined}
                onClick={() => void decide(false)}
              >
                {busy === "denying" ? labels.denying : labels.confirmDeny}
              </button>
              <button type="button" className={buttons.button} onClick={closeConfirm} disabled={busy !== null}>
                {labels.keep}
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            {standing !== "approved" && (
              <button
                type="button"
                className={buttons.button}
                data-variant="primary"
                aria-busy={busy === "approving"}
                aria-disabled={busy !== null || undefined}
                onClick={() => void decide(true)}
              >
                {busy === "approving" ? labels.approving : labels.approve}
              </button>
            )}
            {standing !== "denied" && (
              <button
                ref={denyRef}
                type="button"
                className={buttons.button}
                aria-disabled={busy !== null || undefined}
                onClick={() => {
                  if (busy) return;
                  setError(null);
                  setConfirming(true);
                }}
              >
                {labels.deny}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
