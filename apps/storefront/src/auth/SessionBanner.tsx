// The staff-session banner wired to the services: RootLayout loads this only once someone is logged
// in, so a visitor's pages carry none of it. It shows nothing for a customer's own session.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { SessionClaims, SessionClaimsState } from "@backlot/auth";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";
import { useAuthState } from "../app/use-auth.js";
import { ImpersonationBanner } from "./ImpersonationBanner.js";
import { staffSessionOf } from "./impersonation-notice.js";

/** Until the services are there (they are by the time anyone is logged in): no claims. */
const noClaims = createStore<SessionClaimsState>(() => ({ uid: null, claims: {}, read: true }));

function useSessionClaims() {
  const [store, setStore] = useState<SessionClaims["store"] | null>(null);
  useEffect(() => {
    let current = true;
    void getServices().then((services) => current && setStore(services.session.store));
    return () => {
      current = false;
    };
  }, []);
  return useStore(store ?? noClaims, (state) => state.claims);
}

export function SessionBanner() {
  const auth = useAuthState();
  const claims = useSessionClaims();
  const navigate = useNavigate();
  if (auth.status !== "authenticated") return null;
  const session = staffSessionOf(claims, { vendorUser: auth.vendorUser, email: auth.firebaseUser.email });
  if (!session) return null;

  const signOut = async () => {
    const { auth: flows } = await getServices();
    await flows.logout();
    await navigate("/", { replace: true });
  };
  return (
    <ImpersonationBanner
      session={session}
      locale={settings.locale}
      timeZone={vendor.timezone}
      onEnd={async () => {
        if (session !== "invalid") {
          const { commands } = await getServices();
          await commands.endImpersonation({ impersonationId: session.impersonationId });
        }
        await signOut();
      }}
      onSignOut={signOut}
    />
  );
}
