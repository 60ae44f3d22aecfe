// The Captcha port: a token proving a person is there (reCAPTCHA v3): at signup, and when a
// visitor asks for a quote (the requestQuote function checks that one on the server).
export type CaptchaAction = "signup" | "quote_request";

export interface Captcha {
  /** Loads the captcha's script, once; rejects when it cannot (blocked, offline, too slow). */
  load(): Promise<void>;
  /** Whether the captcha script has loaded (signup refuses to start without it). */
  isLoaded(): boolean;
  token(action: CaptchaAction): Promise<string>;
}

/** For local runs and tests: always loaded, and says which action it was asked for. */
export function testCaptcha(): Captcha & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    load: () => Promise.resolve(),
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

export interface RecaptchaOptions {
  /** The page to load the script into; the current one by default. */
  document?: Document;
  /** How long the script may take to load and get ready (default 15 s). */
  timeoutMs?: number;
}

/** Google's reCAPTCHA v3 script for a site key. */
export const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/**
 * reCAPTCHA v3 in the browser. `load()` adds Google's script to the page (once; the signup page
 * calls it when it shows, and signup waits for it), so no other page pays for it.
 */
export function recaptchaV3(siteKey: string, options: RecaptchaOptions = {}): Captcha {
  const grecaptcha = () => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  const isLoaded = () => typeof grecaptcha()?.execute === "function";
  let loading: Promise<void> | undefined;

  function loadScript(): Promise<void> {
    const document = options.document ?? globalThis.document;
    const timeoutMs = options.timeoutMs ?? 15_000;
    return new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      const fail = (why: string) => {
        clearTimeout(timer);
        script.remove();
        reject(new Error(`The reCAPTCHA script (${script.src}) ${why}; check the connection and try again`));
      };
      const timer = setTimeout(() => fail(`did not load within ${timeoutMs / 1000} s`), timeoutMs);
      script.src = recaptchaScriptUrl(siteKey);
      script.async = true;
      script.addEventListener("error", () => fail("could not be loaded"));
      script.addEventListener("load", () => {
        const api = grecaptcha();
        if (!api) return fail("loaded without defining grecaptcha");
        api.ready(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      document.head.append(script);
    });
  }

  return {
    load() {
      if (isLoaded()) return Promise.resolve();
      // A failed load is forgotten, so the next attempt tries again.
      loading ??= loadScript().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
    isLoaded,
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
