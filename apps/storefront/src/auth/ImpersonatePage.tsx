// /auth/impersonate#token=...: staff arrive from the console's "Sign in as" (or the link
// `backlot impersonate` printed) and are signed in as the customer (the token rides in the
// fragment, never sent to a server).
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getServices } from "../app/services.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { RouterLink } from "../app/router-link.js";
import styles from "./AuthPage.module.css";

export function ImpersonatePage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentMeta("Signing in as a customer");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
    // Drop the token from the address bar and history straight away.
    history.replaceState(null, "", window.location.pathname);
    if (!token)
      return setFailure(
        "This link has no sign-in token. Use “Sign in as” on the customer's page in the console again.",
      );
    getServices()
      .then(({ auth }) => auth.impersonate(token))
      .then(() => navigate("/account", { replace: true }))
      .catch((error: unknown) =>
        setFailure(
          `The sign-in link did not work (${error instanceof Error ? error.message : String(error)}). Links work ` +
            `once, within the hour; make a new one with “Sign in as” in the console.`,
        ),
      );
  }, [navigate]);

  return (
    <div className={styles.page}>
      {failure ? (
        <>
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
          <RouterLink href="/">Go to the home page</RouterLink>
        </>
      ) : (
        <p role="status">Signing in…</p>
      )}
    </div>
  );
}
