// The authentication states, as a tagged union (decision 0007): each status carries exactly the
// fields it can have, so a state that cannot exist cannot be written.
import type { VendorUser } from "@backlot/domain";
import type { AuthUser } from "../port/auth-service.js";

export type NotAuthenticatedReason = "noToken" | "tokenDoesntMatchUser" | "waitingFor2ndFactor";
export type LoggingInType = "impersonate" | "1stFactor" | "2ndFactor" | "anonymous";
/** How the latest authenticated state came about, for listeners that care (a login page moves on after "login"). */
export type AuthenticatedVia =
  "init" | "login" | "signup" | "impersonate" | "magicallyLoggedIn" | "receivedUpdate" | "vendorUserUpdate";

export type AuthState =
  | { status: "unknown" }
  | { status: "anonymous"; firebaseUser: AuthUser }
  | { status: "authenticated"; firebaseUser: AuthUser; vendorUser: VendorUser | null; via: AuthenticatedVia }
  | { status: "notAuthenticated"; reason: NotAuthenticatedReason }
  | { status: "loggingIn"; type: LoggingInType }
  | { status: "signingUp" }
  | { status: "loggingOut" };

export type AuthStatus = AuthState["status"];

export const authStatuses: readonly AuthStatus[] = [
  "unknown",
  "anonymous",
  "authenticated",
  "notAuthenticated",
  "loggingIn",
  "signingUp",
  "loggingOut",
];

export const initialAuthState: AuthState = { status: "unknown" };

/** Nobody signed in, and no stored sign-in to restore. */
export const noToken: AuthState = { status: "notAuthenticated", reason: "noToken" };

/** "notAuthenticated/noToken", "loggingIn/2ndFactor", "authenticated": how states read in messages. */
export function describeState(state: AuthState): string {
  switch (state.status) {
    case "notAuthenticated":
      return `notAuthenticated/${state.reason}`;
    case "loggingIn":
      return `loggingIn/${state.type}`;
    default:
      return state.status;
  }
}

/** Anonymous sessions are not logged in: they have no account behind them. */
export function isLoggedIn(state: AuthState): state is Extract<AuthState, { status: "authenticated" }> {
  return state.status === "authenticated";
}
