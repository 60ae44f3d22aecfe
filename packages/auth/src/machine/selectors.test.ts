// What components read: the uid and favourites only of a logged-in customer, and the same values (not equal copies)
// across the states of a visitor, so that a component reading them does not re-render as a session starts.
import { describe, expect, it } from "vitest";
import { jo, joRecord, sampleStates } from "../../test/sample-states.js";
import { selectFavoriteIds, selectIsLoggedIn, selectLoggedInUid } from "./selectors.js";
import type { AuthState } from "./states.js";

const slice = (auth: AuthState) => ({ auth, dispatch: () => auth });
const visitorStates = Object.entries(sampleStates).filter(([name]) => name !== "authenticated");

describe("auth selectors", () => {
  it("give a logged-in customer's uid and favourites", () => {
    const customer = { ...joRecord, favorites: ["BPH-10092", "BPH-10095"] };
    const state = slice({ status: "authenticated", firebaseUser: jo, vendorUser: customer, via: "login" });
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectLoggedInUid(state)).toBe("jo");
    expect(selectFavoriteIds(state)).toBe(customer.favorites);
  });

  it("give every visitor (anonymous, logged out, logging in) no uid and the one same empty list", () => {
    const none = selectFavoriteIds(slice(sampleStates.unknown as AuthState));
    expect(none).toEqual([]);
    for (const [name, state] of visitorStates) {
      expect([name, selectLoggedInUid(slice(state))]).toEqual([name, null]);
      expect([name, selectFavoriteIds(slice(state)) === none]).toEqual([name, true]);
    }
  });

  it("give the same empty list to a customer whose user record has not arrived", () => {
    const state = slice({ status: "authenticated", firebaseUser: jo, vendorUser: null, via: "init" });
    expect(selectLoggedInUid(state)).toBe("jo");
    expect(selectFavoriteIds(state)).toBe(selectFavoriteIds(slice(sampleStates.unknown as AuthState)));
  });
});
