// The filters beside the results (FacetLists.tsx). On a narrow screen they sit above the results, so they fold behind
// a "Filters" button (the results come first, and the folded half of the page costs no layout, nor its code until it
// is opened: the lists are an island, decision 0051); on a wide one they are always open.
import { useId, useState } from "react";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import { island } from "../../app/island.js";
import type { FacetListsProps } from "./FacetLists.js";
import styles from "./BrowsePage.module.css";

export interface FacetPanelProps extends FacetListsProps {
  /** How many filters are on, shown on the folded panel's button. */
  activeCount: number;
}

// Folded on a phone, so a filtered link keeps the served page's lists out of sight until they are opened (and near).
const FacetListsIsland = island(async () => (await import("./FacetLists.js")).FacetLists, {
  name: "facet-lists",
  keptAcrossQueries: true,
});

export function FacetPanel({ activeCount, ...lists }: FacetPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className={styles.facets} aria-labelledby="filters-heading">
      {/* The menus' own headings are h3: this keeps the outline in order for screen readers. */}
      <VisuallyHidden as="h2" id="filters-heading">
        Filters
      </VisuallyHidden>
      <button
        type="button"
        className={styles.facetsToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        Filters{activeCount > 0 && ` (${activeCount} on)`}
      </button>
      <div id={bodyId} className={styles.facetsBody} data-open={open}>
        <FacetListsIsland className={styles.facetsLists} {...lists} />
      </div>
    </aside>
  );
}
