// The auth state for components: logged in means authenticated (anonymous sessions count as
// logged out, spec section 6); "settled" is false while startup has not decided yet.
import { isLoggedIn } from "@backlot/auth";
import { useStore } from "zustand";
import { authStore } from "./services.js";

export function useAuthState() {
  return useStore(authStore, (slice) => slice.auth);
}

export function useLoggedIn(): boolean {
  return useStore(authStore, (slice) => isLoggedIn(slice.auth));
}
