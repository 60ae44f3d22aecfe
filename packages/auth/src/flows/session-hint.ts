// A small local record that this browser has a signed-in session, and for whom. With none, startup
// ends at noToken without loading the auth SDK (first paint never waits for Firebase); with one
// that the provider no longer backs, the token does not match the user (decision 0007).
import type { KeyValueStorage } from "@backlot/data/location";
import { noToken } from "../machine/states.js";
import type { AuthStore } from "../machine/store.js";

export interface SessionHint {
  /** Where it is kept: another tab's sign-in shows as a `storage` event for this key. */
  readonly key: string;
  read(): string | null;
  write(uid: string): void;
  clear(): void;
}

export function sessionHint(storage: KeyValueStorage, tenantId: string): SessionHint {
  const key = `backlot:session:${tenantId}`;
  return {
    key,
    read: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (uid) => {
      try {
        storage.setItem(key, uid);
      } catch {
        // Without storage the next visit simply starts logged out.
      }
    },
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/**
 * The spec's startup without the auth SDK, for a page that should load none of it for a visitor: with no stored
 * sign-in the state is noToken at once. Returns whether a sign-in is stored (then only the SDK can say who is here,
 * and the caller starts it). Does nothing once the state has left `unknown`.
 */
export function settleAsVisitor(store: AuthStore, hint: SessionHint): boolean {
  if (hint.read()) return true;
  // The machine's initNoToken, set directly: its transition table stays out of a visitor's first load.
  if (store.getState().auth.status === "unknown") store.setState({ auth: noToken });
  return false;
}
