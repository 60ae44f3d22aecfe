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
