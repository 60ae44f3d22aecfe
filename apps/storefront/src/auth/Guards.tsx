// Layout routes that apply the route guards: account pages for logged-in customers, login and
// signup for logged-out visitors. While startup decides, a quiet status line holds the place.
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
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

export function RequireLoggedIn() {
  const state = useAuthState();
  const location = useLocation();
  const decision = loggedInGuard(state, location.pathname + location.search);
  if (decision.kind === "wait") return <Checking />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

export function RequireLoggedOut() {
  const state = useAuthState();
  const [search] = useSearchParams();
  const decision = loggedOutGuard(state, redirectTarget(search));
  if (decision.kind === "wait") return <Checking />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
