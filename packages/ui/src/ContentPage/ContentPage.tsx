// The layout of a content page (About us, Fabrication, Contact us): breadcrumbs, the title, an
// optional lead and hero image, the body, and an optional sidebar for contact details, hours or a
// map. Also its loading skeleton (the not-found page is ContentPageNotice.tsx).
import type { ReactNode } from "react";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import styles from "./ContentPage.module.css";

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface ContentPageImage {
  url: string;
  alt?: string;
  width: number;
  height: number;
}

export interface ContentPageProps {
  title: string;
  /** The lead paragraph under the title. */
  lead?: ReactNode;
  hero?: ContentPageImage;
  /** The trail to this page, from the home page; this page itself comes last, as its title. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Contact details, opening hours, a map: shown beside the body on wide screens, after it on narrow ones. */
  sidebar?: ReactNode;
  LinkComponent?: LinkComponent;
  labels?: { breadcrumbs?: string; sidebar?: string };
  /** The page's body. */
  children: ReactNode;
}

export function ContentPage({
  title,
  lead,
  hero,
  breadcrumbs = [],
  sidebar,
  LinkComponent = PlainLink,
  labels = {},
  children,
}: ContentPageProps) {
  return (
    <article className={styles.page} data-sidebar={sidebar ? "true" : "false"}>
      {breadcrumbs.length > 0 && (
        <nav className={styles.breadcrumbs} aria-label={labels.breadcrumbs ?? "Breadcrumb"}>
          <ol>
            {breadcrumbs.map((crumb) => (
              <li key={`${crumb.label}${crumb.href}`}>
                <LinkComponent href={crumb.href} className={styles.link}>
                  {crumb.label}
                </LinkComponent>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
      </header>
      {hero && (
        <img
          className={styles.hero}
          src={hero.url}
          alt={hero.alt ?? ""}
          width={hero.width}
          height={hero.height}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className={styles.body}>{children}</div>
      {sidebar && (
        <aside className={styles.sidebar} aria-label={labels.sidebar ?? "More information"}>
          {sidebar}
        </aside>
      )}
    </article>
  );
}

/** The page's shape while its content loads. */
export function ContentPageSkeleton({ label = "Loading page" }: { label?: string }) {
  return (
    <div
      className={`${styles.page} ${styles.skeleton}`}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-sidebar="false"
    >
      <div className={styles.header}>
        <div className={styles.line} data-width="title" />
        <div className={styles.line} />
        <div className={styles.line} data-width="short" />
      </div>
      <div className={styles.heroBlock} />
      <div className={styles.body}>
        <div className={styles.line} />
        <div className={styles.line} />
        <div className={styles.line} data-width="short" />
      </div>
    </div>
  );
}
