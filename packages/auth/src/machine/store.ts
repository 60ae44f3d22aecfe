// The auth store (zustand): the machine's state plus dispatch. Components read it through the
// selectors (selectors.ts); only the flows dispatch.
import { type StateCreator, type StoreApi, createStore } from "zustand/vanilla";
import type { AuthEvent } from "./events.js";
import { type AuthState, initialAuthState } from "./states.js";
import { transition } from "./transition.js";

export interface AuthSlice {
  auth: AuthState;
  /** Applies an event; throws (and changes nothing) when the event is not allowed now. */
  dispatch: (event: AuthEvent) => AuthState;
}

export const createAuthSlice: StateCreator<AuthSlice, [], [], AuthSlice> = (set, get) => ({
  auth: initialAuthState,
  dispatch(event) {
    const next = transition(get().auth, event);
    set({ auth: next });
    return next;
  },
});

export type AuthStore = StoreApi<AuthSlice>;

/** Moves any auth store by the machine (what the flows do): the next state, or a throw when `event` is not allowed. */
export function applyAuthEvent(store: AuthStore, event: AuthEvent): AuthState {
  const next = transition(store.getState().auth, event);
  store.setState({ auth: next });
  return next;
}

/** A fresh store: one per app, one per test. */
export function createAuthStore(): AuthStore {
  return createStore<AuthSlice>()((...args) => ({ ...createAuthSlice(...args) }));
}
