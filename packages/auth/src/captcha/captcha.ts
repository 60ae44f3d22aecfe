// The Captcha port: a token proving a person signs up (reCAPTCHA v3, action "signup").
export interface Captcha {
  /** Whether the captcha script has loaded (signup refuses to start without it). */
  isLoaded(): boolean;
  token(action: "signup"): Promise<string>;
}

/** For local runs and tests: always loaded, and says which action it was asked for. */
export function testCaptcha(): Captcha & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    isLoaded: () => true,
    token: (action) => {
      requests.push(action);
      return Promise.resolve(`test-captcha-token:${action}`);
    },
  };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** reCAPTCHA v3 in the browser: the page loads https://www.google.com/recaptcha/api.js?render=<siteKey>. */
export function recaptchaV3(siteKey: string): Captcha {
  const grecaptcha = () => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  return {
    isLoaded: () => typeof grecaptcha()?.execute === "function",
    token: (action) =>
      new Promise((resolve, reject) => {
        const api = grecaptcha();
        if (!api) {
          reject(new Error("recaptcha not loaded"));
          return;
        }
        api.ready(() => {
          api.execute(siteKey, { action }).then(resolve, reject);
        });
      }),
  };
}
