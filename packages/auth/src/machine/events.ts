// What can happen to the authentication state. Flows (sign-in calls, listeners) dispatch these;
// the transition table decides what each does from each state.
import type { VendorUser } from "@backlot/domain";
import type { AuthUser } from "../port/auth-service.js";

export type AuthEvent =
  // Startup (from unknown)
  | { type: "initAnonymous"; firebaseUser: AuthUser }
  | { type: "initAuthenticated"; firebaseUser: AuthUser; vendorUser: VendorUser | null }
  | { type: "initBadToken" }
  | { type: "initNoToken" }
  // Impersonation by staff
  | { type: "impersonateStarted" }
  | { type: "impersonateSucceeded"; firebaseUser: AuthUser; vendorUser: VendorUser | null }
  | { type: "impersonateFailed" }
  // Email and password (first factor)
  | { type: "firstFactorStarted" }
  | { type: "firstFactorSucceeded"; firebaseUser: AuthUser; vendorUser: VendorUser | null }
  | { type: "secondFactorRequired" }
  | { type: "firstFactorFailed" }
  // Phone code (second factor)
  | { type: "secondFactorStarted" }
  | { type: "secondFactorSucceeded"; firebaseUser: AuthUser; vendorUser: VendorUser | null }
  | { type: "secondFactorFailedTemporarily" }
  | { type: "secondFactorFailed" }
  // Anonymous session
  | { type: "anonymousStarted" }
  | { type: "anonymousSucceeded"; firebaseUser: AuthUser }
  | { type: "anonymousFailed" }
  // Sign-up
  | { type: "signupStarted" }
  | { type: "signupSucceeded"; firebaseUser: AuthUser; vendorUser: VendorUser | null }
  | { type: "signupFailed" }
  // Logout
  | { type: "logoutStarted" }
  | { type: "logoutSucceeded" }
  // Listeners
  | { type: "authUserChanged"; firebaseUser: AuthUser | null }
  | { type: "vendorUserChanged"; vendorUser: VendorUser | null };

export type AuthEventType = AuthEvent["type"];
