// What happened in the production, newest first, with who and when: the history the server keeps with every change.
// A change made by the prop house's staff signed in as a member says so. "Show more" reads further back.
import type { ProductionActivity } from "@backlot/domain/production";
import { actedForLabel } from "@backlot/domain";
import { useId } from "react";
import buttons from "@backlot/ui/button.module.css";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import room from "../room.module.css";
import { type WhenFormat, formatWhen } from "../when.js";
import styles from "./ActivityFeed.module.css";

export interface ActivityFeedProps {
  items: readonly (ProductionActivity & { id: string })[];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  /** The list's page, for an entry about a list. */
  listHref: (listId: string) => string;
  format: WhenFormat;
  now: Date;
  LinkComponent?: LinkComponent;
}

export function ActivityFeed({
  items,
  hasMore,
  loadingMore,
  onShowMore,
  listHref,
  format,
  now,
  LinkComponent = PlainLink,
}: ActivityFeedProps) {
  const titleId = useId();
  return (
    <section className={room.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={room.heading}>
        Activity
      </h2>
      {items.length === 0 ? (
        <p className={room.muted}>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.feed} aria-busy={loadingMore}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.text}>{item.text}</p>
              <p className={room.muted}>
                <time dateTime={item.at.toISOString()}>{formatWhen(item.at, format, now)}</time>
                {item.by.actedBy && ` · by ${actedForLabel(item.by.actedBy.staffName, item.by.name)}`}
                {item.listId && (
                  <>
                    {" · "}
                    <LinkComponent href={listHref(item.listId)} className={room.rowLink}>
                      {item.listName}
                    </LinkComponent>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <div>
          <button
            type="button"
            className={buttons.button}
            aria-busy={loadingMore}
            aria-disabled={loadingMore || undefined}
            onClick={() => !loadingMore && onShowMore()}
          >
            {loadingMore ? "Loading…" : "Show more"}
          </button>
        </div>
      )}
    </section>
  );
}
