// /auth/signup: a new customer account (with the captcha, which keeps scripts from opening
// accounts), then the onboarding profile, unless the customer was headed somewhere else.
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SignupForm } from "@backlot/ui/SignupForm";
import { RouterLink } from "../app/router-link.js";
import { runtimeConfig } from "../app/runtime-config.js";
import { authStore, getServices } from "../app/services.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { redirectTarget } from "./login-redirect.js";
import { hrefs } from "../app/hrefs.js";
import styles from "./AuthPage.module.css";

// The notice Google asks for when its reCAPTCHA badge is hidden.
const googlePrivacyPolicy = "https://policies.google.com/privacy";
const googleTerms = "https://policies.google.com/terms";

const recaptchaNotice = (
  <>
    This site is protected by reCAPTCHA and the Google <a href={googlePrivacyPolicy}>Privacy Policy</a> and{" "}
    <a href={googleTerms}>Terms of Service</a> apply.
  </>
);

export function SignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = redirectTarget(search);
  useDocumentMeta("Sign up");
  // Signing up ends with the server's recordSignIn, which checks the captcha.
  usePreparedCommands("signIn");
  // The captcha's script loads while the form is filled in (and on this page only).
  useEffect(() => void getServices().then(({ auth }) => auth.prepareSignup()), []);

  return (
    <div className={styles.page}>
      <SignupForm
        onSubmit={async ({ firstName, lastName, email, password }) => {
          const { auth, users } = await getServices();
          const result = await auth.signup({ email, password }, target);
          // The names go on the new user record; the onboarding page asks for the rest.
          const state = authStore.getState().auth;
          if (state.status === "authenticated")
            await users.updateProfile(state.firebaseUser.uid, { firstName, lastName });
          void navigate(result.redirectTo, { replace: true });
        }}
        {...(runtimeConfig.recaptchaSiteKey ? { captchaNotice: recaptchaNotice } : {})}
        loginHref={hrefs.login(target ?? undefined)}
        LinkComponent={RouterLink}
        headingLevel={1}
      />
    </div>
  );
}
