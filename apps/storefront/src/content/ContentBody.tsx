// A content page's HTML (made safe at build time), with its links to storefront pages routed in
// the app instead of reloading the site.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import styles from "./ContentBody.module.css";

export function ContentBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href || !href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    void navigate(href);
  };
  // The HTML is micromark's output at build time: raw HTML escaped, unsafe protocols removed.
  // The click handler only delegates the links' own clicks (Enter on a link fires one too).
  return <div className={styles.body} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
