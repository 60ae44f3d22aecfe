// The bar above results: how many props match (announced as it changes) and the sort order.
import { useId } from "react";
import styles from "./SortMenu.module.css";

export interface SortOption {
  value: string;
  label: string;
}

export const defaultSortOptions: SortOption[] = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name", label: "Name" },
];

export interface SortMenuProps {
  total: number;
  sort: string;
  onSort: (value: string) => void;
  options?: readonly SortOption[];
  /** While results load the count says so instead of a stale number. */
  loading?: boolean;
  labels?: { sortBy?: string; count?: (total: number) => string; loading?: string };
}

export function SortMenu({
  total,
  sort,
  onSort,
  options = defaultSortOptions,
  loading = false,
  labels = {},
}: SortMenuProps) {
  const selectId = useId();
  const count = labels.count ?? ((n: number) => `${n.toLocaleString()} ${n === 1 ? "prop" : "props"}`);
  return (
    <div className={styles.bar}>
      <p className={styles.count} role="status" aria-live="polite">
        {loading ? (labels.loading ?? "Searching…") : count(total)}
      </p>
      <span className={styles.sort}>
        <label htmlFor={selectId}>{labels.sortBy ?? "Sort by"}</label>
        <select id={selectId} className={styles.select} value={sort} onChange={(event) => onSort(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
