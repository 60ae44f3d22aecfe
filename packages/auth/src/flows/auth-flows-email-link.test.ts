// Signing in with an email link against the Firebase Auth emulator.
import { describe, expect, it } from "vitest";
import { flowTabs } from "../../test/flow-tabs.js";
import { emulator, openTab, uniqueEmail } from "../../test/harness.js";

const { app, registered } = flowTabs();

describe("email link", () => {
  it("signs in with the link the emulator sent", async () => {
    const { email } = await registered();
    const tab = await openTab(app());
    await tab.flows.init();
    const remembered = new Map<string, string>();
    await tab.flows.sendEmailLink(email, "http://localhost:5173/auth/login", {
      setItem: (key, value) => remembered.set(key, value),
    });
    expect(remembered.get("backlot:emailForSignIn")).toBe(email);
    const { oobLink } = await emulator.lastOobCode(email, "EMAIL_SIGNIN");
    const result = await tab.flows.completeEmailLink(oobLink, email);
    expect(result).toMatchObject({ kind: "signedIn", outcome: "userExists" });
    expect(tab.state()).toMatchObject({ status: "authenticated", firebaseUser: { email } });
  });

  it("refuses a link that is not a sign-in link with the catalogue's message", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    await expect(
      tab.flows.completeEmailLink("http://localhost:5173/auth/login?mode=resetPassword&oobCode=x", uniqueEmail()),
    ).rejects.toThrow("Invalid sign in with email link");
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });

  it("refuses a used or made-up code with the same message", async () => {
    const tab = await openTab(app());
    await tab.flows.init();
    const forged = "http://localhost:5173/auth/login?mode=signIn&oobCode=forged&apiKey=demo-api-key";
    await expect(tab.flows.completeEmailLink(forged, uniqueEmail())).rejects.toThrow("Invalid sign in with email link");
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });
});
