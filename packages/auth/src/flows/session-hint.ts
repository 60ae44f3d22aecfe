// A small local record that this browser has a signed-in session, and for whom. With none, startup
// ends at noToken without loading the auth SDK (first paint never waits for Firebase); with one
// that the provider no longer backs, the token does not match the user (decision 0007).
import type { KeyValueStorage } from "@backlot/data/location";

export interface SessionHint {
  read(): string | null;
  write(uid: string): void;
  clear(): void;
}

export function sessionHint(storage: KeyValueStorage, tenantId: string): SessionHint {
  const key = `backlot:session:${tenantId}`;
  return {
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
