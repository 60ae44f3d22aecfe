// Startup: from `unknown` to whoever this browser's stored sign-in says is here. A server that
// cannot be reached is not a reason to sign a customer out: they stay signed in and the rest of
// startup is retried with backoff. Any other failure signs out and ends at noToken, logged.
import { applyAuthEvent } from "../machine/store.js";
import { listenerBackoff, retryDelay } from "@backlot/data";
import { type VendorUser } from "@backlot/domain";
import { isNetworkFailure } from "../errors/auth-errors.js";
import type { AuthEvent } from "../machine/events.js";
import type { AuthUser } from "../port/auth-service.js";
import { type AuthContext, logOf, visitorLocation, whenIdle } from "./context.js";
import type { SessionListeners } from "./session-listeners.js";

export interface Startup {
  /** Runs startup once; every call gets the same promise, settled once the state has left `unknown`. */
  start(): Promise<void>;
  /** Settles when startup has (or was never asked to run), so a sign-in never races it. */
  finished(): Promise<void>;
  /** Stops any retry still waiting (the app went away). */
  stop(): void;
}

export function createStartup(context: AuthContext, listeners: SessionListeners): Startup {
  const { auth, store, users, hint } = context;
  const log = logOf(context);
  const dispatch = (event: AuthEvent) => applyAuthEvent(store, event);
  const policy = context.retryPolicy ?? listenerBackoff;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });

  const signedInAs = (uid: string) => {
    const state = store.getState().auth;
    return !stopped && state.status === "authenticated" && state.firebaseUser.uid === uid;
  };

  /**
   * The user's record, created when missing. For members of this vendor the ID token is refreshed
   * first, so that claims minted for the membership are there before the first guarded read.
   */
  async function loadRecord(user: AuthUser): Promise<VendorUser> {
    const vendorUser =
      (await users.get(user.uid)) ??
      (await users.recordLogin({ uid: user.uid, email: user.email, location: await visitorLocation(context) })).user;
    if (Object.values(vendorUser.vendors).includes(context.vendorId)) await auth.getIdToken(true);
    return vendorUser;
  }

  async function signOutAfter(error: unknown, what: string): Promise<void> {
    log(`Backlot: ${what}; signing out`, error);
    listeners.stopVendorUser();
    hint.clear();
    await auth.signOut().catch((signOutError: unknown) => log("Backlot: that sign-out failed too", signOutError));
  }

  /** Signed in while the server was out of reach: the record and fresh claims, retried until they come. */
  async function finishLater(user: AuthUser, attempt: number): Promise<void> {
    for (let retry = attempt; ; retry += 1) {
      await pause(retryDelay(retry, policy));
      if (!signedInAs(user.uid)) return;
      try {
        const vendorUser = await loadRecord(user);
        if (signedInAs(user.uid)) dispatch({ type: "vendorUserChanged", vendorUser });
        return;
      } catch (error) {
        if (!signedInAs(user.uid)) return;
        if (!isNetworkFailure(error)) {
          await signOutAfter(error, "loading the user record after reconnecting failed");
          if (signedInAs(user.uid)) dispatch({ type: "authUserChanged", firebaseUser: null });
          return;
        }
        log("Backlot: still cannot reach the server to load the user record; trying again later", error);
      }
    }
  }

  async function restore(): Promise<void> {
    const rememberedUid = hint.read();
    // A page that found no stored sign-in may have settled as a visitor's without the SDK (settleAsVisitor), and
    // start these flows later, on the visitor's first intent: a sign-in made since then comes through the listener.
    const settledAsVisitor = store.getState().auth.status !== "unknown";
    if (!rememberedUid || settledAsVisitor) {
      if (!settledAsVisitor) dispatch({ type: "initNoToken" });
      // Still notice a sign-in in another tab, but only after the page has painted.
      (context.afterFirstPaint ?? whenIdle)(() => listeners.startAuthUser());
      return;
    }
    for (let attempt = 0; !stopped; attempt += 1) {
      // Set once the provider has confirmed the remembered user: from then on they are signed in.
      let confirmed: AuthUser | undefined;
      try {
        const user = await auth.currentUser();
        if (!user || user.uid !== rememberedUid) {
          hint.clear();
          dispatch({ type: "initBadToken" });
        } else if (user.isAnonymous) {
          dispatch({ type: "initAnonymous", firebaseUser: user });
        } else {
          confirmed = user;
          const vendorUser = await loadRecord(user);
          dispatch({ type: "initAuthenticated", firebaseUser: user, vendorUser });
          listeners.startVendorUser(user.uid);
        }
        break;
      } catch (error) {
        if (!isNetworkFailure(error)) {
          await signOutAfter(error, "restoring the sign-in failed");
          if (store.getState().auth.status === "unknown") dispatch({ type: "initNoToken" });
          break;
        }
        if (confirmed) {
          // The provider vouches for the user; only their record (or fresh claims) is out of reach.
          log("Backlot: the server is out of reach at startup; staying signed in, loading the record later", error);
          dispatch({ type: "initAuthenticated", firebaseUser: confirmed, vendorUser: null });
          listeners.startVendorUser(confirmed.uid);
          void finishLater(confirmed, attempt);
          break;
        }
        const delay = retryDelay(attempt, policy);
        log(`Backlot: the server is out of reach at startup; trying again in ${Math.ceil(delay / 1000)} s`, error);
        await pause(delay);
      }
    }
    if (!stopped) listeners.startAuthUser();
  }

  return {
    start: () => (running ??= restore()),
    // How startup ended is start()'s caller's to hear; a sign-in only needs it to be over.
    finished: () =>
      (running ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      ),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
