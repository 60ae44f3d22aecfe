// The page the reCAPTCHA tests drive in Chromium: the real recaptchaV3 adapter, exposed on
// window. The test answers Google's script URL itself (there is no internet here).
import { recaptchaV3 } from "../../src/captcha/captcha.js";

const captcha = recaptchaV3(new URLSearchParams(location.search).get("siteKey") ?? "", { timeoutMs: 3000 });

const api = {
  isLoaded: () => captcha.isLoaded(),
  load: () =>
    captcha.load().then(
      () => "loaded",
      (error: Error) => `failed: ${error.message}`,
    ),
  token: () => captcha.token("signup").catch((error: Error) => `failed: ${error.message}`),
  scripts: () =>
    [...document.querySelectorAll("script[src*='recaptcha']")].map((script) => (script as HTMLScriptElement).src),
};

(window as unknown as { backlotCaptcha: typeof api }).backlotCaptcha = api;
document.body.dataset.ready = "true";
