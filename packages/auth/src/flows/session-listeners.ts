// The two session listeners (decision 0007). The auth-user listener runs from startup and turns
// provider changes into authUserChanged. The vendor-user listener runs while logged in (started
// on login, stopped on logout), replaces vendorUser, and force-refreshes the ID token when the
// user's vendors map grows (new memberships mean new claims).
import { applyAuthEvent } from "../machine/store.js";
import type { VendorUser } from "@backlot/domain";
import { canTransition } from "../machine/transition.js";
import { type AuthContext, logOf } from "./context.js";

export interface SessionListeners {
  startAuthUser(): void;
  startVendorUser(uid: string): void;
  stopVendorUser(): void;
  stopAll(): void;
  /** Which listeners are running, for tests and diagnostics. */
  running(): { authUser: boolean; vendorUser: string | null };
}

export function sessionListeners(context: AuthContext): SessionListeners {
  const { auth, store, users } = context;
  const log = logOf(context);
  let stopAuthUser: (() => void) | undefined;
  let vendorListener: { uid: string; stop: () => void } | undefined;

  const listeners: SessionListeners = {
    startAuthUser() {
      if (stopAuthUser) return;
      stopAuthUser = auth.onUserChanged((firebaseUser) => {
        // Flows in progress own the state; the listener only reports settled changes.
        const event = { type: "authUserChanged" as const, firebaseUser };
        if (!canTransition(store.getState().auth, event)) return;
        const before = store.getState().auth;
        const after = applyAuthEvent(store, event);
        if (
          after.status === "authenticated" &&
          after.via === "magicallyLoggedIn" &&
          before.status !== "authenticated"
        ) {
          void loadVendorUser(after.firebaseUser.uid, after.firebaseUser.email);
        }
        if (after.status !== "authenticated") listeners.stopVendorUser();
      });
    },

    startVendorUser(uid) {
      if (vendorListener?.uid === uid) return;
      listeners.stopVendorUser();
      let vendorCount: number | undefined;
      const stop = users.listen(
        uid,
        (vendorUser) => {
          const count = vendorUser ? Object.keys(vendorUser.vendors).length : 0;
          if (vendorCount !== undefined && count > vendorCount) {
            auth
              .getIdToken(true)
              .catch((error: unknown) =>
                log("Backlot: could not refresh the ID token after a new vendor membership", error),
              );
          }
          vendorCount = count;
          if (store.getState().auth.status === "authenticated")
            applyAuthEvent(store, { type: "vendorUserChanged", vendorUser: vendorUser ?? null });
        },
        (error) => log(`Backlot: the listener on user ${uid} failed`, error),
      );
      vendorListener = { uid, stop };
    },

    stopVendorUser() {
      vendorListener?.stop();
      vendorListener = undefined;
    },

    stopAll() {
      listeners.stopVendorUser();
      stopAuthUser?.();
      stopAuthUser = undefined;
    },

    running: () => ({ authUser: stopAuthUser !== undefined, vendorUser: vendorListener?.uid ?? null }),
  };

  /** A user who appeared by themselves (another tab logged in): fetch or create their record. */
  async function loadVendorUser(uid: string, email: string | null): Promise<void> {
    try {
      const existing = await users.get(uid);
      const vendorUser: VendorUser = existing ?? (await users.recordLogin({ uid, email })).user;
      if (store.getState().auth.status === "authenticated")
        applyAuthEvent(store, { type: "vendorUserChanged", vendorUser });
      context.hint.write(uid);
      listeners.startVendorUser(uid);
    } catch (error) {
      log("Backlot: could not load the user record after a sign-in in another tab", error);
    }
  }

  return listeners;
}
