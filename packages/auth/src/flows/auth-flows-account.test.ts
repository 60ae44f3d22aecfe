// Account changes against the Firebase Auth emulator: password, password reset, email, tokens.
import { describe, expect, it } from "vitest";
import { flowTabs, password } from "../../test/flow-tabs.js";
import { emulator, openTab, uniqueEmail } from "../../test/harness.js";
import { authErrorMessages } from "../errors/auth-errors.js";

const { app, registered } = flowTabs();

describe("account changes", () => {
  it("changes the password only after re-authenticating with the old one", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const email = uniqueEmail();
    await tab.flows.signup({ email, password });
    await expect(tab.account.changePassword("wrong old password", "new password 2")).rejects.toThrow(
      authErrorMessages.wrongPassword,
    );
    await tab.account.changePassword(password, "new password 2");
    await tab.flows.logout();
    await expect(tab.flows.loginWithEmail(email, password)).rejects.toThrow(authErrorMessages.wrongPassword);
    await expect(tab.flows.loginWithEmail(email, "new password 2")).resolves.toMatchObject({ kind: "signedIn" });
  });

  it("sends a password reset email", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.account.sendPasswordReset(email);
    expect((await emulator.lastOobCode(email, "PASSWORD_RESET")).oobCode).toBeTruthy();
  });

  it("changes the email after re-authenticating, by verifying the new address", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    await tab.flows.signup({ email: uniqueEmail(), password });
    const newEmail = uniqueEmail("jo-new");
    await expect(tab.account.changeEmail("wrong password", newEmail)).rejects.toThrow(authErrorMessages.wrongPassword);
    await tab.account.changeEmail(password, newEmail);
    const { oobLink } = await emulator.lastOobCode(newEmail, "VERIFY_AND_CHANGE_EMAIL");
    // The user follows the link in the email; the emulator applies the change.
    expect((await fetch(oobLink)).ok).toBe(true);
    await tab.flows.logout();
    await expect(tab.flows.loginWithEmail(newEmail, password)).resolves.toMatchObject({ kind: "signedIn" });
  });

  it("gives a token, fresh on request", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    expect(await tab.flows.getToken()).toBeNull();
    await tab.flows.signup({ email: uniqueEmail(), password });
    expect(await tab.flows.getToken(true)).toMatch(/^[\w-]+\.[\w-]+\./);
  });
});
