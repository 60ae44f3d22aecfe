// One facet of the search filters: a checkbox per value with its count, a box to search within
// the values when there are many, and "show more". Colour facets draw each value's swatch from
// the tenant's tokens (--swatch-<name>).
import { slugify } from "@backlot/tenant-config";
import { useId, useState } from "react";
import { Count } from "../internal/count.js";
import styles from "./FacetList.module.css";

/** A facet value as the search engines return it. */
export interface FacetOption {
  value: string;
  count: number;
  selected: boolean;
}

export interface FacetListLabels {
  filter: (title: string) => string;
  showMore: (hidden: number) => string;
  showFewer: string;
  none: string;
}

export const defaultFacetListLabels: FacetListLabels = {
  filter: (title) => `Search ${title.toLowerCase()}`,
  showMore: (hidden) => `Show ${hidden} more`,
  showFewer: "Show fewer",
  none: "No matches",
};

export interface FacetListProps {
  title: string;
  values: readonly FacetOption[];
  onToggle: (value: string) => void;
  /** Display names for values, when they differ (price bins: id -> label). */
  labelOf?: (value: string) => string;
  /** "swatches" draws colour swatches beside the names. */
  variant?: "plain" | "swatches";
  /** How many values show before "show more". */
  limit?: number;
  labels?: Partial<FacetListLabels>;
}

export function FacetList({
  title,
  values,
  onToggle,
  labelOf = (value) => value,
  variant = "plain",
  limit = 8,
  labels: given = {},
}: FacetListProps) {
  const labels = { ...defaultFacetListLabels, ...given };
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState("");
  const matching = query.trim()
    ? values.filter((option) => labelOf(option.value).toLowerCase().includes(query.trim().toLowerCase()))
    : values;
  // Selected values always stay in view, whatever the limit.
  const shown = expanded || query ? matching : matching.filter((option, index) => index < limit || option.selected);
  const hidden = matching.length - shown.length;

  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{title}</legend>
      {values.length > limit && (
        <input
          type="search"
          className={styles.filter}
          aria-label={labels.filter(title)}
          placeholder={labels.filter(title)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <ul id={listId} className={styles.list}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className={styles.option} data-empty={option.count === 0}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={option.selected}
                disabled={option.count === 0 && !option.selected}
                onChange={() => onToggle(option.value)}
              />
              {variant === "swatches" && (
                <span
                  className={styles.swatch}
                  aria-hidden="true"
                  style={{ background: `var(--swatch-${slugify(option.value)})` }}
                />
              )}
              <span>{labelOf(option.value)}</span>
              <Count className={styles.count} count={option.count} />
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className={styles.none}>{labels.none}</p>}
      {(hidden > 0 || expanded) && !query && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? labels.showFewer : labels.showMore(hidden)}
        </button>
      )}
    </fieldset>
  );
}
