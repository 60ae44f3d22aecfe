// The signup's captcha alone: what the record keeps of a token that passed (Google's score, action
// and hostname, never the token), and what a refusal tells the person. Google's siteverify stands
// in as fakeSiteVerify; the emulator tests (record-sign-in.test.ts) use the test captcha.
import { describe, expect, it } from "vitest";
import { testCaptchaToken } from "../../shared/verify-captcha.js";
import { signupVerdict, signupWording } from "./signup-captcha.js";

/** siteverify's answer for each token it knows; anything else fails, as Google says. */
function fakeSiteVerify(answers: Record<string, object>) {
  const asked: string[] = [];
  const fetch = (_url: string, init: { body: URLSearchParams }) => {
    asked.push(init.body.toString());
    const token = new URLSearchParams(init.body.toString()).get("response") ?? "";
    return Promise.resolve(Response.json(answers[token] ?? { success: false }));
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const refusalOf = (verdict: Promise<unknown>) =>
  verdict.then(
    () => {
      throw new Error("The signup was expected to be refused, and it passed");
    },
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

describe("signupVerdict", () => {
  it("in a real project, keeps Google's score, action and hostname, and never the token", async () => {
    const google = fakeSiteVerify({
      "person-token": { success: true, score: 0.9, action: "signup", hostname: "props.bowery.example" },
      "bot-token": { success: true, score: 0.2, action: "signup", hostname: "props.bowery.example" },
      "quote-token": { success: true, score: 0.9, action: "quote_request" },
    });
    const where = { projectId: "bowery-prod", secret: "s3cret", fetch: google.fetch };
    const verdict = await signupVerdict({ captchaToken: "person-token", wasAnonymous: true }, where);
    expect(verdict).toEqual({ score: 0.9, action: "signup", hostname: "props.bowery.example", wasAnonymous: true });
    expect(JSON.stringify(verdict)).not.toContain("person-token");
    expect(google.asked[0]).toBe("secret=s3cret&response=person-token");
    for (const captchaToken of ["bot-token", "quote-token", "forged", ""]) {
      expect(await refusalOf(signupVerdict({ captchaToken, wasAnonymous: false }, where))).toEqual({
        code: "permission-denied",
        message: signupWording.notAPerson,
      });
    }
  });

  it("in an emulated project, passes the test captcha's signup token only, with no score or hostname", async () => {
    const where = { projectId: "demo-backlot", secret: "" };
    expect(await signupVerdict({ captchaToken: testCaptchaToken("signup"), wasAnonymous: false }, where)).toEqual({
      score: null,
      action: "signup",
      hostname: null,
      wasAnonymous: false,
    });
    const quoteToken = { captchaToken: testCaptchaToken("quote_request"), wasAnonymous: false };
    expect(await refusalOf(signupVerdict(quoteToken, where))).toMatchObject({ code: "permission-denied" });
  });

  it("says what to do when signing up cannot be checked", async () => {
    const signup = { captchaToken: testCaptchaToken("signup"), wasAnonymous: false };
    expect(await refusalOf(signupVerdict(signup, { projectId: "bowery-prod", secret: "" }))).toEqual({
      code: "failed-precondition",
      message:
        "Signing up is closed: this project has no reCAPTCHA secret (firebase functions:secrets:set RECAPTCHA_SECRET)",
    });
    const down = (() => Promise.resolve(new Response("", { status: 503 }))) as typeof fetch;
    expect(await refusalOf(signupVerdict(signup, { projectId: "p", secret: "s", fetch: down }))).toEqual({
      code: "failed-precondition",
      message:
        "reCAPTCHA could not check the request (503); reload the page and log in with the email and password you chose",
    });
  });
});
