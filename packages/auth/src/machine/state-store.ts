// The auth state alone, for an app's first load: components read it from the first render, and the
// flows (loaded after the first paint, with the machine's transition table) move it with
// applyAuthEvent. Its own dispatch refuses: nothing but the flows changes the state.
import { createStore } from "zustand/vanilla";
import { initialAuthState } from "./states.js";
import type { AuthSlice, AuthStore } from "./store.js";

export function createAuthStateStore(): AuthStore {
  return createStore<AuthSlice>()(() => ({
    auth: initialAuthState,
    dispatch: (event) => {
      throw new Error(`The auth state changes through the auth flows (createAuthFlows), not dispatch("${event.type}")`);
    },
  }));
}
