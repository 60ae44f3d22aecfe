// The page for an address the storefront does not have, and for a route that failed to load.
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { NotFoundError } from "./content-loader.js";
import styles from "./ContentRoute.module.css";

export function NotFoundPage() {
  const location = useLocation();
  useDocumentMeta("Page not found");
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.lead}>There is no page at {location.pathname}. It may have moved, or the link may be mistyped.</p>
      </header>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/categories">browse all categories</Link>.
      </p>
    </div>
  );
}

/** Route errors: a missing page is a 404; anything else says so and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  useDocumentMeta("Something went wrong");
  if (error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  console.error(error);
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>This page could not be loaded</h1>
      <p className={styles.lead}>Check your connection, then reload the page. If it keeps happening, contact us and tell us the address.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </div>
  );
}
