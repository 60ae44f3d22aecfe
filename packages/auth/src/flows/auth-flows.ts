// The sign-in flows: startup, email and password with a phone second factor, email link,
// anonymous sessions, signup (with captcha), impersonation and logout. Each drives the machine
// through its transitions and leaves it in a settled state whatever happens.
import type { LoginOutcome, SignupPayload } from "@backlot/data";
import type { VendorUser } from "@backlot/domain";
import { AuthError, knownAuthError, temporaryReasons, toAuthError } from "../errors/auth-errors.js";
import type { AuthEvent } from "../machine/events.js";
import { applyAuthEvent } from "../machine/store.js";
import type { AuthUser, PhoneVerifierHost, SecondFactorChallenge, SecondFactorHint } from "../port/auth-service.js";
import { type AuthContext, logOf, visitorLocation } from "./context.js";
import { redirectAfterAuth } from "./redirect.js";
import { sessionListeners } from "./session-listeners.js";
import { createStartup } from "./startup.js";

export type LoginResult =
  | { kind: "signedIn"; outcome: LoginOutcome; vendorUser: VendorUser; redirectTo: string }
  | { kind: "secondFactorRequired"; hints: readonly SecondFactorHint[]; message: string };

export interface SignupInput {
  email: string;
  password: string;
}

/** Where sendEmailLink keeps the address, for the page the link opens to finish with. */
export const emailForSignInKey = "backlot:emailForSignIn";

type SignInFlow = "email" | "secondFactor" | "emailLink" | "anonymous" | "signup" | "impersonate";

export function createAuthFlows(context: AuthContext) {
  const { auth, store, users, hint, captcha } = context;
  const log = logOf(context);
  const listeners = sessionListeners(context);
  const startup = createStartup(context, listeners);
  const dispatch = (event: AuthEvent) => applyAuthEvent(store, event);
  let challenge: SecondFactorChallenge | undefined;
  let signingIn: { flow: SignInFlow; result: Promise<unknown> } | undefined;

  /**
   * One sign-in at a time, after startup. The same sign-in asked for again while it runs (a double
   * click, an effect run twice) is not started again: the caller gets the one under way. A
   * different one is refused with a message, since its state transitions would collide.
   */
  function oneAtATime<T>(flow: SignInFlow, work: () => Promise<T>): Promise<T> {
    if (signingIn?.flow === flow) return signingIn.result as Promise<T>;
    if (signingIn) return Promise.reject(new AuthError("signInInProgress"));
    const result = startup.finished().then(work);
    const entry = { flow, result };
    signingIn = entry;
    const done = () => {
      if (signingIn === entry) signingIn = undefined;
    };
    result.then(done, done);
    return result;
  }

  /** Runs `work`; on failure dispatches `failed` and throws the catalogued error (or the unknown one). */
  async function attempt<T>(work: () => Promise<T>, failed: (error: AuthError | undefined) => AuthEvent): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const known = knownAuthError(error);
      dispatch(failed(known));
      throw known ?? error;
    }
  }

  /**
   * Work after the provider has signed the user in. If it fails the provider signs out as well:
   * otherwise the next page load (or the auth-user listener) would find a user the flow refused.
   */
  async function orSignOut<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      listeners.stopVendorUser();
      hint.clear();
      await auth
        .signOut()
        .catch((signOutError: unknown) => log("Backlot: signing out after a failed sign-in failed too", signOutError));
      throw error;
    }
  }

  /**
   * After any sign-in: the user record (created if new), the server's recordSignIn, the session
   * hint, the listeners. A signup waits for the server, which refuses a captcha that did not pass;
   * a login does not: where it came from is the prop house's bookkeeping, not worth a wait (a
   * function's cold start) before the customer is in, and a failure there is only logged.
   */
  async function signedIn(user: AuthUser, signup?: SignupPayload) {
    const { user: vendorUser, outcome } = await users.recordLogin(
      {
        uid: user.uid,
        email: user.email,
        isEmailVerified: user.emailVerified,
        location: await visitorLocation(context),
        ...(signup ? { signup } : {}),
      },
      signup ? context.recordSignIn : undefined,
    );
    if (!signup) {
      context
        .recordSignIn({ uid: user.uid, signup: null })
        .catch((error: unknown) =>
          log("Backlot: the server did not record this sign-in; it will record the next", error),
        );
    }
    hint.write(user.uid);
    listeners.startVendorUser(user.uid);
    return { vendorUser, outcome };
  }

  return {
    listeners,

    /**
     * Startup, once (later calls wait for the first): no stored sign-in gives noToken without
     * loading the SDK; an anonymous user stays anonymous; a real user gets their record fetched
     * or created; a stored sign-in the provider no longer backs is tokenDoesntMatchUser. A server
     * out of reach keeps the customer signed in and retries; any other error signs out (noToken).
     */
    init: (): Promise<void> => startup.start(),

    loginWithEmail: (email: string, password: string, redirectTarget?: string | null): Promise<LoginResult> =>
      oneAtATime("email", async () => {
        dispatch({ type: "firstFactorStarted" });
        const result = await attempt(
          () => auth.signInWithEmail(email, password),
          () => ({ type: "firstFactorFailed" }),
        );
        if (result.kind === "secondFactorRequired") {
          challenge = result.challenge;
          dispatch({ type: "secondFactorRequired" });
          return {
            kind: "secondFactorRequired",
            hints: result.challenge.hints,
            message: new AuthError("multiFactorRequired").message,
          };
        }
        const { vendorUser, outcome } = await attempt(
          () => orSignOut(() => signedIn(result.user)),
          () => ({ type: "firstFactorFailed" }),
        );
        dispatch({ type: "firstFactorSucceeded", firebaseUser: result.user, vendorUser });
        return { kind: "signedIn", outcome, vendorUser, redirectTo: redirectAfterAuth(redirectTarget, outcome) };
      }),

    /** Texts the code for the chosen enrolled phone; returns the verification id. */
    async sendSecondFactorCode(hintIndex: number, host: PhoneVerifierHost): Promise<string> {
      if (!challenge)
        throw new Error("There is no sign-in waiting for a second factor; log in with email and password first");
      try {
        return await auth.sendSecondFactorCode(challenge, hintIndex, host);
      } catch (error) {
        throw toAuthError(error);
      }
    },

    /**
     * Finishes a sign-in with the texted code. A wrong or expired code (or no connection) leaves
     * the sign-in waiting (try again); anything else ends it (noToken).
     */
    verifySecondFactor: (
      verificationId: string,
      code: string,
      redirectTarget?: string | null,
    ): Promise<LoginResult & { kind: "signedIn" }> =>
      oneAtATime("secondFactor", async () => {
        const waiting = challenge;
        if (!waiting)
          throw new Error("There is no sign-in waiting for a second factor; log in with email and password first");
        dispatch({ type: "secondFactorStarted" });
        const user = await attempt(
          () => auth.resolveSecondFactor(waiting, verificationId, code),
          (known) => {
            if (known && temporaryReasons.has(known.reason)) return { type: "secondFactorFailedTemporarily" };
            challenge = undefined;
            return { type: "secondFactorFailed" };
          },
        );
        challenge = undefined;
        const { vendorUser, outcome } = await attempt(
          () => orSignOut(() => signedIn(user)),
          () => ({ type: "secondFactorFailed" }),
        );
        dispatch({ type: "secondFactorSucceeded", firebaseUser: user, vendorUser });
        return { kind: "signedIn", outcome, vendorUser, redirectTo: redirectAfterAuth(redirectTarget, outcome) };
      }),

    loginAnonymously: (): Promise<AuthUser> =>
      oneAtATime("anonymous", async () => {
        dispatch({ type: "anonymousStarted" });
        const user = await attempt(
          () => auth.signInAnonymously(),
          () => ({ type: "anonymousFailed" }),
        );
        hint.write(user.uid);
        dispatch({ type: "anonymousSucceeded", firebaseUser: user });
        return user;
      }),

    /** Loads the captcha while the signup form is filled in, so submitting does not wait for it. */
    prepareSignup(): void {
      captcha.load().catch((error: unknown) => log("The captcha could not be loaded; signup will try again", error));
    },

    /**
     * Signup: needs the captcha loaded, and upgrades an anonymous session by linking the email
     * credential (keeping its uid). The server checks the captcha's token (action "signup"); if it
     * does not pass, the provider is signed out again and the server's message is thrown: the account
     * stays, so the person can log in, and their record carries no signup verdict for staff to see.
     */
    signup: (input: SignupInput, redirectTarget?: string | null): Promise<LoginResult & { kind: "signedIn" }> =>
      oneAtATime("signup", async () => {
        if (!input.email?.trim()) throw new AuthError("missingEmail");
        // Usually loaded already (prepareSignup); a failed load is the catalogue's "recaptcha not loaded".
        await captcha.load().catch((error: unknown) => log("The captcha could not be loaded", error));
        if (!captcha.isLoaded()) throw new AuthError("recaptchaNotLoaded");
        const captchaToken = await captcha.token("signup");
        const wasAnonymous = store.getState().auth.status === "anonymous";
        dispatch({ type: "signupStarted" });
        const user = await attempt(
          () =>
            wasAnonymous
              ? auth.linkEmailCredential(input.email.trim(), input.password)
              : auth.createUserWithEmail(input.email.trim(), input.password),
          () => ({ type: "signupFailed" }),
        );
        const { vendorUser, outcome } = await attempt(
          () => orSignOut(() => signedIn(user, { captchaToken, wasAnonymous })),
          () => ({ type: "signupFailed" }),
        );
        dispatch({ type: "signupSucceeded", firebaseUser: user, vendorUser });
        // The prop house sees whether an address is proven before it approves the account (and staff
        // claims count only on one): the link goes at once, and the signup never waits for it.
        void Promise.resolve()
          .then(() => auth.sendEmailVerification())
          .catch((error: unknown) => log("The verification email could not be sent at signup", error));
        return { kind: "signedIn", outcome, vendorUser, redirectTo: redirectAfterAuth(redirectTarget, outcome) };
      }),

    /** Sends a sign-in link; the address is remembered on this device to finish the sign-in. */
    async sendEmailLink(email: string, continueUrl: string, storage: Pick<Storage, "setItem">): Promise<void> {
      try {
        await auth.sendSignInLink(email, continueUrl);
      } catch (error) {
        throw toAuthError(error);
      }
      storage.setItem(emailForSignInKey, email);
    },

    /** Finishes an email-link sign-in from the page the link opened. */
    completeEmailLink: (
      url: string,
      email: string | null,
      redirectTarget?: string | null,
    ): Promise<LoginResult & { kind: "signedIn" }> =>
      oneAtATime("emailLink", async () => {
        if (!auth.isSignInLink(url)) throw new AuthError("invalidEmailLoginLink");
        if (!email) throw new AuthError("missingEmail");
        dispatch({ type: "firstFactorStarted" });
        const user = await attempt(
          async () => {
            try {
              return await auth.signInWithLink(email, url);
            } catch (error) {
              // An account with a second factor cannot finish an email-link sign-in.
              if ((error as { code?: string }).code === "auth/multi-factor-auth-required")
                throw new AuthError("emailNeeds2ndFactorVerification", { cause: error });
              throw error;
            }
          },
          () => ({ type: "firstFactorFailed" }),
        );
        const { vendorUser, outcome } = await attempt(
          () => orSignOut(() => signedIn(user)),
          () => ({ type: "firstFactorFailed" }),
        );
        dispatch({ type: "firstFactorSucceeded", firebaseUser: user, vendorUser });
        return { kind: "signedIn", outcome, vendorUser, redirectTo: redirectAfterAuth(redirectTarget, outcome) };
      }),

    /**
     * Staff impersonation: signs in with a custom token minted by `backlot impersonate`, once
     * startup has settled (its events would otherwise land on the impersonation's state).
     */
    impersonate: (customToken: string): Promise<VendorUser | null> =>
      oneAtATime("impersonate", async () => {
        dispatch({ type: "impersonateStarted" });
        const user = await attempt(
          () => auth.signInWithCustomToken(customToken),
          () => ({ type: "impersonateFailed" }),
        );
        // Not a login of the user's own: lastLoginAt is left alone.
        const vendorUser = await attempt(
          () => orSignOut(() => users.get(user.uid)),
          () => ({ type: "impersonateFailed" }),
        );
        hint.write(user.uid);
        listeners.startVendorUser(user.uid);
        dispatch({ type: "impersonateSucceeded", firebaseUser: user, vendorUser: vendorUser ?? null });
        return vendorUser ?? null;
      }),

    async logout(): Promise<void> {
      dispatch({ type: "logoutStarted" });
      listeners.stopVendorUser();
      hint.clear();
      try {
        await auth.signOut();
      } finally {
        dispatch({ type: "logoutSucceeded" });
      }
    },

    /** The current ID token, optionally forced fresh (after claims change). */
    getToken: (forceRefresh = false) => auth.getIdToken(forceRefresh),

    /** Stops every listener and any startup retry (when the app unmounts). */
    dispose() {
      startup.stop();
      listeners.stopAll();
    },
  };
}

export type AuthFlows = ReturnType<typeof createAuthFlows>;
