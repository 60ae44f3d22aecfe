// The signed-in address and whether it is verified, for the invitation pages: the session's word, or, after "I have
// verified it", a fresh token's (verified-address.ts). Sends the verification link again, back to this page.
import { useState } from "react";
import { getServices } from "../app/services.js";
import { useAuthState } from "../app/use-auth.js";
import { tokenSaysVerified } from "./verified-address.js";

export interface VerifiedAddress {
  /** The signed-in address, or null for a visitor (or an account without one). */
  email: string | null;
  verified: boolean;
  resend: () => Promise<void>;
  /** Asks for a fresh token; true once it says the address is verified. */
  check: () => Promise<boolean>;
}

export function useVerifiedAddress(): VerifiedAddress {
  const state = useAuthState();
  const user = state.status === "authenticated" ? state.firebaseUser : null;
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  return {
    email: user?.email ?? null,
    verified: !!user && (user.emailVerified || checkedFor === user.uid),
    resend: async () => {
      const { account } = await getServices();
      await account.sendEmailVerification(window.location.href);
    },
    check: async () => {
      const { auth } = await getServices();
      const verified = tokenSaysVerified(await auth.getToken(true));
      if (verified && user) setCheckedFor(user.uid);
      return verified;
    },
  };
}
