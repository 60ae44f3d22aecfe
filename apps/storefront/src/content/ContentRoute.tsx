// Any content page of the tenant (portfolio, services, about us, FAQs...): its text in the UI
// kit's content layout, and for a few pages what the app adds (the quote form, the map).
import type { ReactNode } from "react";
import { usePageData } from "../app/page-router/page-context.js";
import { ContentPage } from "@backlot/ui/ContentPage";
import type { ContentPageData } from "./content-page-data.js";
import { RouterLink } from "../app/router-link.js";
import { contentTitles } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { ContentBody } from "./ContentBody.js";
import { contentBreadcrumbs } from "./content-breadcrumbs.js";

export function ContentView({
  page,
  sidebar,
  children,
}: {
  page: ContentPageData;
  sidebar?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentMeta(page.route === "/" ? undefined : page.title, page.description);
  return (
    <ContentPage
      title={page.title}
      {...(page.lead ? { lead: page.lead } : {})}
      {...(page.image ? { hero: page.image } : {})}
      breadcrumbs={contentBreadcrumbs(page.route, contentTitles)}
      {...(sidebar ? { sidebar } : {})}
      LinkComponent={RouterLink}
    >
      <ContentBody html={page.html} />
      {children}
    </ContentPage>
  );
}

export function ContentRoute() {
  const page = usePageData<ContentPageData>();
  return <ContentView page={page} />;
}
