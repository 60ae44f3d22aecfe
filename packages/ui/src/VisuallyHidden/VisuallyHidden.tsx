// Text for screen readers only: a heading that keeps a page's outline in order, or words a
// visual layout says without them. Drawn nowhere, read everywhere.
import type { ReactNode } from "react";
import styles from "../internal/visually-hidden.module.css";

export interface VisuallyHiddenProps {
  /** The element to render: a span by default, or a heading where the outline needs one. */
  as?: "span" | "h2" | "h3" | "p";
  id?: string;
  children: ReactNode;
}

export function VisuallyHidden({ as: Element = "span", id, children }: VisuallyHiddenProps) {
  return (
    <Element className={styles.hidden} {...(id ? { id } : {})}>
      {children}
    </Element>
  );
}
