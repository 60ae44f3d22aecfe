// The page for an address the storefront does not have, and for a route that failed to load.
import { useLocation } from "react-router";
import { ContentPageNotFound, ContentPageNotice } from "@backlot/ui/ContentPage";
import { RouterLink } from "./router-link.js";
import { useDocumentMeta } from "./use-document-meta.js";
import { NotFoundError } from "./not-found-error.js";
import { hrefs } from "./hrefs.js";

export function NotFoundPage() {
  const location = useLocation();
  useDocumentMeta("Page not found");
  return (
    <ContentPageNotFound
      browseHref={hrefs.categories}
      LinkComponent={RouterLink}
      labels={{
        explanation: `There is no page at ${location.pathname}. It may have moved, or the link may be mistyped.`,
      }}
    />
  );
}

/** A page that failed to load or render: a missing page is a 404; anything else says so and offers a reload. */
export function RouteError({ error }: { error: unknown }) {
  const notFound = error instanceof NotFoundError;
  useDocumentMeta(notFound ? "Page not found" : "Something went wrong");
  if (notFound) return <NotFoundPage />;
  console.error(error);
  return (
    <ContentPageNotice
      title="This page could not be loaded"
      lead="Check your connection, then reload the page. If it keeps happening, contact us and tell us the address."
      state="error"
    >
      <p role="alert">
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </ContentPageNotice>
  );
}
