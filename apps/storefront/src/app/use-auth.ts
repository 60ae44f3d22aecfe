// The auth state for components, through the auth store's selectors. Logged in means
// authenticated: an anonymous session has no account to show, so it counts as logged out.
import { selectAuth, selectFavoriteIds, selectIsLoggedIn, selectLoggedInUid } from "@backlot/auth";
import { useStore } from "zustand";
import { authStore } from "./services.js";

export function useAuthState() {
  return useStore(authStore, selectAuth);
}

export function useLoggedIn(): boolean {
  return useStore(authStore, selectIsLoggedIn);
}

/** The logged-in customer's uid, or null: unlike useAuthState, no re-render when a visitor's session changes. */
export function useLoggedInUid(): string | null {
  return useStore(authStore, selectLoggedInUid);
}

/** The logged-in customer's favourite prop ids: the same empty list for every visitor, like useLoggedInUid. */
export function useFavoriteIds(): readonly string[] {
  return useStore(authStore, selectFavoriteIds);
}

/**
 * Whether who is here is not known yet: a returning customer's stored sign-in is being restored (the services are
 * still arriving, decision 0050). A control pressed now waits for the answer rather than asking them to sign in.
 */
export function useSignInRestoring(): boolean {
  return useStore(authStore, (state) => state.auth.status === "unknown");
}

/** The signed-in customer's uid once who is here is known (at once if it is), or null for a visitor. */
export function settledUid(): Promise<string | null> {
  const known = () => authStore.getState().auth.status !== "unknown";
  if (known()) return Promise.resolve(selectLoggedInUid(authStore.getState()));
  return new Promise((resolve) => {
    const stop = authStore.subscribe((state) => {
      if (!known()) return;
      stop();
      resolve(selectLoggedInUid(state));
    });
  });
}
