// @backlot/auth: the auth state machine (pure), its store, the flows, the error catalogue and
// the AuthService port. The Firebase adapter is its own entry point (./firebase).
export type { AuthEvent, AuthEventType } from "./machine/events.js";
export { authStatuses, describeState, initialAuthState, isLoggedIn } from "./machine/states.js";
export type {
  AuthState,
  AuthStatus,
  AuthenticatedVia,
  LoggingInType,
  NotAuthenticatedReason,
} from "./machine/states.js";
export { applyAuthEvent, createAuthSlice, createAuthStore } from "./machine/store.js";
export { selectAuth, selectFavoriteIds, selectIsLoggedIn, selectLoggedInUid } from "./machine/selectors.js";
export { createAuthStateStore } from "./machine/state-store.js";
export type { AuthSlice, AuthStore } from "./machine/store.js";
export { AuthTransitionError, allowedFrom, canTransition, transition, transitionTable } from "./machine/transition.js";
export type {
  AuthService,
  AuthUser,
  PhoneVerifierHost,
  SecondFactorChallenge,
  SecondFactorHint,
  SignInResult,
} from "./port/auth-service.js";
export { AuthError, authErrorMessages, reasonForCode, toAuthError } from "./errors/auth-errors.js";
export type { AuthErrorReason } from "./errors/auth-errors.js";
export { recaptchaV3, testCaptcha } from "./captcha/captcha.js";
export type { Captcha, CaptchaAction } from "./captcha/captcha.js";
export { createAccountFlows } from "./flows/account-flows.js";
export type { AccountFlows } from "./flows/account-flows.js";
export { createAuthFlows, emailForSignInKey } from "./flows/auth-flows.js";
export type { AuthFlows, LoginResult, SignupInput } from "./flows/auth-flows.js";
export type { AuthContext, VisitorLocation } from "./flows/context.js";
export { homePath, onboardingPath, redirectAfterAuth, sameOriginPath } from "./flows/redirect.js";
export { sessionHint, settleAsVisitor } from "./flows/session-hint.js";
export type { SessionHint } from "./flows/session-hint.js";
export { tokenClaims } from "./session/token-claims.js";
export { followSessionClaims, withSessionClaims } from "./session/session-claims.js";
export type { Claims, SessionClaims, SessionClaimsState } from "./session/session-claims.js";
