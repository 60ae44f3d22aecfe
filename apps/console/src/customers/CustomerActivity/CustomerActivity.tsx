// What a customer has done at the prop house, on their page in the console: their set lists,
// favourites, quote requests and orders, each a short list (a line each, linking where the console
// has a page for it) with its own loading, failed and empty state, so one slow list holds up none
// of the others. The console says what each line is; this lays them out.
import { useId } from "react";
import { LoadError } from "@backlot/ui/LoadError";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import styles from "./CustomerActivity.module.css";

export interface ActivityItem {
  id: string;
  label: string;
  /** A second line: a status, dates, a count. */
  detail: string;
  /** Where staff can open it, when the console has a page for it. */
  href?: string | undefined;
}

export type ActivityState =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; items: readonly ActivityItem[] };

export type ActivityKind = "setLists" | "favorites" | "quotes" | "orders";

export interface CustomerActivityLabels {
  titles: Record<ActivityKind, string>;
  empty: Record<ActivityKind, string>;
  loading: string;
  error: (title: string) => string;
  retry: string;
}

export const defaultCustomerActivityLabels: CustomerActivityLabels = {
  titles: { setLists: "Set lists", favorites: "Favourites", quotes: "Quote requests", orders: "Orders" },
  empty: {
    setLists: "No set lists yet.",
    favorites: "No favourites yet.",
    quotes: "No quote requests yet.",
    orders: "No orders yet.",
  },
  loading: "Loading…",
  error: (title) => `The ${title.toLowerCase()} could not be loaded.`,
  retry: "Try again",
};

export type CustomerActivityProps = Record<ActivityKind, ActivityState> & {
  LinkComponent?: LinkComponent;
  labels?: Partial<CustomerActivityLabels>;
};

const kinds: readonly ActivityKind[] = ["quotes", "orders", "setLists", "favorites"];

function ActivityList({
  title,
  empty,
  state,
  labels,
  LinkComponent,
}: {
  title: string;
  empty: string;
  state: ActivityState;
  labels: CustomerActivityLabels;
  LinkComponent: LinkComponent;
}) {
  const titleId = useId();
  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
        {state.status === "ready" && state.items.length > 0 && (
          <span className={styles.count}> ({state.items.length.toLocaleString()})</span>
        )}
      </h2>
      {state.status === "loading" && (
        <p role="status" aria-busy="true" className={styles.note}>
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error(title)} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.items.length === 0 && <p className={styles.note}>{empty}</p>}
      {state.status === "ready" && state.items.length > 0 && (
        <ul className={styles.items}>
          {state.items.map((item) => (
            <li key={item.id}>
              {item.href ? <LinkComponent href={item.href}>{item.label}</LinkComponent> : item.label}
              <span className={styles.detail}>{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CustomerActivity({ LinkComponent = PlainLink, labels: given = {}, ...lists }: CustomerActivityProps) {
  const labels = { ...defaultCustomerActivityLabels, ...given };
  return (
    <div className={styles.activity}>
      {kinds.map((kind) => (
        <ActivityList
          key={kind}
          title={labels.titles[kind]}
          empty={labels.empty[kind]}
          state={lists[kind]}
          labels={labels}
          LinkComponent={LinkComponent}
        />
      ))}
    </div>
  );
}
