// The route guards around pages: account pages for logged-in customers, login and signup for
// logged-out visitors. While startup decides, a quiet status line holds the place.
import type { ComponentType, ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useAuthState } from "../app/use-auth.js";
import { redirectTarget } from "./login-redirect.js";
import { loggedInGuard, loggedOutGuard } from "./route-guards.js";
import styles from "./Guards.module.css";

function Checking() {
  return (
    <p role="status" className={styles.checking}>
      Checking your sign-in…
    </p>
  );
}

export function RequireLoggedIn({ children }: { children: ReactNode }) {
  const state = useAuthState();
  const location = useLocation();
  const decision = loggedInGuard(state, location.pathname + location.search);
  if (decision.kind === "wait") return <Checking />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

export function RequireLoggedOut({ children }: { children: ReactNode }) {
  const state = useAuthState();
  const [search] = useSearchParams();
  const decision = loggedOutGuard(state, redirectTarget(search));
  if (decision.kind === "wait") return <Checking />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

/** `Page` behind `Guard`, as one component (routes.tsx makes each guarded page once, when its chunk loads). */
export function behindGuard(Guard: ComponentType<{ children: ReactNode }>, Page: ComponentType): ComponentType {
  const Guarded = () => (
    <Guard>
      <Page />
    </Guard>
  );
  Guarded.displayName = `${Guard.displayName ?? Guard.name}(${Page.displayName ?? Page.name})`;
  return Guarded;
}
