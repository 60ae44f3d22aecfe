// Finishing an email-link sign-in on the page the link opened: with the address this browser
// remembered when it asked for the link, or (opened elsewhere) the one the customer types.
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { emailForSignInKey } from "@backlot/auth";
import { getServices } from "../app/services.js";

export type EmailLinkState =
  { kind: "none" } | { kind: "finishing" } | { kind: "needsEmail" } | { kind: "failed"; message: string };

const isEmailLinkVisit = (search: URLSearchParams) => search.get("emailLink") === "1" && search.has("oobCode");

export function useEmailLinkSignIn(search: URLSearchParams, target: string | null) {
  const navigate = useNavigate();
  const visit = isEmailLinkVisit(search);
  const [state, setState] = useState<EmailLinkState>(visit ? { kind: "finishing" } : { kind: "none" });
  // The link's code works once: never try it twice (development mode runs effects twice).
  const started = useRef(false);

  const finish = async (email: string) => {
    const { auth } = await getServices();
    const result = await auth.completeEmailLink(window.location.href, email, target);
    localStorage.removeItem(emailForSignInKey);
    void navigate(result.redirectTo, { replace: true });
  };

  useEffect(() => {
    if (!visit || started.current) return;
    started.current = true;
    const remembered = localStorage.getItem(emailForSignInKey);
    if (!remembered) return setState({ kind: "needsEmail" });
    finish(remembered).catch((error: unknown) =>
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);

  return { state, finish };
}
