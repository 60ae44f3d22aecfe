// The second half of favouriting while logged out (use-favorites.ts): once the visitor is logged
// in, on whatever page they land, the prop they chose becomes a favourite. In the layout of every
// page, so kept apart from the favourites hook that only prop pages need.
import { useEffect } from "react";
import { getServices } from "../app/services.js";
import { useLoggedInUid } from "../app/use-auth.js";
import { takePendingFavorite } from "./pending-favorite.js";

/** Adds the favourite a visitor asked for before logging in, once they are logged in. */
export function usePendingFavorite(): void {
  const uid = useLoggedInUid();
  useEffect(() => {
    if (!uid) return;
    const propId = takePendingFavorite(sessionStorage);
    if (propId) void getServices().then(({ favorites }) => favorites.add(uid, propId));
  }, [uid]);
}
