// The ways into an account without its password, from the login page: a password reset email,
// or a sign-in link by email (which brings the customer back to the login page to finish).
import { useSearchParams } from "react-router";
import { EmailLinkForm } from "@backlot/ui/EmailLinkForm";
import { ResetPasswordForm } from "@backlot/ui/ResetPasswordForm";
import { getServices } from "../app/services.js";
import { redirectTarget } from "./login-redirect.js";

export type RecoveryMode = "reset" | "emailLink";

/** The login page, told to finish an email-link sign-in and where to go afterwards. */
export function emailLinkContinueUrl(origin: string, target: string | null): string {
  const url = new URL("/auth/login", origin);
  url.searchParams.set("emailLink", "1");
  if (target) url.searchParams.set("redirect", target);
  return url.href;
}

export function AccountRecovery({
  mode,
  initialEmail,
  onBack,
}: {
  mode: RecoveryMode;
  initialEmail: string;
  onBack: () => void;
}) {
  const [search] = useSearchParams();
  if (mode === "reset") {
    return (
      <ResetPasswordForm
        initialEmail={initialEmail}
        onBack={onBack}
        headingLevel={1}
        onSubmit={async (email) => {
          const { account } = await getServices();
          await account.sendPasswordReset(email);
        }}
      />
    );
  }
  return (
    <EmailLinkForm
      initialEmail={initialEmail}
      onBack={onBack}
      headingLevel={1}
      onSubmit={async (email) => {
        const { auth } = await getServices();
        await auth.sendEmailLink(
          email,
          emailLinkContinueUrl(window.location.origin, redirectTarget(search)),
          localStorage,
        );
      }}
    />
  );
}
