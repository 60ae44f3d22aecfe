// Who is at the console: starting (the provider restores any sign-in), signed out, waiting for the
// phone code of a second factor, this vendor's staff, or someone the console turns away (a
// customer, another prop house's staff, staff whose address is not verified, an impersonated
// session). Email and password only: staff accounts are made by the prop house, never signed up
// here; an account the prop house invited becomes staff at its first verified sign-in here
// (acceptInvite). Failures reject with the auth error catalogue's plain message, for the forms to show.
import { type AuthService, type AuthUser, type SecondFactorChallenge, toAuthError, tokenClaims } from "@backlot/auth";
import { createStore } from "zustand/vanilla";
import { type StaffStanding, staffStanding } from "./staff-claims.js";

export type StaffSession =
  | { status: "starting" }
  | { status: "signedOut" }
  | { status: "secondFactor"; phoneHint: string }
  | {
      status: "staff";
      uid: string;
      email: string;
      name: string;
      /** The docks they work at (`backlot staff add --dock`), for a prop house with more than one; else none. */
      docks: string[];
    }
  | {
      status: "refused";
      email: string;
      standing: Exclude<StaffStanding, "staff">;
      /** Whether the provider says the address is verified (the page offers to send the email if not). */
      emailVerified: boolean;
      /** Why an invitation of the address could not be taken (it ended, say); null when there was none. */
      inviteProblem: string | null;
    };

export interface StaffSessionOptions {
  /**
   * Takes the prop house's invitation of the signed-in address (acceptStaffInvite): true when it
   * made them staff, false when there is none; throws, with what to tell them, when it failed.
   */
  acceptInvite?: () => Promise<boolean>;
}

/** Where the invisible reCAPTCHA of a phone code renders (the sign-in page's element). */
export const phoneVerifierId = "phone-verifier";

export function createStaffSession(auth: AuthService, vendorId: string, { acceptInvite }: StaffSessionOptions = {}) {
  const store = createStore<StaffSession>(() => ({ status: "starting" }));
  // The provider's pending second factor, kept out of the state (it holds an SDK resolver).
  let pending: { challenge: SecondFactorChallenge; verificationId: string } | null = null;

  const freshClaims = async () => tokenClaims((await auth.getIdToken(true)) ?? "");

  /** Decides from the fresh token's claims (a staff claim added since the last sign-in counts). */
  async function admit(user: AuthUser): Promise<void> {
    let claims = await freshClaims();
    let inviteProblem: string | null = null;
    // Without a claim, a verified address may have an invitation waiting; an unverified one is never
    // asked about (the server would refuse it: the address may not be theirs).
    if (acceptInvite && staffStanding(claims, vendorId) === "customer" && claims.email_verified === true) {
      try {
        // The claim is set on the server: only a token made after it carries it.
        if (await acceptInvite()) claims = await freshClaims();
      } catch (error) {
        inviteProblem = error instanceof Error ? error.message : String(error);
      }
    }
    const standing = staffStanding(claims, vendorId);
    const email = user.email ?? "";
    if (standing === "staff") {
      const docks = Array.isArray(claims.staffDocks)
        ? claims.staffDocks.filter((dock) => typeof dock === "string")
        : [];
      store.setState({ status: "staff", uid: user.uid, email, name: user.displayName ?? email, docks });
    } else {
      const emailVerified = claims.email_verified === true;
      store.setState({ status: "refused", email, standing, emailVerified, inviteProblem });
    }
  }

  async function sendCode(challenge: SecondFactorChallenge): Promise<void> {
    const verificationId = await auth.sendSecondFactorCode(challenge, 0, { container: phoneVerifierId });
    pending = { challenge, verificationId };
  }

  const fail = (error: unknown): never => {
    throw toAuthError(error);
  };

  return {
    store,
    async start(): Promise<void> {
      const user = await auth.currentUser().catch(() => null);
      if (user && !user.isAnonymous) await admit(user).catch(() => store.setState({ status: "signedOut" }));
      else store.setState({ status: "signedOut" });
    },
    async signIn(email: string, password: string): Promise<void> {
      try {
        const result = await auth.signInWithEmail(email, password);
        if (result.kind === "signedIn") return await admit(result.user);
        await sendCode(result.challenge);
        const hint = result.challenge.hints[0];
        store.setState({ status: "secondFactor", phoneHint: hint?.phoneNumber ?? hint?.displayName ?? "your phone" });
      } catch (error) {
        fail(error);
      }
    },
    async verifyCode(code: string): Promise<void> {
      if (!pending) throw new Error("No code was sent: sign in again");
      try {
        const user = await auth.resolveSecondFactor(pending.challenge, pending.verificationId, code);
        pending = null;
        await admit(user);
      } catch (error) {
        fail(error);
      }
    },
    async resendCode(): Promise<void> {
      if (!pending) throw new Error("No code was sent: sign in again");
      await sendCode(pending.challenge).catch(fail);
    },
    /** Emails the signed-in account the link that verifies its address. */
    async sendVerification(): Promise<void> {
      await auth.sendEmailVerification().catch(fail);
    },
    async signOut(): Promise<void> {
      pending = null;
      await auth.signOut();
      store.setState({ status: "signedOut" });
    },
  };
}

export type StaffSessionControl = ReturnType<typeof createStaffSession>;
