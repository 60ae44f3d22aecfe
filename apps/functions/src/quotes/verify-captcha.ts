// Is a quote request from a person? With a reCAPTCHA secret (a Firebase secret, RECAPTCHA_SECRET),
// Google's siteverify answers. Without one, only an emulated ("demo-") project accepts the test
// captcha's token, so a real project that forgot its secret refuses rather than lets bots in.

/** What the storefront's test captcha (testCaptcha in @backlot/auth) gives for an action. */
export const testCaptchaToken = (action: string) => `test-captcha-token:${action}`;

/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with. */
export const minimumCaptchaScore = 0.5;

export const siteVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

export interface CaptchaCheck {
  token: string;
  action: string;
  projectId: string;
  /** The reCAPTCHA secret, or "" when the project has none. */
  secret: string;
  verifyUrl?: string;
  fetch?: typeof fetch;
}

export type CaptchaVerdict =
  { ok: true } | { ok: false; code: "permission-denied" | "failed-precondition"; why: string };

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  "error-codes"?: string[];
}

export async function verifyCaptcha(check: CaptchaCheck): Promise<CaptchaVerdict> {
  const notAPerson: CaptchaVerdict = {
    ok: false,
    code: "permission-denied",
    why: "The captcha did not pass; reload the page and send the request again, or call the prop house",
  };
  if (!check.secret) {
    if (!check.projectId.startsWith("demo-")) {
      return {
        ok: false,
        code: "failed-precondition",
        why:
          "Quote requests are closed: this project has no reCAPTCHA secret " +
          "(firebase functions:secrets:set RECAPTCHA_SECRET)",
      };
    }
    return check.token === testCaptchaToken(check.action) ? { ok: true } : notAPerson;
  }
  if (!check.token) return notAPerson;
  const response = await (check.fetch ?? fetch)(check.verifyUrl ?? siteVerifyUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ secret: check.secret, response: check.token }),
  });
  if (!response.ok) {
    return {
      ok: false,
      code: "failed-precondition",
      why: `reCAPTCHA could not check the request (${response.status}); try again`,
    };
  }
  const answer = (await response.json()) as SiteVerifyAnswer;
  const passed =
    answer.success === true && answer.action === check.action && (answer.score ?? 0) >= minimumCaptchaScore;
  return passed ? { ok: true } : notAPerson;
}
