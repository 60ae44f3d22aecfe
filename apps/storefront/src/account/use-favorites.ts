// The signed-in customer's favourites, live from their user record. A logged-out visitor who
// taps the heart is sent to log in, and the prop becomes a favourite once they are back
// (use-pending-favorite.ts, in every page's frame). A heart tapped while a returning customer's sign-in
// is still being restored (decision 0050) shows as chosen at once and is added once they are known.
import { useEffect, useMemo, useState } from "react";
import { useToast } from "@backlot/ui/Toast";
import { getServices } from "../app/services.js";
import { settledUid, useFavoriteIds, useLoggedInUid, useSignInRestoring } from "../app/use-auth.js";
import { rememberPendingFavorite } from "./pending-favorite.js";
import { useLogInHere } from "../app/use-log-in-here.js";

const notSaved = "Your favourites could not be saved. Check your connection and try again.";

export function useFavorites() {
  const uid = useLoggedInUid();
  const restoring = useSignInRestoring();
  const favoriteIds = useFavoriteIds();
  const logInHere = useLogInHere();
  const toast = useToast();
  // Tapped before the customer was known: shown as favourites until their record says so (or it failed).
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new Set([...favoriteIds, ...adding]), [favoriteIds, adding]);
  const stopAdding = (propId: string) => setAdding((now) => new Set([...now].filter((each) => each !== propId)));

  useEffect(() => {
    const arrived = [...adding].filter((propId) => favoriteIds.includes(propId));
    arrived.forEach(stopAdding);
  }, [favoriteIds, adding]);

  const askToLogIn = (propId: string) => {
    rememberPendingFavorite(sessionStorage, propId);
    logInHere();
  };

  const toggle = (propId: string) => {
    if (!uid && restoring) {
      if (adding.has(propId)) return;
      setAdding((now) => new Set([...now, propId]));
      void settledUid()
        .then(async (known) => {
          if (!known) {
            stopAdding(propId);
            askToLogIn(propId);
            return;
          }
          // Added, not toggled: the heart showed as empty only because the record had not arrived.
          await (await getServices()).favorites.add(known, propId);
        })
        .catch(() => {
          stopAdding(propId);
          toast.show({ tone: "error", message: notSaved });
        });
      return;
    }
    if (!uid) return askToLogIn(propId);
    void getServices()
      .then(({ favorites }) => favorites.toggle(uid, propId))
      .catch(() => toast.show({ tone: "error", message: notSaved }));
  };

  return { ids, toggle };
}
