// The pure transition function of the auth machine (decision 0007): a table from event to the
// states it may start from and the state it leads to. Any other (state, event) pair throws
// "Expected authentication status to be ..., instead received: ...".
import type { AuthEvent, AuthEventType } from "./events.js";
import { type AuthState, type AuthStatus, type NotAuthenticatedReason, describeState, noToken } from "./states.js";

/** A state an event may start from: a status, or a status with one reason. */
type From = AuthStatus | `notAuthenticated/${NotAuthenticatedReason}`;

type Rule<E extends AuthEvent> = {
  from: readonly From[];
  to: (state: AuthState, event: E) => AuthState;
};

type Table = { [T in AuthEventType]: Rule<Extract<AuthEvent, { type: T }>> };

export const transitionTable: Table = {
  initAnonymous: { from: ["unknown"], to: (_, e) => ({ status: "anonymous", firebaseUser: e.firebaseUser }) },
  initAuthenticated: {
    from: ["unknown"],
    to: (_, e) => ({ status: "authenticated", firebaseUser: e.firebaseUser, vendorUser: e.vendorUser, via: "init" }),
  },
  initBadToken: { from: ["unknown"], to: () => ({ status: "notAuthenticated", reason: "tokenDoesntMatchUser" }) },
  initNoToken: { from: ["unknown"], to: () => noToken },

  impersonateStarted: {
    from: ["unknown", "notAuthenticated", "anonymous", "authenticated"],
    to: () => ({ status: "loggingIn", type: "impersonate" }),
  },
  impersonateSucceeded: {
    from: ["loggingIn"],
    to: (_, e) => ({
      status: "authenticated",
      firebaseUser: e.firebaseUser,
      vendorUser: e.vendorUser,
      via: "impersonate",
    }),
  },
  impersonateFailed: { from: ["loggingIn"], to: () => noToken },

  firstFactorStarted: {
    from: ["notAuthenticated", "signingUp", "anonymous"],
    to: () => ({ status: "loggingIn", type: "1stFactor" }),
  },
  firstFactorSucceeded: {
    from: ["loggingIn"],
    to: (_, e) => ({ status: "authenticated", firebaseUser: e.firebaseUser, vendorUser: e.vendorUser, via: "login" }),
  },
  secondFactorRequired: {
    from: ["loggingIn"],
    to: () => ({ status: "notAuthenticated", reason: "waitingFor2ndFactor" }),
  },
  firstFactorFailed: { from: ["loggingIn"], to: () => noToken },

  secondFactorStarted: {
    from: ["notAuthenticated/waitingFor2ndFactor", "anonymous"],
    to: () => ({ status: "loggingIn", type: "2ndFactor" }),
  },
  secondFactorSucceeded: {
    from: ["loggingIn"],
    to: (_, e) => ({ status: "authenticated", firebaseUser: e.firebaseUser, vendorUser: e.vendorUser, via: "login" }),
  },
  secondFactorFailedTemporarily: {
    from: ["loggingIn"],
    to: () => ({ status: "notAuthenticated", reason: "waitingFor2ndFactor" }),
  },
  secondFactorFailed: { from: ["loggingIn"], to: () => noToken },

  anonymousStarted: { from: ["notAuthenticated"], to: () => ({ status: "loggingIn", type: "anonymous" }) },
  anonymousSucceeded: { from: ["loggingIn"], to: (_, e) => ({ status: "anonymous", firebaseUser: e.firebaseUser }) },
  anonymousFailed: { from: ["loggingIn"], to: () => noToken },

  signupStarted: { from: ["notAuthenticated", "anonymous"], to: () => ({ status: "signingUp" }) },
  signupSucceeded: {
    from: ["signingUp"],
    to: (_, e) => ({ status: "authenticated", firebaseUser: e.firebaseUser, vendorUser: e.vendorUser, via: "signup" }),
  },
  signupFailed: { from: ["signingUp"], to: () => noToken },

  logoutStarted: { from: ["authenticated"], to: () => ({ status: "loggingOut" }) },
  logoutSucceeded: { from: ["loggingOut"], to: () => noToken },

  // The auth-user listener: logs the user in, sets anonymous, refreshes the user, or drops to
  // noToken when there is none. A real user appearing while not authenticated is "magic".
  authUserChanged: {
    from: ["authenticated", "anonymous", "notAuthenticated"],
    to: (state, e) => {
      const user = e.firebaseUser;
      if (!user) return noToken;
      if (user.isAnonymous) return { status: "anonymous", firebaseUser: user };
      if (state.status === "authenticated") return { ...state, firebaseUser: user, via: "receivedUpdate" };
      return { status: "authenticated", firebaseUser: user, vendorUser: null, via: "magicallyLoggedIn" };
    },
  },
  vendorUserChanged: {
    from: ["authenticated"],
    to: (state, e) =>
      state.status === "authenticated" ? { ...state, vendorUser: e.vendorUser, via: "vendorUserUpdate" } : state,
  },
};

/** The statuses (or status/reason pairs) an event may start from. */
export function allowedFrom(type: AuthEventType): readonly From[] {
  return transitionTable[type].from;
}

function matches(state: AuthState, from: From): boolean {
  const [status, reason] = from.split("/") as [AuthStatus, NotAuthenticatedReason | undefined];
  return (
    state.status === status &&
    (reason === undefined || (state.status === "notAuthenticated" && state.reason === reason))
  );
}

export class AuthTransitionError extends Error {
  override name = "AuthTransitionError";
  constructor(
    readonly event: AuthEventType,
    readonly expected: readonly From[],
    readonly received: string,
  ) {
    super(`Expected authentication status to be ${expectedList(expected)}, instead received: ${received}`);
  }
}

function expectedList(expected: readonly From[]): string {
  if (expected.length === 1) return expected[0] as string;
  return `one of ${expected.slice(0, -1).join(", ")} or ${expected[expected.length - 1] as string}`;
}

export function canTransition(state: AuthState, event: AuthEvent | AuthEventType): boolean {
  const type = typeof event === "string" ? event : event.type;
  return transitionTable[type].from.some((from) => matches(state, from));
}

/** The next state; throws AuthTransitionError when the event is not allowed from `state`. */
export function transition(state: AuthState, event: AuthEvent): AuthState {
  const rule = transitionTable[event.type] as Rule<AuthEvent>;
  if (!rule.from.some((from) => matches(state, from)))
    throw new AuthTransitionError(event.type, rule.from, describeState(state));
  return rule.to(state, event);
}
