// The signed-in customer's favourites, live from their user record. A logged-out visitor who
// taps the heart is sent to log in, and the prop becomes a favourite once they are back.
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "@backlot/ui/Toast";
import { getServices } from "../app/services.js";
import { useAuthState } from "../app/use-auth.js";
import { loginHref, rememberPendingFavorite, takePendingFavorite } from "./login-redirect.js";

export function useFavorites() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : null;
  const ids = useMemo(() => new Set(auth.status === "authenticated" ? (auth.vendorUser?.favorites ?? []) : []), [auth]);

  const toggle = (propId: string) => {
    if (!uid) {
      rememberPendingFavorite(sessionStorage, propId);
      void navigate(loginHref(location.pathname + location.search));
      return;
    }
    void getServices()
      .then(({ favorites }) => favorites.toggle(uid, propId))
      .catch(() => toast.show({ tone: "error", message: "Your favourites could not be saved. Check your connection and try again." }));
  };

  return { ids, toggle };
}

/** Adds the favourite a visitor asked for before logging in, once they are logged in. */
export function usePendingFavorite(): void {
  const auth = useAuthState();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : null;
  useEffect(() => {
    if (!uid) return;
    const propId = takePendingFavorite(sessionStorage);
    if (propId) void getServices().then(({ favorites }) => favorites.add(uid, propId));
  }, [uid]);
}
