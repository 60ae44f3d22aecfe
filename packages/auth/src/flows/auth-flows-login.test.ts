// Logging in and out with email and password against the Firebase Auth emulator.
import { DocumentStoreError } from "@backlot/data";
import { CommandError } from "@backlot/domain";
import { describe, expect, it, vi } from "vitest";
import { flowTabs, password } from "../../test/flow-tabs.js";
import { openTab, uniqueEmail } from "../../test/harness.js";
import { AuthError, authErrorMessages } from "../errors/auth-errors.js";

const { app, registered } = flowTabs();

describe("login and logout", () => {
  it("logs an existing user in (userExists) and follows the redirect target", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    const result = await tab.flows.loginWithEmail(email, password, "/rentals/cameras?sort=new");
    expect(result).toMatchObject({ kind: "signedIn", outcome: "userExists", redirectTo: "/rentals/cameras?sort=new" });
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "login" });
    const uid = (tab.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;
    expect(tab.server.calls).toEqual([{ uid, signup: null }]);
    expect(tab.flows.listeners.running().vendorUser).not.toBeNull();
  });

  it("does not hold a login up for the server's record of it, nor fail it when that fails", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    vi.spyOn(tab.server, "recordSignIn").mockReturnValueOnce(new Promise(() => undefined));
    await expect(tab.flows.loginWithEmail(email, password)).resolves.toMatchObject({ kind: "signedIn" });
    await tab.flows.logout();
    vi.spyOn(tab.server, "recordSignIn").mockRejectedValueOnce(new CommandError("Not sent", "unavailable"));
    await expect(tab.flows.loginWithEmail(email, password)).resolves.toMatchObject({ kind: "signedIn" });
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "login" });
  });

  it("sends a login whose target is the login page home", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    expect(
      (await tab.flows.loginWithEmail(email, password, "/auth/login")).kind === "signedIn" &&
        (await tab.flows.logout(), true),
    ).toBe(true);
    const again = await tab.flows.loginWithEmail(email, password, "/auth/signup");
    expect(again).toMatchObject({ redirectTo: "/" });
  });

  it("shows the catalogue's wrong-password message", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    const attempt = tab.flows.loginWithEmail(email, "not the password");
    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toThrow(authErrorMessages.wrongPassword);
    expect(authErrorMessages.wrongPassword).toBe("The password is invalid or the user does not have a password.");
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });

  it("explains an unknown user with a catalogued message", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const error = await tab.flows.loginWithEmail(uniqueEmail("nobody"), password).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    // The emulator answers user-not-found; projects with email enumeration protection answer
    // invalid-credential. Both are catalogued.
    expect(["firebaseUserNotFound", "wrongPassword"]).toContain((error as AuthError).reason);
  });

  it("takes a double-clicked login as one", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    const signIn = vi.spyOn(tab.auth, "signInWithEmail");
    const [first, second] = await Promise.all([
      tab.flows.loginWithEmail(email, password),
      tab.flows.loginWithEmail(email, password),
    ]);
    expect(second).toBe(first);
    expect(signIn).toHaveBeenCalledOnce();
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "login" });
  });

  it("signs the provider out when the user record cannot be written after signing in", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    vi.spyOn(tab.users, "recordLogin").mockRejectedValueOnce(
      new DocumentStoreError("permission-denied", "Missing or insufficient permissions."),
    );
    await expect(tab.flows.loginWithEmail(email, password)).rejects.toThrow(authErrorMessages.permissionDenied);
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(await tab.auth.currentUser()).toBeNull();
    expect(tab.hint.read()).toBeNull();
  });

  it("logs out: noToken, vendor listener stopped, stored sign-in forgotten", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    await tab.flows.signup({ email: uniqueEmail(), password });
    expect(tab.hint.read()).not.toBeNull();
    await tab.flows.logout();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(tab.flows.listeners.running().vendorUser).toBeNull();
    expect(tab.hint.read()).toBeNull();
    expect(await tab.auth.currentUser()).toBeNull();
  });
});
