// `backlot staff add`, the real CLI (through `backlot`'s external commands) against the run's Auth
// emulator: the claim is set, the account can then use a staff command, and mistakes are named.
import { backlotCli, workspaceRoot } from "../../test/backlot-cli.js";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadTenant } from "@backlot/tenant-config/node";
import { vendorPaths } from "@backlot/data";
import {
  adminAuth,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  refusal,
  signedInCaller,
} from "../../test/world.js";

describeOnEmulators("backlot staff add", (emulators) => {
  let vendorId = "";
  beforeAll(async () => {
    const loaded = await loadTenant(resolve(workspaceRoot, "tenants/ny-props"));
    if (!loaded.ok) throw new Error("tenants/ny-props does not load");
    vendorId = loaded.tenant.vendor.id;
    await adminFirestore(emulators).doc(vendorPaths(vendorId).vendor).set({ name: "bowery" }, { merge: true });
  });
  afterAll(() => closeCallers());

  const backlot = backlotCli({ FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost });
  /** `backlot staff add <email>` for the New York tenant, in this run's project. */
  const addStaff = (email: string) =>
    backlot("staff", "add", email, "--tenant", "tenants/ny-props", "--project", emulators.projectId);

  it("makes an account staff of the tenant's vendor, once", async () => {
    const account = await signedInCaller(emulators);
    const lines = [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }];
    const quote = { vendorId, quoteRequestId: "a".repeat(20), lines, note: "" };
    expect(await refusal(account.call("answerQuote", quote))).toMatchObject({ code: "functions/permission-denied" });

    const added = addStaff(account.email);
    expect(added.stderr).toBe("");
    expect(added.stdout).toBe(
      `backlot staff: ${account.email} (${account.uid}) is now staff of Bowery Prop House (${vendorId}), in the Auth ` +
        `emulator at ${emulators.authHost}; they sign in again to use it\n`,
    );
    expect(added.status).toBe(0);
    expect((await adminAuth(emulators).getUser(account.uid)).customClaims).toEqual({ staffOf: vendorId });

    const again = addStaff(account.email);
    expect(again.stdout).toContain("is staff of Bowery Prop House already");
    expect(again.status).toBe(0);
  });

  it("says what is wrong: no such account, no tenant, staff of another vendor", async () => {
    const nobody = addStaff("nobody@nowhere.example");
    expect(nobody.stderr).toBe(
      "backlot staff: No account uses nobody@nowhere.example: " +
        "they sign up on the storefront first, then run this again\n",
    );
    expect(nobody.status).toBe(1);

    const noTenant = backlot("staff", "add", "someone@props.example");
    expect(noTenant.stderr).toMatch(/^backlot staff: expected "add <email> --tenant <tenant-dir>"/);
    expect(noTenant.status).toBe(2);

    const account = await signedInCaller(emulators);
    await adminAuth(emulators).setCustomUserClaims(account.uid, { staffOf: "harbour-scenic" });
    const taken = addStaff(account.email);
    expect(taken.stderr).toBe(
      `backlot staff: ${account.email} is staff of harbour-scenic already; an account is staff of one vendor\n`,
    );
    expect(taken.status).toBe(1);
  });
});
