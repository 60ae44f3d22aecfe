import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anon, jo, joRecord, sampleEvents, sampleStates } from "../../test/sample-states.js";
import type { AuthEvent, AuthEventType } from "./events.js";
import { type AuthState, authStatuses, describeState, initialAuthState } from "./states.js";
import { AuthTransitionError, canTransition, transition } from "./transition.js";

const noToken = { status: "notAuthenticated", reason: "noToken" };

/**
 * The machine written out by hand, apart from the table it tests: for each event, the states it
 * is legal from and where each leads.
 * Every (state, event) pair not listed here must throw.
 */
const legal: Record<AuthEventType, Record<string, unknown>> = {
  initAnonymous: { unknown: { status: "anonymous", firebaseUser: anon } },
  initAuthenticated: { unknown: { status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "init" } },
  initBadToken: { unknown: { status: "notAuthenticated", reason: "tokenDoesntMatchUser" } },
  initNoToken: { unknown: noToken },
  impersonateStarted: Object.fromEntries(
    [
      "unknown",
      "anonymous",
      "authenticated",
      "notAuthenticated/noToken",
      "notAuthenticated/tokenDoesntMatchUser",
      "notAuthenticated/waitingFor2ndFactor",
    ].map((s) => [s, { status: "loggingIn", type: "impersonate" }]),
  ),
  impersonateSucceeded: loggingInTo({
    status: "authenticated",
    firebaseUser: jo,
    vendorUser: joRecord,
    via: "impersonate",
  }),
  impersonateFailed: loggingInTo(noToken),
  firstFactorStarted: Object.fromEntries(
    [
      "notAuthenticated/noToken",
      "notAuthenticated/tokenDoesntMatchUser",
      "notAuthenticated/waitingFor2ndFactor",
      "signingUp",
      "anonymous",
    ].map((s) => [s, { status: "loggingIn", type: "1stFactor" }]),
  ),
  firstFactorSucceeded: loggingInTo({ status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "login" }),
  secondFactorRequired: loggingInTo({ status: "notAuthenticated", reason: "waitingFor2ndFactor" }),
  firstFactorFailed: loggingInTo(noToken),
  secondFactorStarted: Object.fromEntries(
    ["notAuthenticated/waitingFor2ndFactor", "anonymous"].map((s) => [s, { status: "loggingIn", type: "2ndFactor" }]),
  ),
  secondFactorSucceeded: loggingInTo({ status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "login" }),
  secondFactorFailedTemporarily: loggingInTo({ status: "notAuthenticated", reason: "waitingFor2ndFactor" }),
  secondFactorFailed: loggingInTo(noToken),
  anonymousStarted: Object.fromEntries(
    ["notAuthenticated/noToken", "notAuthenticated/tokenDoesntMatchUser", "notAuthenticated/waitingFor2ndFactor"].map(
      (s) => [s, { status: "loggingIn", type: "anonymous" }],
    ),
  ),
  anonymousSucceeded: loggingInTo({ status: "anonymous", firebaseUser: anon }),
  anonymousFailed: loggingInTo(noToken),
  signupStarted: Object.fromEntries(
    [
      "notAuthenticated/noToken",
      "notAuthenticated/tokenDoesntMatchUser",
      "notAuthenticated/waitingFor2ndFactor",
      "anonymous",
    ].map((s) => [s, { status: "signingUp" }]),
  ),
  signupSucceeded: { signingUp: { status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "signup" } },
  signupFailed: { signingUp: noToken },
  logoutStarted: { authenticated: { status: "loggingOut" } },
  logoutSucceeded: { loggingOut: noToken },
  authUserChanged: {
    authenticated: { status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "receivedUpdate" },
    anonymous: { status: "authenticated", firebaseUser: jo, vendorUser: null, via: "magicallyLoggedIn" },
    "notAuthenticated/noToken": {
      status: "authenticated",
      firebaseUser: jo,
      vendorUser: null,
      via: "magicallyLoggedIn",
    },
    "notAuthenticated/tokenDoesntMatchUser": {
      status: "authenticated",
      firebaseUser: jo,
      vendorUser: null,
      via: "magicallyLoggedIn",
    },
    "notAuthenticated/waitingFor2ndFactor": {
      status: "authenticated",
      firebaseUser: jo,
      vendorUser: null,
      via: "magicallyLoggedIn",
    },
  },
  vendorUserChanged: {
    authenticated: { status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "vendorUserUpdate" },
  },
};

function loggingInTo(to: unknown): Record<string, unknown> {
  return Object.fromEntries(
    ["loggingIn/impersonate", "loggingIn/1stFactor", "loggingIn/2ndFactor", "loggingIn/anonymous"].map((s) => [s, to]),
  );
}

const pairs = Object.keys(sampleStates).flatMap((stateName) =>
  (Object.keys(sampleEvents) as AuthEventType[]).map((eventType) => [stateName, eventType] as const),
);

describe("auth transitions: every (state, event) pair", () => {
  it.each(pairs)("%s + %s", (stateName, eventType) => {
    const state = sampleStates[stateName] as AuthState;
    const event = sampleEvents[eventType];
    const expected = legal[eventType][stateName];
    if (expected) {
      expect(transition(state, event)).toEqual(expected);
      expect(canTransition(state, event)).toBe(true);
    } else {
      expect(() => transition(state, event)).toThrow(AuthTransitionError);
      expect(() => transition(state, event)).toThrow(/^Expected authentication status to be .+, instead received: .+$/);
      expect(canTransition(state, event)).toBe(false);
    }
  });
});

describe("assertion messages", () => {
  it("names the one expected status, and what it got", () => {
    expect(() => transition(sampleStates.authenticated as AuthState, sampleEvents.initNoToken)).toThrow(
      new AuthTransitionError("initNoToken", ["unknown"], "authenticated"),
    );
    expect(() => transition(sampleStates.authenticated as AuthState, sampleEvents.initNoToken)).toThrow(
      "Expected authentication status to be unknown, instead received: authenticated",
    );
  });

  it("lists every expected status when several are allowed", () => {
    expect(() => transition(sampleStates.authenticated as AuthState, sampleEvents.firstFactorStarted)).toThrow(
      "Expected authentication status to be one of notAuthenticated, signingUp or anonymous, instead received: " +
        "authenticated",
    );
    expect(() =>
      transition(sampleStates["notAuthenticated/noToken"] as AuthState, sampleEvents.secondFactorStarted),
    ).toThrow(
      "Expected authentication status to be one of notAuthenticated/waitingFor2ndFactor or anonymous, instead " +
        "received: notAuthenticated/noToken",
    );
  });
});

describe("the listener transitions", () => {
  it("drops to noToken when the provider has no user", () => {
    expect(
      transition(sampleStates.authenticated as AuthState, { type: "authUserChanged", firebaseUser: null }),
    ).toEqual(noToken);
  });

  it("sets anonymous when an anonymous user appears", () => {
    expect(
      transition(sampleStates["notAuthenticated/noToken"] as AuthState, {
        type: "authUserChanged",
        firebaseUser: anon,
      }),
    ).toEqual({ status: "anonymous", firebaseUser: anon });
  });
});

describe("property: random event sequences never leave the union", () => {
  const eventArbitrary = fc.constantFrom(
    ...Object.values(sampleEvents),
    { type: "authUserChanged", firebaseUser: null } as AuthEvent,
    { type: "authUserChanged", firebaseUser: anon } as AuthEvent,
  );

  function isValidState(state: AuthState): boolean {
    if (!authStatuses.includes(state.status)) return false;
    const keys = Object.keys(state).sort().join(",");
    switch (state.status) {
      case "unknown":
      case "signingUp":
      case "loggingOut":
        return keys === "status";
      case "anonymous":
        return keys === "firebaseUser,status" && state.firebaseUser.isAnonymous;
      case "authenticated":
        return keys === "firebaseUser,status,vendorUser,via" && !state.firebaseUser.isAnonymous;
      case "notAuthenticated":
        return (
          keys === "reason,status" && ["noToken", "tokenDoesntMatchUser", "waitingFor2ndFactor"].includes(state.reason)
        );
      case "loggingIn":
        return keys === "status,type" && ["impersonate", "1stFactor", "2ndFactor", "anonymous"].includes(state.type);
    }
  }

  it("holds for 1,000 sequences of up to 40 events (illegal ones are refused and change nothing)", () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 40 }), (events) => {
        let state: AuthState = initialAuthState;
        for (const event of events) {
          const before = state;
          try {
            state = transition(state, event);
          } catch (error) {
            expect(error).toBeInstanceOf(AuthTransitionError);
            expect(state).toBe(before);
          }
          expect(isValidState(state)).toBe(true);
          expect(describeState(state)).toMatch(/^[a-zA-Z]+(\/[a-zA-Z0-9]+)?$/);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
