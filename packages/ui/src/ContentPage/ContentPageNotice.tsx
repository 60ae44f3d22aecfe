// The short pages that say why there is nothing to show: not found, or failed to load. Apart from ContentPage.tsx so
// an app's error pages, which every page's first load carries, carry no more than these.
import type { ReactNode } from "react";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import styles from "./ContentPage.module.css";

export interface ContentPageNotFoundLabels {
  title: string;
  explanation: string;
  home: string;
  browse: string;
}

export const defaultNotFoundLabels: ContentPageNotFoundLabels = {
  title: "Page not found",
  explanation: "This page may have moved or no longer exists. Check the address, or carry on from one of these:",
  home: "Go to the home page",
  browse: "Browse prop rentals",
};

export interface ContentPageNotFoundProps {
  homeHref?: string;
  /** A second way on, such as the rentals categories; left out when not given. */
  browseHref?: string;
  LinkComponent?: LinkComponent;
  labels?: Partial<ContentPageNotFoundLabels>;
}

export interface ContentPageNoticeProps {
  title: string;
  lead: ReactNode;
  /** What the page is (not-found, error): for styles and tests. */
  state: string;
  children?: ReactNode;
}

/** A short page that says why there is nothing to show, with its way on as children. */
export function ContentPageNotice({ title, lead, state, children }: ContentPageNoticeProps) {
  return (
    <article className={styles.page} data-sidebar="false" data-state={state}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </article>
  );
}

export function ContentPageNotFound({
  homeHref = "/",
  browseHref,
  LinkComponent = PlainLink,
  labels: given = {},
}: ContentPageNotFoundProps) {
  const labels = { ...defaultNotFoundLabels, ...given };
  return (
    <ContentPageNotice title={labels.title} lead={labels.explanation} state="not-found">
      <ul className={styles.links}>
        <li>
          <LinkComponent href={homeHref} className={styles.link}>
            {labels.home}
          </LinkComponent>
        </li>
        {browseHref && (
          <li>
            <LinkComponent href={browseHref} className={styles.link}>
              {labels.browse}
            </LinkComponent>
          </li>
        )}
      </ul>
    </ContentPageNotice>
  );
}
