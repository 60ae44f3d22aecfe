// What components read from the auth store. Apart from the store and its transition table, so that an app's first
// load (which reads the state from its first render) carries neither: the flows that move the state load later.
import { isLoggedIn } from "./states.js";
import type { AuthSlice } from "./store.js";

export const selectAuth = (slice: AuthSlice) => slice.auth;
export const selectIsLoggedIn = (slice: AuthSlice) => isLoggedIn(slice.auth);
// Narrow selectors re-render a component only when what it shows changes: a visitor's session going from "unknown"
// to "anonymous" as the services start leaves their uid null, and their favourites none.
/** The logged-in customer's uid; null for a visitor (anonymous or logged out). */
export const selectLoggedInUid = (slice: AuthSlice) => (isLoggedIn(slice.auth) ? slice.auth.firebaseUser.uid : null);
const noFavorites: readonly string[] = [];
/** The logged-in customer's favourite prop ids; the same empty list for everybody else. */
export const selectFavoriteIds = (slice: AuthSlice) =>
  (isLoggedIn(slice.auth) && slice.auth.vendorUser?.favorites) || noFavorites;
