// reCAPTCHA v3 in headless Chromium: the adapter loads Google's script itself, once, and a load
// that fails says so and can be tried again. The script is answered by fakeRecaptchaScript (this
// machine has no internet, and Google's real one would refuse a test site key anyway).
import { fileURLToPath } from "node:url";
import type { Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestPage, openTestPage } from "../../test/browser/browser-harness.js";
import { recaptchaScriptUrl } from "./captcha.js";

const siteKey = "6Lc-test-site-key";

/** Stands in for api.js: defines grecaptcha, whose tokens name the key and action they are for. */
const fakeRecaptchaScript = `window.grecaptcha = {
  ready(callback) { setTimeout(callback, 10); },
  execute(key, options) { return Promise.resolve("fake-token:" + key + ":" + options.action); },
};`;

let browser: TestPage;
const call = <T>(name: "isLoaded" | "load" | "token" | "scripts") =>
  browser.page.evaluate(
    (flow) => (window as unknown as Record<string, Record<string, () => unknown>>).backlotCaptcha?.[flow]?.(),
    name,
  ) as Promise<T>;

beforeAll(async () => {
  browser = await openTestPage(fileURLToPath(new URL("../../test/browser/captcha-page.ts", import.meta.url)), {
    siteKey,
  });
}, 60_000);
afterAll(() => browser.close());

describe("reCAPTCHA v3 in the browser", () => {
  it("is not loaded until asked; a blocked script fails with a clear message and leaves no script behind", async () => {
    expect(await call("isLoaded")).toBe(false);
    await browser.page.route("https://www.google.com/recaptcha/**", (route: Route) => route.abort("blockedbyclient"));
    const script = recaptchaScriptUrl(siteKey);
    expect(await call("load")).toBe(
      `failed: The reCAPTCHA script (${script}) could not be loaded; check the connection and try again`,
    );
    expect(await call("scripts")).toEqual([]);
    expect(await call("token")).toBe("failed: recaptcha not loaded");
  });

  it("loads Google's script for the site key once, then gives tokens for the signup action", async () => {
    await browser.page.unroute("https://www.google.com/recaptcha/**");
    let requests = 0;
    await browser.page.route("https://www.google.com/recaptcha/**", (route: Route) => {
      requests += 1;
      return route.fulfill({ contentType: "text/javascript", body: fakeRecaptchaScript });
    });
    const [first, second] = await Promise.all([call("load"), call("load")]);
    expect([first, second]).toEqual(["loaded", "loaded"]);
    expect(await call("load")).toBe("loaded");
    expect(requests).toBe(1);
    expect(await call("scripts")).toEqual([recaptchaScriptUrl(siteKey)]);
    expect(await call("isLoaded")).toBe(true);
    expect(await call("token")).toBe(`fake-token:${siteKey}:signup`);
  });
});
