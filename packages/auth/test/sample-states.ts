// One example of every state of the machine, and an event of every type, for exhaustive tests.
import { newVendorUser } from "@backlot/domain";
import type { AuthEvent, AuthEventType } from "../src/machine/events.js";
import type { AuthState } from "../src/machine/states.js";
import type { AuthUser } from "../src/port/auth-service.js";

export const jo: AuthUser = {
  uid: "jo",
  email: "jo@studio.example",
  emailVerified: true,
  isAnonymous: false,
  displayName: null,
  phoneNumber: null,
  tenantId: null,
};
export const anon: AuthUser = { ...jo, uid: "anon", email: null, isAnonymous: true };
export const joRecord = newVendorUser({
  email: "jo@studio.example",
  vendorId: "bowery-prop-house",
  vendorName: "bowery",
  now: new Date("2026-11-22T09:00:00Z"),
});

export const sampleStates: Record<string, AuthState> = {
  unknown: { status: "unknown" },
  anonymous: { status: "anonymous", firebaseUser: anon },
  authenticated: { status: "authenticated", firebaseUser: jo, vendorUser: joRecord, via: "login" },
  "notAuthenticated/noToken": { status: "notAuthenticated", reason: "noToken" },
  "notAuthenticated/tokenDoesntMatchUser": { status: "notAuthenticated", reason: "tokenDoesntMatchUser" },
  "notAuthenticated/waitingFor2ndFactor": { status: "notAuthenticated", reason: "waitingFor2ndFactor" },
  "loggingIn/impersonate": { status: "loggingIn", type: "impersonate" },
  "loggingIn/1stFactor": { status: "loggingIn", type: "1stFactor" },
  "loggingIn/2ndFactor": { status: "loggingIn", type: "2ndFactor" },
  "loggingIn/anonymous": { status: "loggingIn", type: "anonymous" },
  signingUp: { status: "signingUp" },
  loggingOut: { status: "loggingOut" },
};

export const sampleEvents: Record<AuthEventType, AuthEvent> = {
  initAnonymous: { type: "initAnonymous", firebaseUser: anon },
  initAuthenticated: { type: "initAuthenticated", firebaseUser: jo, vendorUser: joRecord },
  initBadToken: { type: "initBadToken" },
  initNoToken: { type: "initNoToken" },
  impersonateStarted: { type: "impersonateStarted" },
  impersonateSucceeded: { type: "impersonateSucceeded", firebaseUser: jo, vendorUser: joRecord },
  impersonateFailed: { type: "impersonateFailed" },
  firstFactorStarted: { type: "firstFactorStarted" },
  firstFactorSucceeded: { type: "firstFactorSucceeded", firebaseUser: jo, vendorUser: joRecord },
  secondFactorRequired: { type: "secondFactorRequired" },
  firstFactorFailed: { type: "firstFactorFailed" },
  secondFactorStarted: { type: "secondFactorStarted" },
  secondFactorSucceeded: { type: "secondFactorSucceeded", firebaseUser: jo, vendorUser: joRecord },
  secondFactorFailedTemporarily: { type: "secondFactorFailedTemporarily" },
  secondFactorFailed: { type: "secondFactorFailed" },
  anonymousStarted: { type: "anonymousStarted" },
  anonymousSucceeded: { type: "anonymousSucceeded", firebaseUser: anon },
  anonymousFailed: { type: "anonymousFailed" },
  signupStarted: { type: "signupStarted" },
  signupSucceeded: { type: "signupSucceeded", firebaseUser: jo, vendorUser: joRecord },
  signupFailed: { type: "signupFailed" },
  logoutStarted: { type: "logoutStarted" },
  logoutSucceeded: { type: "logoutSucceeded" },
  authUserChanged: { type: "authUserChanged", firebaseUser: jo },
  vendorUserChanged: { type: "vendorUserChanged", vendorUser: joRecord },
};
