// Sending a logged-out visitor to log in and back: the login page gets the path to return to,
// and an action they started (favouriting a prop) is kept until they are logged in.
import { sameOriginPath } from "@backlot/auth";

const pendingFavoriteKey = "backlot:pendingFavorite";

/** The path on this site to return to after logging in, or null (never another site). */
export function redirectTarget(search: URLSearchParams, origin?: string): string | null {
  return sameOriginPath(search.get("redirect"), origin);
}

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
