// /auth/login: email and password, then the phone code when the account has a second factor;
// or a password reset, or a sign-in link by email. Afterwards the customer goes back to where
// they were headed (the flows' redirectAfterAuth decides where that is).
import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SecondFactorHint } from "@backlot/auth";
import { LoginForm } from "@backlot/ui/LoginForm";
import { EmailLinkForm } from "@backlot/ui/EmailLinkForm";
import { SecondFactorForm } from "@backlot/ui/SecondFactorForm";
import { getServices } from "../app/services.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { redirectTarget } from "./login-redirect.js";
import { AccountRecovery, type RecoveryMode } from "./AccountRecovery.js";
import { useEmailLinkSignIn } from "./use-email-link.js";
import styles from "./AuthPage.module.css";

type Step =
  | { kind: "password" }
  | { kind: "secondFactor"; hint: SecondFactorHint; verificationId: string }
  | { kind: "recovery"; mode: RecoveryMode; email: string };

/** "+1******0100" (the provider's mask) -> "+1 ••• ••• 0100". */
export function phoneHint(masked: string | null): string {
  if (!masked) return "your phone";
  const last = masked.replace(/\D/g, "").slice(-4);
  const country = /^\+\d{1,3}/.exec(masked)?.[0] ?? "";
  return `${country} ••• ••• ${last}`.trim();
}

export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = redirectTarget(search);
  const [step, setStep] = useState<Step>({ kind: "password" });
  const recaptcha = useRef<HTMLDivElement>(null);
  const emailLink = useEmailLinkSignIn(search, target);
  useDocumentMeta("Log in");
  // Every sign-in ends with the server's recordSignIn.
  usePreparedCommands("signIn");

  const sendCode = async (hint: SecondFactorHint) => {
    const { auth } = await getServices();
    const verificationId = await auth.sendSecondFactorCode(0, { container: recaptcha.current as HTMLElement });
    setStep({ kind: "secondFactor", hint, verificationId });
  };

  const login = async ({ email, password }: { email: string; password: string }) => {
    const { auth } = await getServices();
    const result = await auth.loginWithEmail(email, password, target);
    if (result.kind === "signedIn") return void navigate(result.redirectTo, { replace: true });
    const hint = result.hints[0];
    if (!hint) throw new Error("This account needs a second factor but has none enrolled. Contact us to reset it.");
    await sendCode(hint);
  };

  if (emailLink.state.kind === "finishing") {
    return (
      <div className={styles.page}>
        <p role="status">Signing you in…</p>
      </div>
    );
  }
  if (emailLink.state.kind === "needsEmail") {
    return (
      <div className={styles.page}>
        <EmailLinkForm mode="complete" onSubmit={emailLink.finish} headingLevel={1} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {emailLink.state.kind === "failed" && (
        <p role="alert" className={styles.alert}>
          {emailLink.state.message}
        </p>
      )}
      {step.kind === "password" && (
        <LoginForm
          onSubmit={login}
          onForgotPassword={(email) => setStep({ kind: "recovery", mode: "reset", email })}
          onEmailLink={(email) => setStep({ kind: "recovery", mode: "emailLink", email })}
          headingLevel={1}
        />
      )}
      {step.kind === "secondFactor" && (
        <SecondFactorForm
          phoneHint={phoneHint(step.hint.phoneNumber)}
          onSubmit={async (code) => {
            const { auth } = await getServices();
            const result = await auth.verifySecondFactor(step.verificationId, code, target);
            void navigate(result.redirectTo, { replace: true });
          }}
          onResend={() => sendCode(step.hint)}
          onCancel={() => setStep({ kind: "password" })}
          headingLevel={1}
        />
      )}
      {step.kind === "recovery" && (
        <AccountRecovery mode={step.mode} initialEmail={step.email} onBack={() => setStep({ kind: "password" })} />
      )}
      {/* The invisible reCAPTCHA the phone code needs renders here. */}
      <div ref={recaptcha} />
    </div>
  );
}
