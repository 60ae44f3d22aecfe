// A production's activity feed, newest first: every change to its team and lists and every decision, in the server's
// words, with when, on which list, and the member of staff who acted as a member, if one did. "Show more" asks for a
// longer page. It loads nothing itself.
import { useId } from "react";
import type { ActivityWithId } from "@backlot/data";
import buttons from "@backlot/ui/button.module.css";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import { whenFormat } from "../production-words.js";
import styles from "./ProductionFeed.module.css";

export type ProductionFeedState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; items: readonly ActivityWithId[]; hasMore: boolean; loadingMore?: boolean };

export interface ProductionFeedProps {
  state: ProductionFeedState;
  onShowMore: () => void;
  /** The address of a list's page, to link each entry about a list; omit on the list's own page. */
  listHref?: (listId: string) => string;
  title?: string;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
}

export function ProductionFeed({
  state,
  onShowMore,
  listHref,
  title = "Activity",
  settings,
  timeZone,
  LinkComponent = PlainLink,
}: ProductionFeedProps) {
  const titleId = useId();
  const when = whenFormat(settings.locale, timeZone);
  return (
    <section className={styles.feed} aria-labelledby={titleId} aria-busy={state.status === "loading"}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {state.status === "loading" && <p role="status">Loading the activity…</p>}
      {state.status === "error" && (
        <LoadError message="The activity could not be loaded." onRetry={state.onRetry} retryLabel="Try again" />
      )}
      {state.status === "ready" && state.items.length === 0 && <p role="status">Nothing has happened yet.</p>}
      {state.status === "ready" && state.items.length > 0 && (
        <ol className={styles.items}>
          {state.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>{item.text}</span>
              <span className={styles.muted}>
                <time dateTime={item.at instanceof Date ? item.at.toISOString() : undefined}>{when(item.at)}</time>
                {item.listId && listHref && (
                  <>
                    {" · "}
                    <LinkComponent href={listHref(item.listId)}>{item.listName}</LinkComponent>
                  </>
                )}
                {item.by.actedBy &&
                  ` · done by ${item.by.actedBy.staffName} of the house, signed in as ${item.by.name}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      {state.status === "ready" && state.hasMore && (
        <button
          type="button"
          className={buttons.button}
          aria-busy={state.loadingMore ?? false}
          onClick={() => !state.loadingMore && onShowMore()}
        >
          {state.loadingMore ? "Loading more…" : "Show more"}
        </button>
      )}
    </section>
  );
}
