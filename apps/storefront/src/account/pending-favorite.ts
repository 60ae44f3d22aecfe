// An action a logged-out visitor started (favouriting a prop), kept until they are logged in. Its
// own module: every page's layout takes it up after a login, so it is in the first load, which the
// login redirect's checks need not be.
const pendingFavoriteKey = "backlot:pendingFavorite";

export function rememberPendingFavorite(storage: Pick<Storage, "setItem">, propId: string): void {
  try {
    storage.setItem(pendingFavoriteKey, propId);
  } catch {
    // Without storage the visitor favourites it again after logging in.
  }
}

/** The prop a visitor wanted to favourite before logging in, read once. */
export function takePendingFavorite(storage: Pick<Storage, "getItem" | "removeItem">): string | null {
  try {
    const propId = storage.getItem(pendingFavoriteKey);
    storage.removeItem(pendingFavoriteKey);
    return propId;
  } catch {
    return null;
  }
}
