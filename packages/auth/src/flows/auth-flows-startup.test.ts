// Startup against the Firebase Auth emulator: nothing stored, a reload, an anonymous session, a stale hint, the
// network dropping, and restoring failing.
import { describe, expect, inject, it, vi } from "vitest";
import { flowTabs, password } from "../../test/flow-tabs.js";
import { openTab, quickRetries, uniqueEmail } from "../../test/harness.js";
import { networkSwitch } from "../../test/network-switch.js";

const { app } = flowTabs();

describe("startup", () => {
  it("ends at noToken without touching the provider when nothing is stored", async () => {
    const tab = await openTab(app());
    const currentUser = vi.spyOn(tab.auth, "currentUser");
    const onUserChanged = vi.spyOn(tab.auth, "onUserChanged");
    const deferred: (() => void)[] = [];
    const flows = (await import("./auth-flows.js")).createAuthFlows({
      auth: tab.auth,
      store: tab.store,
      users: tab.users,
      recordSignIn: (call) => tab.server.recordSignIn(call),
      vendorId: "bowery-prop-house",
      captcha: tab.captcha,
      hint: tab.hint,
      afterFirstPaint: (work) => deferred.push(work),
    });
    await flows.init();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(currentUser).not.toHaveBeenCalled();
    // The auth-user listener (and with it the SDK) waits until after first paint.
    expect(onUserChanged).not.toHaveBeenCalled();
    deferred.forEach((work) => work());
    expect(onUserChanged).toHaveBeenCalledOnce();
    flows.dispose();
  });

  it("restores a signed-in user with their record after a reload", async () => {
    const firstApp = app();
    const before = await openTab(firstApp);
    await before.flows.init();
    await before.flows.signup({ email: uniqueEmail(), password });
    // A reload: same browser (app and storage), fresh store and flows.
    const after = await openTab(firstApp, { users: before.users, storage: before.storage });
    await after.flows.init();
    expect(after.state()).toMatchObject({
      status: "authenticated",
      via: "init",
      vendorUser: { vendorId: "bowery-prop-house" },
    });
    expect(after.flows.listeners.running().vendorUser).toBe(
      after.state().status === "authenticated"
        ? (after.state() as { firebaseUser: { uid: string } }).firebaseUser.uid
        : "",
    );
  });

  it("keeps an anonymous session anonymous", async () => {
    const firstApp = app();
    const before = await openTab(firstApp);
    await before.flows.init();
    await before.flows.loginAnonymously();
    const after = await openTab(firstApp, { storage: before.storage });
    await after.flows.init();
    expect(after.state()).toMatchObject({ status: "anonymous", firebaseUser: { isAnonymous: true } });
  });

  it("says the token does not match when the stored sign-in is gone", async () => {
    const tab = await openTab(app());
    tab.hint.write("someone-who-signed-out-elsewhere");
    await tab.flows.init();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "tokenDoesntMatchUser" });
    expect(tab.hint.read()).toBeNull();
  });

  it("keeps the customer signed in when the network drops, and finishes once it is back", async () => {
    const network = await networkSwitch(inject("authEmulatorHost"));
    try {
      const firstApp = app();
      const before = await openTab(firstApp, { emulatorUrl: network.url });
      await before.flows.init();
      const email = uniqueEmail();
      await before.flows.signup({ email, password });
      const uid = (before.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;

      network.online = false;
      const after = await openTab(firstApp, {
        users: before.users,
        storage: before.storage,
        retryPolicy: quickRetries,
      });
      const refresh = vi.spyOn(after.auth, "getIdToken");
      const signOut = vi.spyOn(after.auth, "signOut");
      await after.flows.init();
      // The SDK's own failure for the claims refresh a member's startup asks for.
      await expect(refresh.mock.results[0]?.value).rejects.toMatchObject({ code: "auth/network-request-failed" });
      expect(after.state()).toMatchObject({ status: "authenticated", firebaseUser: { uid } });
      expect(after.hint.read()).toBe(uid);

      network.online = true;
      await vi.waitFor(() => expect(refresh.mock.settledResults.some(({ type }) => type === "fulfilled")).toBe(true));
      expect(after.state()).toMatchObject({ status: "authenticated", firebaseUser: { uid }, vendorUser: { email } });
      expect(signOut).not.toHaveBeenCalled();
      after.flows.dispose();
    } finally {
      await network.close();
    }
  });

  it("signs out and ends at noToken, logged, when restoring fails for another reason", async () => {
    const tab = await openTab(app());
    tab.hint.write("anyone");
    vi.spyOn(tab.auth, "currentUser").mockRejectedValueOnce(new Error("the SDK could not be loaded"));
    const signOut = vi.spyOn(tab.auth, "signOut");
    await tab.flows.init();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(signOut).toHaveBeenCalledOnce();
  });
});
