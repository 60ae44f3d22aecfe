// Someone signed in who is not this prop house's staff: the console shows them nothing else, says
// why, where customers go instead, and lets them sign out to try another account.
import { useStore } from "zustand";
import { useServices, useTenant } from "../app/services-context.js";
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
  return (
    <main id="main" className={styles.signIn}>
      <p className={styles.brand}>{tenant.settings.appTitle} console</p>
      <h1>This console is for {tenant.vendor.displayName} staff</h1>
      <p>
        You are signed in as <strong>{state.email}</strong>. {reasons[state.standing]}
      </p>
      <p>
        Customers rent and order on{" "}
        <a href={tenant.storefrontUrl}>{tenant.storefrontUrl.replace(/^https?:\/\//, "")}</a>. If you work at{" "}
        {tenant.vendor.displayName}, ask a manager to add you as staff, then sign in again.
      </p>
      <button type="button" className={buttons.button} onClick={() => void session.signOut()}>
        Sign out
      </button>
    </main>
  );
}
