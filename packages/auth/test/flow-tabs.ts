// Shared setup for the sign-in flow tests against the real Firebase Auth emulator and the embedded document store
// (src/flows/auth-flows-*.test.ts). No server runs with it: sign-ins go to the stand-in for recordSignIn, whose calls
// the tests read.
import { afterEach, beforeEach } from "vitest";
import { closeApps, emulator, newApp, openTab, resetDatabase, uniqueEmail } from "./harness.js";

export const password = "correct horse battery staple";

/**
 * Clears the database and the emulator's accounts before each test, and closes the apps it made after it. Gives
 * `app` (a new app, closed after the test) and `registered` (a registered, logged-out user).
 */
export function flowTabs() {
  const apps: ReturnType<typeof newApp>[] = [];
  const app = () => {
    const created = newApp();
    apps.push(created);
    return created;
  };

  beforeEach(async () => {
    resetDatabase();
    await emulator.clearAccounts();
  });
  afterEach(async () => closeApps(...apps.splice(0)));

  /** A registered, logged-out user. */
  async function registered(email = uniqueEmail()) {
    const tab = await openTab(app());
    await tab.flows.init();
    await tab.flows.signup({ email, password });
    await tab.flows.logout();
    return {
      email,
      uid: (await tab.users.get((await tab.data.query({ collection: "vendors/bowery-prop-house/users" }))[0]?.id ?? ""))
        ?.email,
    };
  }

  return { app, registered };
}
