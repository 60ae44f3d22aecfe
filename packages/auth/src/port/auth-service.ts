// The AuthService port: what the auth flows need from an identity provider, free of any SDK.
// The Firebase adapter implements it; pure code and tests of the machine never load Firebase.

/** The signed-in account as the provider knows it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  /** Firebase Auth tenant the account belongs to, if any. */
  tenantId: string | null;
}

/** A phone second factor the user enrolled, as offered for sign-in. */
export interface SecondFactorHint {
  uid: string;
  displayName: string | null;
  /** The number with most digits hidden, like "+1******1234". */
  phoneNumber: string | null;
}

/**
 * A sign-in waiting for its second factor. Opaque to the flows: the adapter keeps the provider's
 * resolver inside, which finishing the sign-in needs, so no SDK type reaches the flows.
 */
export interface SecondFactorChallenge {
  readonly hints: readonly SecondFactorHint[];
}

export type SignInResult =
  { kind: "signedIn"; user: AuthUser } | { kind: "secondFactorRequired"; challenge: SecondFactorChallenge };

/** Proves to the provider that a person, not a script, asked for an SMS (reCAPTCHA in browsers). */
export interface PhoneVerifierHost {
  /** The element (or its id) the invisible reCAPTCHA renders into. */
  container: string | HTMLElement;
}

export interface AuthService {
  /** Waits for the provider to restore any stored sign-in, then returns the user (or null). */
  currentUser(): Promise<AuthUser | null>;
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  /**
   * Tells `listener` each time the ID token changes: a sign-in, a sign-out, and every refresh (new
   * claims arrive this way). Optional: without it, session claims are read at each sign-in only.
   */
  onTokenChanged?(listener: () => void): () => void;

  signInWithEmail(email: string, password: string): Promise<SignInResult>;
  /** Texts a code to the chosen enrolled phone; returns the verification id to pass back. */
  sendSecondFactorCode(challenge: SecondFactorChallenge, hintIndex: number, host: PhoneVerifierHost): Promise<string>;
  resolveSecondFactor(challenge: SecondFactorChallenge, verificationId: string, code: string): Promise<AuthUser>;

  createUserWithEmail(email: string, password: string): Promise<AuthUser>;
  /** Upgrades the current anonymous user to an email account, keeping its uid and data. */
  linkEmailCredential(email: string, password: string): Promise<AuthUser>;
  signInAnonymously(): Promise<AuthUser>;
  signInWithCustomToken(token: string): Promise<AuthUser>;

  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  signInWithLink(email: string, url: string): Promise<AuthUser>;

  /** Signs in again with the current password (before sensitive changes). */
  reauthenticate(password: string): Promise<void>;
  updatePassword(newPassword: string): Promise<void>;
  /** Sends a verification to the new address; the change happens when the user follows it. */
  updateEmail(newEmail: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Emails the current user a link that verifies their address (needed before a second factor). */
  sendEmailVerification(continueUrl?: string): Promise<void>;

  /**
   * Texts a code to enrol `phoneNumber` as a second factor; returns the verification id. The
   * email must be verified first (the provider refuses otherwise).
   */
  startPhoneEnrollment(phoneNumber: string, host: PhoneVerifierHost): Promise<string>;
  finishPhoneEnrollment(verificationId: string, code: string, displayName?: string): Promise<void>;

  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  signOut(): Promise<void>;
}
