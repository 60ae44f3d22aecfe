// The filters in force, as chips that each remove their filter, and "clear all".
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

export function ActiveFilters({ filters, onRemove, onClearAll, labels = {} }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  const remove = labels.remove ?? ((label: string) => `Remove filter: ${label}`);
  return (
    <ul className={styles.bar} aria-label={labels.region ?? "Active filters"}>
      {filters.map((filter) => (
        <li key={`${filter.facet}\u0000${filter.value}`}>
          <button type="button" className={styles.chip} aria-label={remove(filter.label)} onClick={() => onRemove(filter)}>
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
