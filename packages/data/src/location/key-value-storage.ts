// The slice of the Web Storage API the locator needs, and an in-memory implementation for where
// localStorage is missing or refuses writes (Safari private windows, storage quotas).

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The browser's localStorage when it works, else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (storage) {
      const probe = "backlot:probe";
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Refused (private mode or quota): memory below.
  }
  return memoryStorage();
}
