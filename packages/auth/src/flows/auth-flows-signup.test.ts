// Signing up against the Firebase Auth emulator: the account, its record, the captcha, and upgrading an
// anonymous session.
import { CommandError } from "@backlot/domain";
import { describe, expect, it, vi } from "vitest";
import { flowTabs, password } from "../../test/flow-tabs.js";
import { emulator, openTab, uniqueEmail } from "../../test/harness.js";

const { app, registered } = flowTabs();

describe("signup", () => {
  it("creates the account and the record, sends the captcha's token to the server, goes to onboarding", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const email = uniqueEmail();
    const result = await tab.flows.signup({ email, password });
    expect(result).toMatchObject({ kind: "signedIn", outcome: "userCreated", redirectTo: "/onboarding/profile" });
    expect(tab.captcha.requests).toEqual(["signup"]);
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "signup", firebaseUser: { email } });
    const uid = (tab.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;
    expect(tab.server.calls).toEqual([
      { uid, signup: { captchaToken: "test-captcha-token:signup", wasAnonymous: false } },
    ]);
    // The record the client writes holds neither the token nor an address: those are the server's.
    const stored = (await tab.data.get(`vendors/bowery-prop-house/users/${uid}`)).data;
    expect(stored).toMatchObject({ email, ipAddresses: [] });
    expect(stored?.signup).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain("test-captcha-token");
    // The address is proven by a link the provider mails at signup (the prop house sees it before approving).
    await vi.waitFor(() => emulator.lastOobCode(email, "VERIFY_EMAIL"));
  });

  it("signs out again when the server refuses the captcha, with its message; the account stays", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const email = uniqueEmail();
    const refusal = "The captcha did not pass, so signing up did not finish; reload the page and log in";
    vi.spyOn(tab.server, "recordSignIn").mockRejectedValueOnce(new CommandError(refusal, "permission-denied"));
    await expect(tab.flows.signup({ email, password })).rejects.toThrow(refusal);
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(await tab.auth.currentUser()).toBeNull();
    expect(tab.hint.read()).toBeNull();
    await expect(tab.flows.loginWithEmail(email, password)).resolves.toMatchObject({ kind: "signedIn" });
  });

  it("refuses to start without the captcha, changing nothing", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    vi.spyOn(tab.captcha, "isLoaded").mockReturnValue(false);
    await expect(tab.flows.signup({ email: uniqueEmail(), password })).rejects.toThrow("recaptcha not loaded");
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });

  it("needs an email address", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    await expect(tab.flows.signup({ email: " ", password })).rejects.toThrow("Missing email address");
  });

  it("says an email already registered should log in", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    const attempt = tab.flows.signup({ email, password });
    await expect(attempt).rejects.toThrow("This email address is already registered. Please log in.");
    await expect(attempt).rejects.toMatchObject({ reason: "firebaseEmailAlreadyInUse" });
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });

  it("upgrades an anonymous session by linking the email, keeping its uid", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const anonymous = await tab.flows.loginAnonymously();
    await tab.flows.signup({ email: uniqueEmail(), password });
    expect(tab.state()).toMatchObject({
      status: "authenticated",
      firebaseUser: { uid: anonymous.uid, isAnonymous: false },
    });
    // The anonymous sign-in itself is not recorded: the server records customers' sign-ins only.
    expect(tab.server.calls).toEqual([
      { uid: anonymous.uid, signup: { captchaToken: "test-captcha-token:signup", wasAnonymous: true } },
    ]);
  });
});
