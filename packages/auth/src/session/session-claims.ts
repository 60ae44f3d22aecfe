// The logged-in session's ID-token claims, kept where synchronous code can read them: a repository
// stamps who acts on every write (staff signed in as the customer), and the storefront's banner says
// whose session it is. Followed on every auth change (a sign-in or impersonation, a sign-out, a token
// refresh). A visitor has no token to read, so following them never loads the SDK.
import { type StoreApi, createStore } from "zustand/vanilla";
import type { AuthFlows } from "../flows/auth-flows.js";
import type { AuthStore } from "../machine/store.js";
import type { AuthService } from "../port/auth-service.js";
import { tokenClaims } from "./token-claims.js";

export type Claims = Readonly<Record<string, unknown>>;

export interface SessionClaimsState {
  /** The logged-in account the claims are of; null for a visitor (anonymous or signed out). */
  uid: string | null;
  /** Its ID token's claims: {} for a visitor, and until the token has been read. */
  claims: Claims;
  /** Whether `claims` are the token's yet: false between a sign-in and the read of its token. */
  read: boolean;
}

export interface SessionClaims {
  /** For screens: changes with each sign-in, sign-out and refreshed token. */
  store: StoreApi<SessionClaimsState>;
  /** The claims now, synchronously. */
  current(): Claims;
  /** Resolves once the claims of whoever is logged in now have been read (at once for a visitor). */
  settled(): Promise<Claims>;
  stop(): void;
}

const visitor: SessionClaimsState = { uid: null, claims: {}, read: true };

export function followSessionClaims({
  auth,
  store,
  log = (message, error) => console.error(message, error),
}: {
  auth: AuthService;
  store: AuthStore;
  log?: (message: string, error?: unknown) => void;
}): SessionClaims {
  const claimsStore = createStore<SessionClaimsState>(() => visitor);
  let reading: Promise<void> | undefined;
  let stopTokens: (() => void) | undefined;

  function read(uid: string): Promise<void> {
    const attempt = auth.getIdToken().then(
      (token) => {
        const claims = tokenClaims(token ?? "");
        // A token of another account (the session changed while it was read) is not this one's:
        // the read that the change started decides.
        if (claimsStore.getState().uid === uid && (claims.user_id ?? claims.sub) === uid)
          claimsStore.setState({ uid, claims, read: true });
      },
      (error: unknown) => log(`Backlot: could not read the ID token of ${uid}`, error),
    );
    reading = attempt;
    return attempt;
  }

  function follow(): void {
    const state = store.getState().auth;
    const uid = state.status === "authenticated" ? state.firebaseUser.uid : null;
    if (uid === claimsStore.getState().uid) return;
    // Cleared at once, before anything else runs: a write after a sign-out, or by the next account,
    // never carries the last session's claims.
    claimsStore.setState(uid === null ? visitor : { uid, claims: {}, read: false });
    if (uid === null) {
      stopTokens?.();
      stopTokens = undefined;
      reading = undefined;
      return;
    }
    // Someone is logged in, so the SDK is loaded already: listening costs a visitor nothing.
    stopTokens ??= auth.onTokenChanged?.(() => {
      const current = claimsStore.getState().uid;
      if (current !== null) void read(current);
    });
    void read(uid);
  }

  const unsubscribe = store.subscribe(follow);
  follow();

  return {
    store: claimsStore,
    current: () => claimsStore.getState().claims,
    async settled() {
      // A refresh may start another read while one is awaited: wait for the latest, a few times at most.
      for (let waited = 0; waited < 3; waited++) {
        const { uid, read: done } = claimsStore.getState();
        if (done || uid === null || !reading) break;
        await reading;
      }
      return claimsStore.getState().claims;
    },
    stop() {
      unsubscribe();
      stopTokens?.();
      stopTokens = undefined;
    },
  };
}

/**
 * The flows, with impersonate resolving only once the session's claims are read: the impersonation is
 * in them, so a write made right after it already says which member of staff acts.
 */
export function withSessionClaims(flows: AuthFlows, session: SessionClaims): AuthFlows {
  return {
    ...flows,
    impersonate: async (customToken) => {
      const vendorUser = await flows.impersonate(customToken);
      await session.settled();
      return vendorUser;
    },
  };
}
