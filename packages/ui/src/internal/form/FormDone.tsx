// What a form becomes once its job is done ("Check your email", "Password changed"): a titled
// status panel. Focus moves to its title when it appears, so keyboard and screen-reader users
// land on the news instead of on a form that vanished.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { FormHeading, type HeadingLevel } from "./FormHeading.js";
import styles from "./form.module.css";

export interface FormDoneProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message ("Use a different email"). */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
}

export function FormDone({ title, children, actions, headingLevel = 2 }: FormDoneProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} role="status" aria-labelledby={titleId}>
      <FormHeading id={titleId} level={headingLevel} ref={heading} tabIndex={-1}>
        {title}
      </FormHeading>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
