// The captcha policy, alone: Google's siteverify stands in as fakeSiteVerify (the emulator tests
// use the test captcha of an emulated project; a real secret needs Google, which is not reachable).
import { describe, expect, it } from "vitest";
import { siteVerifyUrl, testCaptchaToken, verifyCaptcha } from "./verify-captcha.js";

const action = "quote_request";

/** siteverify's answer for each token it knows; anything else is a failure, as Google says. */
function fakeSiteVerify(answers: Record<string, { success: boolean; score?: number; action?: string }>) {
  const asked: { url: string; body: string }[] = [];
  const fetch = (url: string, init: { body: URLSearchParams }) => {
    const body = init.body.toString();
    asked.push({ url, body });
    const token = new URLSearchParams(body).get("response") ?? "";
    return Promise.resolve(
      Response.json(answers[token] ?? { success: false, "error-codes": ["invalid-input-response"] }),
    );
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

describe("verifyCaptcha", () => {
  it("in a real project with a secret, asks Google and wants a person doing this action", async () => {
    const google = fakeSiteVerify({
      person: { success: true, score: 0.9, action },
      bot: { success: true, score: 0.1, action },
      signup: { success: true, score: 0.9, action: "signup" },
    });
    const check = (token: string) =>
      verifyCaptcha({ token, action, projectId: "bowery-prod", secret: "s3cret", fetch: google.fetch });
    expect(await check("person")).toEqual({ ok: true });
    expect(google.asked[0]).toEqual({ url: siteVerifyUrl, body: "secret=s3cret&response=person" });
    for (const bad of ["bot", "signup", "forged", testCaptchaToken(action)]) {
      expect(await check(bad)).toMatchObject({ ok: false, code: "permission-denied" });
    }
  });

  it("in a real project without a secret, refuses everything and says what to set", async () => {
    const verdict = await verifyCaptcha({
      token: testCaptchaToken(action),
      action,
      projectId: "bowery-prod",
      secret: "",
    });
    expect(verdict).toEqual({
      ok: false,
      code: "failed-precondition",
      why:
        "Quote requests are closed: this project has no reCAPTCHA secret " +
        "(firebase functions:secrets:set RECAPTCHA_SECRET)",
    });
  });

  it("in an emulated project, accepts the test captcha's token for this action only", async () => {
    const check = (token: string) => verifyCaptcha({ token, action, projectId: "demo-backlot", secret: "" });
    expect(await check(testCaptchaToken(action))).toEqual({ ok: true });
    expect(await check(testCaptchaToken("signup"))).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await check("")).toMatchObject({ ok: false });
  });

  it("says so when Google cannot answer", async () => {
    const down = (() => Promise.resolve(new Response("", { status: 503 }))) as typeof fetch;
    const verdict = await verifyCaptcha({ token: "t", action, projectId: "p", secret: "s", fetch: down });
    expect(verdict).toEqual({
      ok: false,
      code: "failed-precondition",
      why: "reCAPTCHA could not check the request (503); try again",
    });
  });
});
