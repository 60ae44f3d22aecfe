// The filters in force, as chips that each remove their filter, and "clear all". With no filters
// it renders nothing, so when the last one goes (a chip or "clear all") the app places focus.
import { useEffect, useRef } from "react";
import styles from "./ActiveFilters.module.css";

export interface ActiveFilter {
  /** Which facet it belongs to (passed back on removal). */
  facet: string;
  value: string;
  /** What the chip says, like "Red" or "Under $25". */
  label: string;
}

export interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
  labels?: { region?: string; remove?: (label: string) => string; clearAll?: string };
}

const keyOf = (filter: ActiveFilter) => `${filter.facet}\u0000${filter.value}`;

export function ActiveFilters({ filters, onRemove, onClearAll, labels = {} }: ActiveFiltersProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The chip just removed and where it stood: once it is gone, focus goes to the chip that took
  // its place (or, for the last chip, the one before) instead of falling back to the page.
  const removed = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const list = listRef.current;
    const pending = removed.current;
    if (!pending || filters.some((filter) => keyOf(filter) === pending.key)) return;
    removed.current = null;
    const active = list?.ownerDocument.activeElement;
    // Only when focus was lost with the chip: not if the visitor has moved on meanwhile.
    if (!list || (active && active !== list.ownerDocument.body)) return;
    const buttons = [...list.querySelectorAll("button")];
    const chips = buttons.slice(0, -1);
    (chips[pending.index] ?? chips[pending.index - 1] ?? buttons.at(-1))?.focus();
  }, [filters]);

  if (filters.length === 0) return null;
  const remove = labels.remove ?? ((label: string) => `Remove filter: ${label}`);
  return (
    <ul ref={listRef} className={styles.bar} aria-label={labels.region ?? "Active filters"}>
      {filters.map((filter, index) => (
        <li key={keyOf(filter)}>
          <button
            type="button"
            className={styles.chip}
            aria-label={remove(filter.label)}
            onClick={() => {
              removed.current = { key: keyOf(filter), index };
              onRemove(filter);
            }}
          >
            {filter.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.clear} onClick={onClearAll}>
          {labels.clearAll ?? "Clear all"}
        </button>
      </li>
    </ul>
  );
}
