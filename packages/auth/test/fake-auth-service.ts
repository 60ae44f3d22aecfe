// A fake AuthService for pure-logic tests of the flows (never shipped): it signs in whoever the
// test says, and each method can be replaced (vi.spyOn) to fail, hang or answer as a test needs.
// What the provider really does is tested against the Auth emulator.
import type { AuthService, AuthUser } from "../src/port/auth-service.js";

export type FakeAuthService = AuthService & {
  /** Who the provider has signed in; setting it tells the listeners, as the SDK would. */
  user: AuthUser | null;
};

/** An error as the Firebase SDK throws it, with its code. */
export function fakeProviderError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

export function fakeAuthService(initial: AuthUser | null = null): FakeAuthService {
  let current = initial;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const notFaked = (method: string) => () =>
    Promise.reject(new Error(`fakeAuthService: ${method} has no fake answer; spy on it in this test`));

  const service: FakeAuthService = {
    get user() {
      return current;
    },
    set user(user) {
      current = user;
      listeners.forEach((listener) => listener(user));
    },
    currentUser: () => Promise.resolve(current),
    onUserChanged(listener) {
      listeners.add(listener);
      listener(current);
      return () => void listeners.delete(listener);
    },
    signInWithEmail: notFaked("signInWithEmail"),
    sendSecondFactorCode: notFaked("sendSecondFactorCode"),
    resolveSecondFactor: notFaked("resolveSecondFactor"),
    createUserWithEmail: notFaked("createUserWithEmail"),
    linkEmailCredential: notFaked("linkEmailCredential"),
    signInAnonymously: notFaked("signInAnonymously"),
    signInWithCustomToken: notFaked("signInWithCustomToken"),
    sendSignInLink: notFaked("sendSignInLink"),
    isSignInLink: () => false,
    signInWithLink: notFaked("signInWithLink"),
    reauthenticate: notFaked("reauthenticate"),
    updatePassword: notFaked("updatePassword"),
    updateEmail: notFaked("updateEmail"),
    sendPasswordReset: notFaked("sendPasswordReset"),
    sendEmailVerification: notFaked("sendEmailVerification"),
    startPhoneEnrollment: notFaked("startPhoneEnrollment"),
    finishPhoneEnrollment: notFaked("finishPhoneEnrollment"),
    getIdToken: () => Promise.resolve(current ? `fake-id-token-for-${current.uid}` : null),
    signOut() {
      service.user = null;
      return Promise.resolve();
    },
  };
  return service;
}
