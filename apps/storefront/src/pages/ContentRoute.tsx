// Any content page of the tenant (portfolio, services, about us, FAQs...): its text, and for a
// few pages what the app adds below it (the quote form, the map).
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import type { ContentPage } from "../../vite/content-pages.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { ContentBody } from "./ContentBody.js";
import styles from "./ContentRoute.module.css";

export function ContentView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  useDocumentMeta(page.route === "/" ? undefined : page.title, page.description);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.lead && <p className={styles.lead}>{page.lead}</p>}
      </header>
      <ContentBody html={page.html} />
      {children}
    </article>
  );
}

export function ContentRoute() {
  const page = useLoaderData<ContentPage>();
  return <ContentView page={page} />;
}
