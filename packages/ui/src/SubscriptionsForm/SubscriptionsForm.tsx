// The four email subscriptions of a customer's record (newsletters, reminders, product, research) as
// switches that save as soon as they are flipped. A switch moves at once (optimistic) and moves
// back with a message if saving fails. Each says since when it is on or off, in the tenant's locale.
import { useId, useState } from "react";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import styles from "./SubscriptionsForm.module.css";

export const subscriptionKeys = ["newsletters", "reminders", "product", "research"] as const;
export type SubscriptionKey = (typeof subscriptionKeys)[number];

/** One subscription as @backlot/data stores it on the vendor user. Dates as Date, ISO string or epoch ms. */
export interface SubscriptionState {
  isSubscribed: boolean;
  subscribedAt?: Date | string | number | null;
  unsubscribedAt?: Date | string | number | null;
}

export interface SubscriptionsFormLabels {
  title: string;
  intro: string;
  names: Record<SubscriptionKey, string>;
  descriptions: Record<SubscriptionKey, string>;
  subscribedSince: (date: string) => string;
  subscribed: string;
  unsubscribedOn: (date: string) => string;
  notSubscribed: string;
  saving: string;
  loading: string;
  failed: (name: string, subscribing: boolean) => string;
}

export const defaultSubscriptionsFormLabels: SubscriptionsFormLabels = {
  title: "Email subscriptions",
  intro: "Choose what we email you. Changes save straight away.",
  names: { newsletters: "Newsletter", reminders: "Reminders", product: "Product updates", research: "Research" },
  descriptions: {
    newsletters: "New props, fabrication work and studio news, about once a month.",
    reminders: "Pick-up and return dates, and quotes waiting for your answer.",
    product: "New features of this site.",
    research: "Invitations to short surveys and interviews that help us improve.",
  },
  subscribedSince: (date) => `Subscribed since ${date}`,
  subscribed: "Subscribed",
  unsubscribedOn: (date) => `Unsubscribed ${date}`,
  notSubscribed: "Not subscribed",
  saving: "Saving…",
  loading: "Loading…",
  failed: (name, subscribing) =>
    subscribing
      ? `We could not subscribe you to ${name}. Check your connection and try again.`
      : `We could not unsubscribe you from ${name}. Check your connection and try again.`,
};

export interface SubscriptionsFormProps {
  /** Missing subscriptions count as never subscribed. */
  subscriptions: Partial<Record<SubscriptionKey, SubscriptionState>>;
  /** Saves one switch; rejects when saving failed (the switch then moves back). */
  onToggle: (key: SubscriptionKey, next: boolean) => Promise<void>;
  /** The tenant's locale, for dates. */
  locale: string;
  /** The vendor's time zone, for dates (the browser's when left out). */
  timeZone?: string;
  /** While the user's record loads: switches off and disabled. */
  loading?: boolean;
  /** The clock for the date of a change not yet reflected in `subscriptions`. */
  now?: () => Date;
  headingLevel?: HeadingLevel;
  labels?: Partial<SubscriptionsFormLabels>;
}

/** A change made here: in flight, or saved but not yet back through `subscriptions`. */
interface LocalChange {
  isSubscribed: boolean;
  at: Date;
  pending: boolean;
}

export function SubscriptionsForm({
  subscriptions,
  onToggle,
  locale,
  timeZone,
  loading = false,
  now = () => new Date(),
  headingLevel,
  labels: given = {},
}: SubscriptionsFormProps) {
  const labels = { ...defaultSubscriptionsFormLabels, ...given };
  const id = useId();
  const [changes, setChanges] = useState<Partial<Record<SubscriptionKey, LocalChange>>>({});
  const [errors, setErrors] = useState<Partial<Record<SubscriptionKey, string>>>({});
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long", ...(timeZone ? { timeZone } : {}) });
  const formatDate = (value: SubscriptionState["subscribedAt"]) => {
    if (value == null) return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : dates.format(date);
  };

  /** What a switch shows: the change made here until the stored value agrees with it. */
  function shown(key: SubscriptionKey): { isSubscribed: boolean; since?: string | undefined; pending: boolean } {
    const stored = subscriptions[key] ?? { isSubscribed: false };
    const change = changes[key];
    if (change && (change.pending || change.isSubscribed !== stored.isSubscribed))
      return { isSubscribed: change.isSubscribed, since: dates.format(change.at), pending: change.pending };
    return {
      isSubscribed: stored.isSubscribed,
      since: formatDate(stored.isSubscribed ? stored.subscribedAt : stored.unsubscribedAt),
      pending: false,
    };
  }

  async function toggle(key: SubscriptionKey) {
    const current = shown(key);
    if (current.pending || loading) return;
    const next = !current.isSubscribed;
    setErrors(({ [key]: _, ...rest }) => rest);
    setChanges((all) => ({ ...all, [key]: { isSubscribed: next, at: now(), pending: true } }));
    try {
      await onToggle(key, next);
      setChanges((all) => ({ ...all, [key]: { isSubscribed: next, at: all[key]?.at ?? now(), pending: false } }));
    } catch {
      setChanges(({ [key]: _, ...rest }) => rest);
      setErrors((all) => ({ ...all, [key]: labels.failed(labels.names[key], next) }));
    }
  }

  function stateText(state: ReturnType<typeof shown>): string {
    if (loading) return labels.loading;
    if (state.pending) return labels.saving;
    if (state.isSubscribed) return state.since ? labels.subscribedSince(state.since) : labels.subscribed;
    return state.since ? labels.unsubscribedOn(state.since) : labels.notSubscribed;
  }

  return (
    <section className={styles.subscriptions} aria-labelledby={`${id}-title`} aria-busy={loading || undefined}>
      <FormHeading id={`${id}-title`} level={headingLevel}>
        {labels.title}
      </FormHeading>
      <p className={styles.intro}>{labels.intro}</p>
      <ul className={styles.list}>
        {subscriptionKeys.map((key) => {
          const state = shown(key);
          const error = errors[key];
          const ids = {
            input: `${id}-${key}`,
            description: `${id}-${key}-description`,
            state: `${id}-${key}-state`,
            error: `${id}-${key}-error`,
          };
          return (
            <li key={key} className={styles.item} data-pending={state.pending}>
              <div className={styles.text}>
                <label className={styles.name} htmlFor={ids.input}>
                  {labels.names[key]}
                </label>
                <p id={ids.description} className={styles.description}>
                  {labels.descriptions[key]}
                </p>
                <p id={ids.state} className={styles.state}>
                  {stateText(state)}
                </p>
              </div>
              <span className={styles.switch}>
                <input
                  id={ids.input}
                  type="checkbox"
                  role="switch"
                  checked={!loading && state.isSubscribed}
                  disabled={loading}
                  aria-busy={state.pending || undefined}
                  aria-describedby={[ids.description, ids.state, error ? ids.error : null].filter(Boolean).join(" ")}
                  onChange={() => void toggle(key)}
                />
                <span className={styles.track} aria-hidden="true" />
              </span>
              {error && (
                <p id={ids.error} role="alert" className={styles.error}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
