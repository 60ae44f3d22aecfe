// The logged-in customer for account pages (which only render behind RequireLoggedIn): their
// uid, user record and email, and the services to change them.
import { useAuthState } from "./use-auth.js";

export function useCustomer() {
  const state = useAuthState();
  if (state.status !== "authenticated")
    throw new Error("useCustomer is for pages behind RequireLoggedIn; this visitor is not logged in");
  return { uid: state.firebaseUser.uid, email: state.firebaseUser.email, user: state.vendorUser };
}
