// What a production has at the prop house, on its page in the console: the quote requests made from its lists, and
// its members' orders and paperwork. Each a short list (a line each, linking to the console's page for it) with its
// own loading, failed and empty state, so one slow read holds up none of the others; orders and papers page on.
import { useId } from "react";
import buttons from "@backlot/ui/button.module.css";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
// Framed lists as a customer's activity shows them: one look for a customer's records and a production's.
import styles from "../../customers/CustomerActivity/CustomerActivity.module.css";
import own from "./ProductionRecords.module.css";

export interface RecordItem {
  id: string;
  label: string;
  /** A second line: a status, a member, dates. */
  detail: string;
  href: string;
}

export type RecordsState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  /** `onShowMore` when a longer page may hold more; `loadingMore` while it loads. */
  | { status: "ready"; items: readonly RecordItem[]; onShowMore?: () => void; loadingMore?: boolean };

type RecordKind = "quotes" | "orders" | "papers";

/** The lists to show (a list's page shows only its quotes), each with its state. */
export type ProductionRecordsProps = Partial<Record<RecordKind, RecordsState>> & {
  /** Other titles, such as "Quote requests from this list". */
  titles?: Partial<Record<RecordKind, string>>;
  LinkComponent?: LinkComponent;
};

const sections: readonly { kind: RecordKind; title: string; empty: string }[] = [
  { kind: "quotes", title: "Quote requests from its lists", empty: "No quote requests yet." },
  { kind: "orders", title: "Orders by its members", empty: "None of its members has an order." },
  { kind: "papers", title: "Paperwork of its members", empty: "None of its members has sent paperwork." },
];

export function ProductionRecords({ LinkComponent = PlainLink, titles = {}, ...states }: ProductionRecordsProps) {
  return (
    <div className={styles.activity}>
      {sections.map((section) => {
        const state = states[section.kind];
        return (
          state && (
            <RecordList
              key={section.kind}
              title={titles[section.kind] ?? section.title}
              empty={section.empty}
              state={state}
              LinkComponent={LinkComponent}
            />
          )
        );
      })}
    </div>
  );
}

function RecordList({
  title,
  empty,
  state,
  LinkComponent,
}: {
  title: string;
  empty: string;
  state: RecordsState;
  LinkComponent: LinkComponent;
}) {
  const titleId = useId();
  return (
    <section className={`${styles.list} ${own.list}`} aria-labelledby={titleId} aria-busy={state.status === "loading"}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {state.status === "loading" && (
        <p role="status" className={styles.note}>
          Loading…
        </p>
      )}
      {state.status === "error" && (
        <LoadError
          message={`The ${title.toLowerCase()} could not be loaded.`}
          onRetry={state.onRetry}
          retryLabel="Try again"
        />
      )}
      {state.status === "ready" && state.items.length === 0 && <p className={styles.note}>{empty}</p>}
      {state.status === "ready" && state.items.length > 0 && (
        <ul className={styles.items}>
          {state.items.map((item) => (
            <li key={item.id}>
              <LinkComponent href={item.href}>{item.label}</LinkComponent>
              <span className={styles.detail}>{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.onShowMore && (
        <button
          type="button"
          className={buttons.button}
          aria-busy={state.loadingMore ?? false}
          onClick={() => !state.loadingMore && state.onShowMore?.()}
        >
          {state.loadingMore ? "Loading more…" : "Show more"}
        </button>
      )}
    </section>
  );
}
