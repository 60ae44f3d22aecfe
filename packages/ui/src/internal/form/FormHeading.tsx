// A form's title. The level is the page's choice (a page that already has an h1 "Log in" asks
// for 2); the id lets the <form> take its name from it (aria-labelledby).
import type { ReactNode, Ref } from "react";
import styles from "./form.module.css";

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface FormHeadingProps {
  children: ReactNode;
  id?: string;
  level?: HeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
  tabIndex?: number;
}

export function FormHeading({ children, level = 2, ...rest }: FormHeadingProps) {
  const Tag = `h${level.toString()}` as "h2";
  return (
    <Tag className={styles.title} {...rest}>
      {children}
    </Tag>
  );
}
