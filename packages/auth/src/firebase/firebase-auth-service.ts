// The AuthService over Firebase Auth (modular SDK), imported on first use so the first paint never
// waits for it. Works against the Firebase Auth emulator for local runs and tests.
import type { FirebaseApp } from "firebase/app";
import type * as FirebaseAuth from "firebase/auth";
import type {
  AuthService,
  AuthUser,
  PhoneVerifierHost,
  SecondFactorChallenge,
  SignInResult,
} from "../port/auth-service.js";

export type FirebaseAuthSdk = typeof FirebaseAuth;

export interface FirebaseAuthOptions {
  app: FirebaseApp;
  /** The Auth emulator's address, like "http://127.0.0.1:9099". */
  emulatorUrl?: string;
  /** Firebase Auth tenant (Identity Platform multi-tenancy): every sign-in happens in it. */
  tenantId?: string;
  /** Skip reCAPTCHA for phone codes (emulator and tests only). */
  appVerificationDisabledForTesting?: boolean;
  loadSdk?: () => Promise<FirebaseAuthSdk>;
}

/** The provider's resolver, kept inside the challenge the flows hold. */
interface FirebaseChallenge extends SecondFactorChallenge {
  resolver: FirebaseAuth.MultiFactorResolver;
}

function toAuthUser(user: FirebaseAuth.User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
  };
}

/**
 * Auth without the popup and redirect resolver that getAuth() installs. Nothing here signs in with a
 * popup or a redirect (there is no federated provider), and on Safari and mobile browsers the
 * resolver starts with Auth: it loads Google's API loader (apis.google.com) and frames the auth
 * domain, which the sites' Content-Security-Policy then need not allow (decision 0017). The
 * persistence is getAuth()'s. An app whose Auth was made already (by getAuth, say) keeps it.
 */
function authWithoutPopups(sdk: FirebaseAuthSdk, app: FirebaseApp): FirebaseAuth.Auth {
  try {
    return sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    });
  } catch {
    return sdk.getAuth(app);
  }
}

export function createFirebaseAuthService(options: FirebaseAuthOptions): AuthService {
  let loading: Promise<{ sdk: FirebaseAuthSdk; auth: FirebaseAuth.Auth }> | undefined;
  const load = () =>
    (loading ??= (options.loadSdk ?? (() => import("firebase/auth")))().then((sdk) => {
      const auth = authWithoutPopups(sdk, options.app);
      if (options.emulatorUrl && !auth.emulatorConfig)
        sdk.connectAuthEmulator(auth, options.emulatorUrl, { disableWarnings: true });
      if (options.tenantId) auth.tenantId = options.tenantId;
      if (options.appVerificationDisabledForTesting) auth.settings.appVerificationDisabledForTesting = true;
      return { sdk, auth };
    }));

  const requireUser = (auth: FirebaseAuth.Auth): FirebaseAuth.User => {
    if (!auth.currentUser) throw Object.assign(new Error("Nobody is signed in"), { code: "auth/no-current-user" });
    return auth.currentUser;
  };

  /** Starts an SDK listener once the SDK has loaded; the returned stop works before that too. */
  const follow = (what: string, start: (sdk: FirebaseAuthSdk, auth: FirebaseAuth.Auth) => () => void) => {
    let stopped = false;
    let stop: (() => void) | undefined;
    load().then(
      ({ sdk, auth }) => {
        if (!stopped) stop = start(sdk, auth);
      },
      (error: unknown) => {
        // Stopped before the SDK arrived (the app went away): nothing is listening any more.
        if (!stopped) console.error(`Backlot: could not start listening for ${what}`, error);
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };

  /** A fresh invisible reCAPTCHA for each phone code (the SDK refuses to reuse one). */
  const verifier = (sdk: FirebaseAuthSdk, auth: FirebaseAuth.Auth, host: PhoneVerifierHost) =>
    new sdk.RecaptchaVerifier(auth, host.container, { size: "invisible" });

  return {
    async currentUser() {
      const { auth } = await load();
      await auth.authStateReady();
      return auth.currentUser ? toAuthUser(auth.currentUser) : null;
    },

    onUserChanged(listener) {
      return follow("sign-in changes", (sdk, auth) =>
        sdk.onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
      );
    },

    onTokenChanged(listener) {
      return follow("ID token changes", (sdk, auth) => sdk.onIdTokenChanged(auth, () => listener()));
    },

    async signInWithEmail(email, password): Promise<SignInResult> {
      const { sdk, auth } = await load();
      try {
        const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
        return { kind: "signedIn", user: toAuthUser(credential.user) };
      } catch (error) {
        if ((error as { code?: string }).code !== "auth/multi-factor-auth-required") throw error;
        const resolver = sdk.getMultiFactorResolver(auth, error as FirebaseAuth.MultiFactorError);
        const challenge: FirebaseChallenge = {
          resolver,
          hints: resolver.hints.map((hint) => ({
            uid: hint.uid,
            displayName: hint.displayName ?? null,
            phoneNumber: (hint as FirebaseAuth.PhoneMultiFactorInfo).phoneNumber ?? null,
          })),
        };
        return { kind: "secondFactorRequired", challenge };
      }
    },

    async sendSecondFactorCode(challenge, hintIndex, host) {
      const { sdk, auth } = await load();
      const { resolver } = challenge as FirebaseChallenge;
      const hint = resolver.hints[hintIndex];
      if (!hint)
        throw new Error(`There is no second factor number ${hintIndex}; the account has ${resolver.hints.length}`);
      return new sdk.PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        verifier(sdk, auth, host),
      );
    },

    async resolveSecondFactor(challenge, verificationId, code) {
      const { sdk } = await load();
      const credential = sdk.PhoneAuthProvider.credential(verificationId, code);
      const result = await (challenge as FirebaseChallenge).resolver.resolveSignIn(
        sdk.PhoneMultiFactorGenerator.assertion(credential),
      );
      return toAuthUser(result.user);
    },

    async createUserWithEmail(email, password) {
      const { sdk, auth } = await load();
      return toAuthUser((await sdk.createUserWithEmailAndPassword(auth, email, password)).user);
    },

    async linkEmailCredential(email, password) {
      const { sdk, auth } = await load();
      const credential = sdk.EmailAuthProvider.credential(email, password);
      return toAuthUser((await sdk.linkWithCredential(requireUser(auth), credential)).user);
    },

    async signInAnonymously() {
      const { sdk, auth } = await load();
      return toAuthUser((await sdk.signInAnonymously(auth)).user);
    },

    async signInWithCustomToken(token) {
      const { sdk, auth } = await load();
      return toAuthUser((await sdk.signInWithCustomToken(auth, token)).user);
    },

    async sendSignInLink(email, continueUrl) {
      const { sdk, auth } = await load();
      await sdk.sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
    },

    isSignInLink(url) {
      // A pure check of the link's shape, so it needs no SDK: Firebase links carry these parameters.
      try {
        const params = new URL(url).searchParams;
        return params.get("mode") === "signIn" && Boolean(params.get("oobCode")) && Boolean(params.get("apiKey"));
      } catch {
        return false;
      }
    },

    async signInWithLink(email, url) {
      const { sdk, auth } = await load();
      return toAuthUser((await sdk.signInWithEmailLink(auth, email, url)).user);
    },

    async reauthenticate(password) {
      const { sdk, auth } = await load();
      const user = requireUser(auth);
      if (!user.email)
        throw Object.assign(new Error("This account has no email address"), { code: "auth/missing-email" });
      await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
    },

    async updatePassword(newPassword) {
      const { sdk, auth } = await load();
      await sdk.updatePassword(requireUser(auth), newPassword);
    },

    async updateEmail(newEmail) {
      const { sdk, auth } = await load();
      await sdk.verifyBeforeUpdateEmail(requireUser(auth), newEmail);
    },

    async sendPasswordReset(email) {
      const { sdk, auth } = await load();
      await sdk.sendPasswordResetEmail(auth, email);
    },

    async sendEmailVerification(continueUrl) {
      const { sdk, auth } = await load();
      await sdk.sendEmailVerification(requireUser(auth), continueUrl ? { url: continueUrl } : null);
    },

    async startPhoneEnrollment(phoneNumber, host) {
      const { sdk, auth } = await load();
      // The address may have been verified in another tab since this session started.
      await requireUser(auth).reload();
      const session = await sdk.multiFactor(requireUser(auth)).getSession();
      return new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier(sdk, auth, host));
    },

    async finishPhoneEnrollment(verificationId, code, displayName) {
      const { sdk, auth } = await load();
      const assertion = sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code));
      await sdk.multiFactor(requireUser(auth)).enroll(assertion, displayName ?? null);
    },

    async getIdToken(forceRefresh = false) {
      const { auth } = await load();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },

    async signOut() {
      const { sdk, auth } = await load();
      await sdk.signOut(auth);
    },
  };
}
