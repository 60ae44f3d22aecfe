// What must be on file before an order leaves the dock (@backlot/domain's releaseChecklist), met or not, each with
// why: the customer's order page and staff's show the same list, live. A polite live region, so a change made on the
// other side (staff accept a certificate; the customer signs) is read out without moving focus.
import type { ChecklistItem, ReleaseRequirement } from "@backlot/domain";
import type { ReactNode } from "react";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { releaseRequirementLabels } from "../labels/index.js";
import styles from "./ReleaseChecklist.module.css";

export interface ReleaseChecklistLabels {
  heading: string;
  ready: string;
  /** "2 things are still needed before the order goes out". */
  missing: (count: number) => string;
  met: string;
  unmet: string;
  requirements: Record<ReleaseRequirement, string>;
}

export const defaultReleaseChecklistLabels: ReleaseChecklistLabels = {
  heading: "Before it leaves the dock",
  ready: "Everything is on file: the order can go out.",
  missing: (count) =>
    count === 1
      ? "1 thing is still needed before the order goes out."
      : `${String(count)} things are still needed before the order goes out.`,
  met: "Done",
  unmet: "Still needed",
  requirements: releaseRequirementLabels,
};

export interface ReleaseChecklistProps {
  items: readonly ChecklistItem[];
  headingLevel?: HeadingLevel;
  labels?: Partial<ReleaseChecklistLabels>;
  /** What to do about an unmet item, shown under it (a link to the paperwork page, say). */
  action?: (item: ChecklistItem) => ReactNode;
}

export function ReleaseChecklist({ items, headingLevel = 2, labels: given = {}, action }: ReleaseChecklistProps) {
  const labels = { ...defaultReleaseChecklistLabels, ...given };
  const missing = items.filter((item) => !item.met).length;
  return (
    <section className={styles.checklist} aria-label={labels.heading}>
      <FormHeading level={headingLevel}>{labels.heading}</FormHeading>
      <p className={styles.summary} role="status" data-ready={missing === 0}>
        {missing === 0 ? labels.ready : labels.missing(missing)}
      </p>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.requirement} className={styles.item} data-met={item.met}>
            <span className={styles.mark} aria-hidden="true">
              {item.met ? "✓" : "!"}
            </span>
            <div>
              <strong>{labels.requirements[item.requirement]}</strong>{" "}
              <span className={styles.state}>({item.met ? labels.met : labels.unmet})</span>
              <p className={styles.detail}>{item.detail}</p>
              {!item.met && action?.(item)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
