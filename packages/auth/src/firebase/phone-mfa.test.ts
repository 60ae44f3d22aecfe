// Phone second factor, end to end: enrol a phone and sign in with the texted code, in headless
// Chromium (phone verification needs a browser) against the Firebase Auth emulator, reading the
// codes it "texts" from its REST API.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestPage, openTestPage } from "../../test/browser/browser-harness.js";
import { emulator, uniqueEmail } from "../../test/harness.js";

type Settled<T = unknown> = { ok: true; value: T } | { ok: false; message: string; reason?: string };
interface PageApi {
  state(): { status: string; reason?: string; firebaseUser?: { email: string } };
  [flow: string]: (...args: string[]) => unknown;
}

let browser: TestPage;
const password = "correct horse battery staple";
const phone = "+15555550123";

/** Calls a flow on the page and returns its settled result. */
async function call<T = unknown>(flow: string, ...args: string[]): Promise<Settled<T>> {
  return browser.page.evaluate(
    ([name, params]) =>
      (window as unknown as { backlotAuth: PageApi }).backlotAuth[name]?.(...params) as Promise<Settled<T>>,
    [flow, args] as const,
  );
}

const state = () => browser.page.evaluate(() => (window as unknown as { backlotAuth: PageApi }).backlotAuth.state());

async function lastSmsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${emulator.base()}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).pop()?.code;
  if (!code) throw new Error(`The emulator texted no code to ${phoneNumber}`);
  return code;
}

beforeAll(async () => {
  await emulator.clearAccounts();
  browser = await openTestPage(fileURLToPath(new URL("../../test/browser/mfa-page.ts", import.meta.url)), {
    emulator: inject("authEmulatorHost"),
    project: inject("authProjectId"),
  });
}, 60_000);

afterAll(async () => browser?.close());

describe("phone second factor (Chromium + Auth emulator)", () => {
  const email = uniqueEmail("mfa");

  it("enrols a phone after the email is verified", async () => {
    expect(await call("init")).toEqual({ ok: true });
    expect(await call("signup", email, password)).toMatchObject({ ok: true });

    // Firebase refuses a second factor on an unverified address: verify it as the user would.
    const refused = await call("startPhoneEnrollment", phone);
    expect(refused).toMatchObject({ ok: false });
    expect(await call("sendEmailVerification")).toMatchObject({ ok: true });
    const { oobLink } = await emulator.lastOobCode(email, "VERIFY_EMAIL");
    expect((await fetch(oobLink)).ok).toBe(true);

    const started = await call<string>("startPhoneEnrollment", phone);
    if (!started.ok) throw new Error(started.message);
    const enrolled = await call("finishPhoneEnrollment", started.value, await lastSmsCode(phone));
    expect(enrolled).toMatchObject({ ok: true });
    expect(await call("logout")).toMatchObject({ ok: true });
  });

  it("asks for the second factor at login, and keeps waiting after a wrong code", async () => {
    const login = await call<{ kind: string; hints: { phoneNumber: string }[]; message: string }>(
      "login",
      email,
      password,
    );
    expect(login).toMatchObject({
      ok: true,
      value: {
        kind: "secondFactorRequired",
        message: "This account uses two-step verification. Enter the code we text to your phone.",
      },
    });
    expect(login.ok && login.value.hints[0]?.phoneNumber).toContain("0123");
    expect(await state()).toEqual({ status: "notAuthenticated", reason: "waitingFor2ndFactor" });

    const sent = await call<string>("sendSecondFactorCode");
    if (!sent.ok) throw new Error(sent.message);
    const code = await lastSmsCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await call("verifySecondFactor", sent.value, wrong)).toMatchObject({
      ok: false,
      reason: "invalidVerificationCode",
    });
    expect(await state()).toEqual({ status: "notAuthenticated", reason: "waitingFor2ndFactor" });

    const verified = await call("verifySecondFactor", sent.value, code);
    expect(verified).toMatchObject({ ok: true, value: { kind: "signedIn", outcome: "userExists" } });
    expect(await state()).toMatchObject({ status: "authenticated", via: "login", firebaseUser: { email } });
  });
});
