// The signed-in customer's favourites, live from their user record. A logged-out visitor who
// taps the heart is sent to log in, and the prop becomes a favourite once they are back
// (use-pending-favorite.ts, in every page's frame).
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "@backlot/ui/Toast";
import { getServices } from "../app/services.js";
import { useFavoriteIds, useLoggedInUid } from "../app/use-auth.js";
import { rememberPendingFavorite } from "./pending-favorite.js";
import { hrefs } from "../app/hrefs.js";

export function useFavorites() {
  const uid = useLoggedInUid();
  const favoriteIds = useFavoriteIds();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const ids = useMemo(() => new Set(favoriteIds), [favoriteIds]);

  const toggle = (propId: string) => {
    if (!uid) {
      rememberPendingFavorite(sessionStorage, propId);
      void navigate(hrefs.login(location.pathname + location.search));
      return;
    }
    void getServices()
      .then(({ favorites }) => favorites.toggle(uid, propId))
      .catch(() =>
        toast.show({
          tone: "error",
          message: "Your favourites could not be saved. Check your connection and try again.",
        }),
      );
  };

  return { ids, toggle };
}
