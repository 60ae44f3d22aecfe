// The flows' listeners against the Firebase Auth emulator: the vendor record changing, and a sign-in elsewhere.
import { describe, expect, it, vi } from "vitest";
import { flowTabs, password } from "../../test/flow-tabs.js";
import { openTab, uniqueEmail } from "../../test/harness.js";

const { app, registered } = flowTabs();

describe("listeners", () => {
  it("replaces vendorUser when the record changes, and refreshes the token when vendors grow", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    await tab.flows.signup({ email: uniqueEmail(), password });
    const uid = (tab.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;
    await tab.users.updateProfile(uid, { firstName: "Jo" });
    await vi.waitFor(
      () =>
        expect(tab.state()).toMatchObject({
          status: "authenticated",
          vendorUser: { firstName: "Jo" },
          via: "vendorUserUpdate",
        }),
      { timeout: 10_000 },
    );

    const refresh = vi.spyOn(tab.auth, "getIdToken");
    await tab.data.update(`vendors/bowery-prop-house/users/${uid}`, { "vendors.harbour": "harbour-scenic" });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledWith(true), { timeout: 10_000 });
  });

  it("logs a tab in by itself when the provider signs someone in elsewhere (magicallyLoggedIn)", async () => {
    const sharedApp = app();
    const { email } = await registered();
    const tab = await openTab(sharedApp);
    await tab.flows.init();
    expect(tab.flows.listeners.running().authUser).toBe(true);
    // Another tab of the same browser signs in through the provider directly.
    await tab.auth.signInWithEmail(email, password);
    await vi.waitFor(
      () =>
        expect(tab.state()).toMatchObject({ status: "authenticated", via: "vendorUserUpdate", vendorUser: { email } }),
      { timeout: 10_000 },
    );
    expect(tab.flows.listeners.running().vendorUser).not.toBeNull();
  });
});
