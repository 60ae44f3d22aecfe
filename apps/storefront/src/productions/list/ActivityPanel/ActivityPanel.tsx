// A production list's history: every change and decision, newest first, with when (the server's sentence says who),
// and which member of the prop house's staff acted for a member, where one did. "Show more" reads further back.
import { useId } from "react";
import type { ProductionActivity } from "@backlot/domain/production";
import { LoadError } from "@backlot/ui/LoadError";
import buttons from "@backlot/ui/button.module.css";
import styles from "./ActivityPanel.module.css";

export type ActivityItem = Pick<ProductionActivity, "text" | "at" | "by"> & { id: string };

export type ActivityState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; items: readonly ActivityItem[]; onMore: (() => void) | null };

export interface ActivityPanelProps {
  state: ActivityState;
  formatWhen: (date: Date) => string;
}

export function ActivityPanel({ state, formatWhen }: ActivityPanelProps) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        History
      </h2>
      {state.status === "loading" && <p role="status">Loading the history…</p>}
      {state.status === "error" && (
        <LoadError message="The history could not be loaded." onRetry={state.onRetry} retryLabel="Try again" />
      )}
      {state.status === "ready" && state.items.length === 0 && <p className={styles.muted}>Nothing yet.</p>}
      {state.status === "ready" && state.items.length > 0 && (
        <ol className={styles.items}>
          {state.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.text}>{item.text}</p>
              <p className={styles.muted}>
                <time dateTime={item.at.toISOString()}>{formatWhen(item.at)}</time>
                {item.by.actedBy && ` · ${item.by.actedBy.staffName} of the prop house, for ${item.by.name}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      {state.status === "ready" && state.onMore && (
        <button type="button" className={buttons.button} onClick={state.onMore}>
          Show earlier changes
        </button>
      )}
    </section>
  );
}
