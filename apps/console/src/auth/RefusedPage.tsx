// Someone signed in who is not this prop house's staff: the console shows them nothing else, says
// why, where customers go instead, and lets them sign out to try another account. Staff whose
// address is not verified are told to verify it (the console sends the email), then sign in again.
import { useStore } from "zustand";
import { useServices, useTenant } from "../app/services-context.js";
import { VerifyAddress } from "./VerifyAddress.js";
import buttons from "@backlot/ui/button.module.css";
import styles from "../app/ConsoleLayout.module.css";

const reasons = {
  customer: "This account is a customer's, not the prop house's staff.",
  otherVendor: "This account is staff of another prop house.",
  impersonating: "This is a customer's session, started with “Sign in as”.",
} as const;

export function RefusedPage() {
  const { session } = useServices();
  const tenant = useTenant();
  const state = useStore(session.store);
  if (state.status !== "refused") return null;
  const vendor = tenant.vendor.displayName;
  const signOut = (
    <button type="button" className={buttons.button} onClick={() => void session.signOut()}>
      Sign out
    </button>
  );
  const verify = <VerifyAddress email={state.email} onSend={() => session.sendVerification()} />;

  if (state.standing === "unverified") {
    return (
      <main id="main" className={styles.signIn}>
        <p className={styles.brand}>{tenant.settings.appTitle} console</p>
        <h1>Verify your email address, then sign in again</h1>
        <p>
          You are signed in as <strong>{state.email}</strong>, staff of {vendor}, but the address is not verified yet.
          The console opens only to a verified address, so that no one can take a colleague's place by signing up with
          their address first.
        </p>
        {verify}
        {signOut}
      </main>
    );
  }
  return (
    <main id="main" className={styles.signIn}>
      <p className={styles.brand}>{tenant.settings.appTitle} console</p>
      <h1>This console is for {vendor} staff</h1>
      <p>
        You are signed in as <strong>{state.email}</strong>. {reasons[state.standing]}
      </p>
      {state.inviteProblem && <p role="alert">{state.inviteProblem}</p>}
      <p>
        Customers rent and order on{" "}
        <a href={tenant.storefrontUrl}>{tenant.storefrontUrl.replace(/^https?:\/\//, "")}</a>. If you work at {vendor},
        ask a manager to add you as staff, then sign in again.
      </p>
      {state.standing === "customer" && !state.emailVerified && (
        <>
          <p>If a manager invited you, verify your email address first, then sign in again.</p>
          {verify}
        </>
      )}
      {signOut}
    </main>
  );
}
