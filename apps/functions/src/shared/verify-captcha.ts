// Is a request from a person? With a reCAPTCHA secret (a Firebase secret, RECAPTCHA_SECRET),
// Google's siteverify answers. Without one, only an emulated ("demo-") project accepts the test
// captcha's token, so a real project that forgot its secret refuses rather than lets bots in.
// Quote requests (requestQuote) and signups (recordSignIn) are checked here alike.
import { defineSecret } from "firebase-functions/params";

/** What the storefront's test captcha (testCaptcha in @backlot/auth) gives for an action. */
export const testCaptchaToken = (action: string) => `test-captcha-token:${action}`;

/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with. */
export const minimumCaptchaScore = 0.5;

export const siteVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

/** Set with `firebase functions:secrets:set RECAPTCHA_SECRET`; never in the repository. */
export const recaptchaSecret = defineSecret("RECAPTCHA_SECRET");

/** Only the emulator may point the captcha check elsewhere (the tests' stand-in for Google). */
export const captchaVerifyUrl = () =>
  (process.env.FUNCTIONS_EMULATOR === "true" && process.env.RECAPTCHA_VERIFY_URL) || siteVerifyUrl;

/** How a refusal names what the captcha guards, and what the person can do next. */
export interface CaptchaWording {
  /** What is closed when a real project has no secret ("Quote requests are closed"). */
  closed: string;
  /** The whole message when the captcha did not pass. */
  notAPerson: string;
  /** What to do when Google could not answer ("try again"). */
  retry: string;
}

/** Quote requests were the first thing checked, so a check that names nothing is worded for them. */
export const quoteRequestWording: CaptchaWording = {
  closed: "Quote requests are closed",
  notAPerson: "The captcha did not pass; reload the page and send the request again, or call the prop house",
  retry: "try again",
};

export interface CaptchaCheck {
  token: string;
  action: string;
  projectId: string;
  /** The reCAPTCHA secret, or "" when the project has none. */
  secret: string;
  verifyUrl?: string;
  fetch?: typeof fetch;
  /** The refusals' words (default: quoteRequestWording). */
  wording?: CaptchaWording;
}

export type CaptchaVerdict =
  { ok: true } | { ok: false; code: "permission-denied" | "failed-precondition"; why: string };

/** What Google said of a token that passed: what a signup keeps, never the token itself. */
export interface CaptchaAssessment {
  /** 0 (a bot) to 1 (a person); null for the test captcha of an emulated project. */
  score: number | null;
  action: string;
  /** The site the token was made on, as Google saw it; null for the test captcha. */
  hostname: string | null;
}

export type CaptchaReading = ({ ok: true } & CaptchaAssessment) | Extract<CaptchaVerdict, { ok: false }>;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

/** Whether the token passed, and if so what Google said of it. */
export async function assessCaptcha(check: CaptchaCheck): Promise<CaptchaReading> {
  const wording = check.wording ?? quoteRequestWording;
  const notAPerson: CaptchaReading = { ok: false, code: "permission-denied", why: wording.notAPerson };
  if (!check.secret) {
    if (!check.projectId.startsWith("demo-")) {
      return {
        ok: false,
        code: "failed-precondition",
        why:
          `${wording.closed}: this project has no reCAPTCHA secret ` +
          "(firebase functions:secrets:set RECAPTCHA_SECRET)",
      };
    }
    const passed = check.token === testCaptchaToken(check.action);
    return passed ? { ok: true, score: null, action: check.action, hostname: null } : notAPerson;
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
      why: `reCAPTCHA could not check the request (${response.status}); ${wording.retry}`,
    };
  }
  const answer = (await response.json()) as SiteVerifyAnswer;
  const score = answer.score ?? 0;
  const passed = answer.success === true && answer.action === check.action && score >= minimumCaptchaScore;
  if (!passed) return notAPerson;
  return { ok: true, score, action: check.action, hostname: answer.hostname ?? null };
}

/** Whether the token passed; a refusal says why, in the check's wording. */
export async function verifyCaptcha(check: CaptchaCheck): Promise<CaptchaVerdict> {
  const reading = await assessCaptcha(check);
  return reading.ok ? { ok: true } : reading;
}
