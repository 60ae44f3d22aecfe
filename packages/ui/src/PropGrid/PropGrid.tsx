// Search results as a grid of prop cards that loads the next page as the visitor nears the end,
// with skeletons while a page loads, and the empty and error states. A "Show more" button stays
// beside the automatic loading: keyboard and screen reader users can reach the footer without an
// endless page, and it still works where IntersectionObserver does not exist.
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { LinkComponent } from "../Link/index.js";
import { PropCard, type PropCardProps, PropCardSkeleton, type PropSummary } from "../PropCard/index.js";
import styles from "./PropGrid.module.css";

/** Cards whose pictures load at once: the first row on a phone (one card) or a tablet (two). */
const priorityCards = 2;

export type PropGridStatus = "loading" | "ready" | "error";

export interface PropGridLabels {
  showMore: (shown: number, total: number) => string;
  loading: string;
  loadingMore: string;
  empty: string;
  emptyHint: string;
  clearFilters: string;
  error: string;
  retry: string;
}

export const defaultPropGridLabels: PropGridLabels = {
  showMore: (shown, total) => `Show more props (${shown.toLocaleString()} of ${total.toLocaleString()} shown)`,
  loading: "Loading props",
  loadingMore: "Loading more props…",
  empty: "No props match your search.",
  emptyHint: "Try fewer filters or another word.",
  clearFilters: "Clear all filters",
  error: "The props could not be loaded. Check your connection and try again.",
  retry: "Try again",
};

export interface PropGridProps {
  props: readonly PropSummary[];
  /** Every match, loaded or not. */
  total: number;
  /** "loading" while the first or the next page loads; "error" when that load failed. */
  status: PropGridStatus;
  /** Loads the next page; also the retry after an error. */
  onLoadMore: () => void;
  /** Offered in the empty state when filters are on. */
  onClearFilters?: () => void;
  settings: PropCardProps["settings"];
  hrefOf: (prop: PropSummary) => string;
  favorites?: ReadonlySet<string>;
  onToggleFavorite?: (propId: string) => void;
  /** Gives each card a quick "add to set list"; the app opens one dialog (SetListDialog) for the grid. */
  onAddToSetList?: (prop: PropSummary) => void;
  /** Each card's availability for the customer's dates; absent (or undefined for a card) without dates. */
  availabilityOf?: (prop: PropSummary) => PropCardProps["availability"];
  LinkComponent?: LinkComponent;
  now?: Date;
  /** Skeletons shown while a page loads (the page size suits). */
  skeletonCount?: number;
  labels?: Partial<PropGridLabels>;
}

export function PropGrid({
  props,
  total,
  status,
  onLoadMore,
  onClearFilters,
  settings,
  hrefOf,
  favorites,
  onToggleFavorite,
  onAddToSetList,
  availabilityOf,
  LinkComponent,
  now,
  skeletonCount = 12,
  labels: given = {},
}: PropGridProps) {
  const labels = { ...defaultPropGridLabels, ...given };
  const hasMore = props.length < total;
  const canLoad = hasMore && status === "ready";
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // When a load starts from the "Show more" button (pressed, or focused while scrolling loaded),
  // focus moves to the first new card when it arrives instead of falling back to the page top.
  const focusFrom = useRef<number | null>(null);

  // The latest length and callback, so the observer is not re-created on every render.
  const latest = useRef({ length: props.length, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { length: props.length, onLoadMore };
  });
  const startLoad = useCallback(() => {
    if (document.activeElement === buttonRef.current) focusFrom.current = latest.current.length;
    latest.current.onLoadMore();
  }, []);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoad || !sentinel || typeof IntersectionObserver === "undefined") return;
    // Start loading a screen before the end, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startLoad();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad, props.length, startLoad]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || props.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [props.length]);

  if (status === "ready" && props.length === 0) {
    return (
      <div className={styles.message} role="status">
        <p className={styles.title}>{labels.empty}</p>
        <p>{labels.emptyHint}</p>
        {onClearFilters && (
          <button type="button" className={styles.button} onClick={onClearFilters}>
            {labels.clearFilters}
          </button>
        )}
      </div>
    );
  }

  const loading = status === "loading";
  return (
    <div className={styles.results}>
      <ul ref={listRef} className={styles.grid} aria-busy={loading}>
        {props.map((prop, index) => (
          <li key={prop.id}>
            <PropCard
              prop={prop}
              priority={index < priorityCards}
              settings={settings}
              href={hrefOf(prop)}
              isFavorite={favorites?.has(prop.id) ?? false}
              {...(onToggleFavorite ? { onToggleFavorite } : {})}
              {...(onAddToSetList ? { onAddToSetList } : {})}
              {...(availabilityOf ? { availability: availabilityOf(prop) } : {})}
              {...(LinkComponent ? { LinkComponent } : {})}
              {...(now ? { now } : {})}
            />
          </li>
        ))}
        {loading &&
          Array.from(
            { length: props.length === 0 ? skeletonCount : Math.min(skeletonCount, Math.max(total - props.length, 1)) },
            (_, index) => (
              <li key={`skeleton-${index.toString()}`} aria-hidden={index > 0}>
                <PropCardSkeleton label={labels.loading} />
              </li>
            ),
          )}
      </ul>
      {status === "error" && (
        <div className={styles.message} role="alert">
          <p>{labels.error}</p>
          <button type="button" className={styles.button} onClick={onLoadMore}>
            {labels.retry}
          </button>
        </div>
      )}
      {hasMore && status !== "error" && (
        <>
          {canLoad && <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />}
          {/* Stays mounted while the next page loads (aria-disabled, not disabled) so a keyboard
              user's focus is not dropped to the top of the page. */}
          <button
            type="button"
            ref={buttonRef}
            className={styles.button}
            aria-disabled={loading}
            onClick={() => canLoad && startLoad()}
          >
            {loading ? labels.loadingMore : labels.showMore(props.length, total)}
          </button>
        </>
      )}
    </div>
  );
}
