// A result count beside a filter value. Sighted users see "1,240" in a column; screen readers
// hear "Diner, 1,240 props" as the option's name. (aria-label on a plain span is ignored by
// assistive technology, which is why the words are hidden text instead.) The spoken part is one
// text node starting with the comma, so no engine's whitespace trimming can run the words together.
import styles from "./visually-hidden.module.css";

export function Count({ count, className }: { count: number; className?: string }) {
  const shown = count.toLocaleString();
  return (
    <span className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className={styles.hidden}>{`, ${shown} ${count === 1 ? "prop" : "props"}`}</span>
    </span>
  );
}
