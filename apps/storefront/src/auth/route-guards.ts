// Who may see which page: account pages need a logged-in customer
// (anonymous sessions count as logged out); login and signup are for logged-out visitors only.
import type { AuthState } from "@backlot/auth";
import { hrefs } from "../app/hrefs.js";

export type GuardDecision = { kind: "wait" } | { kind: "allow" } | { kind: "redirect"; to: string };

const settling = new Set<AuthState["status"]>(["unknown", "loggingIn", "signingUp", "loggingOut"]);

/** For account pages: wait while startup or a sign-in is under way, else log in and come back. */
export function loggedInGuard(state: AuthState, here: string): GuardDecision {
  if (state.status === "authenticated") return { kind: "allow" };
  if (settling.has(state.status)) return { kind: "wait" };
  return { kind: "redirect", to: hrefs.login(here) };
}

/**
 * For login and signup: a customer who arrives already logged in goes on (to where they were
 * headed, or home). One who has just logged in on this very page is left to the page, which
 * knows where to go next (onboarding after a signup).
 */
export function loggedOutGuard(state: AuthState, redirectTarget: string | null): GuardDecision {
  if (state.status === "unknown") return { kind: "wait" };
  if (state.status === "authenticated" && state.via !== "login" && state.via !== "signup")
    return { kind: "redirect", to: redirectTarget ?? "/" };
  return { kind: "allow" };
}
