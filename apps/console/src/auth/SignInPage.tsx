// Staff sign in with the email and password the prop house gave them, then the code texted to
// their phone when they have a second factor. Nobody signs up here.
import { LoginForm } from "@backlot/ui/LoginForm";
import { SecondFactorForm } from "@backlot/ui/SecondFactorForm";
import { useStore } from "zustand";
import { useServices, useTenant } from "../app/services-context.js";
import { phoneVerifierId } from "./staff-session.js";
import styles from "../app/ConsoleLayout.module.css";

export function SignInPage() {
  const { session } = useServices();
  const tenant = useTenant();
  const state = useStore(session.store);
  return (
    <main id="main" className={styles.signIn}>
      <p className={styles.brand}>{tenant.settings.appTitle} console</p>
      {state.status === "secondFactor" ? (
        <SecondFactorForm
          phoneHint={state.phoneHint}
          onSubmit={(code) => session.verifyCode(code)}
          onResend={() => session.resendCode()}
          onCancel={() => void session.signOut()}
          headingLevel={1}
        />
      ) : (
        <LoginForm
          onSubmit={({ email, password }) => session.signIn(email, password)}
          headingLevel={1}
          labels={{ title: "Staff sign-in" }}
        />
      )}
      {/* The invisible reCAPTCHA a phone code needs renders here. */}
      <div id={phoneVerifierId} />
    </main>
  );
}
