// `backlot impersonate`, run as a process through the one `backlot` (apps/cli) against the Auth emulator;
// the printed URL's token then signs in through the flows like the storefront page does, carrying
// the claims the console's startImpersonation gives. Only the vendor's verified staff may mint one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backlotBin as backlot } from "@backlot/node-cli/built-backlot";
import { impersonationOf, impersonationTokenLifetimeMs } from "@backlot/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeApps, emulator, newApp, openTab, resetDatabase, uniqueEmail } from "../../test/harness.js";
import { tokenClaims } from "../session/token-claims.js";

let workDir: string;
const apps: ReturnType<typeof newApp>[] = [];

function impersonate(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [backlot, "impersonate", ...args], {
    cwd: workDir,
    encoding: "utf8",
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: inject("authEmulatorHost"),
      GOOGLE_APPLICATION_CREDENTIALS: undefined,
      ...env,
    },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const vendorId = "bowery-prop-house";

/** The Admin SDK on this run's emulator, as the owner's `backlot staff add` would use it. */
async function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject("authEmulatorHost");
  const { getApps, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const app =
    getApps().find((existing) => existing.name === "impersonate-test") ??
    initializeApp({ projectId: inject("authProjectId") }, "impersonate-test");
  return getAuth(app);
}

/** An account with the staffOf claim `staffOf` (none: undefined), verified or not. */
async function staffAccount(options: { staffOf?: string; verified?: boolean; displayName?: string } = {}) {
  const auth = await adminAuth();
  const email = uniqueEmail("staff");
  const { uid } = await auth.createUser({
    email,
    password: "staff password",
    emailVerified: options.verified ?? true,
    ...(options.displayName ? { displayName: options.displayName } : {}),
  });
  if (options.staffOf !== undefined) await auth.setCustomUserClaims(uid, { staffOf: options.staffOf });
  return { email, uid };
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "backlot-impersonate-"));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await closeApps(...apps);
});

describe("backlot impersonate", () => {
  it("mints a customer's sign-in with startImpersonation's claims, records it; the storefront signs in", async () => {
    resetDatabase();
    await emulator.clearAccounts();
    const customerApp = newApp();
    apps.push(customerApp);
    const customer = await openTab(customerApp);
    await customer.flows.init();
    const email = uniqueEmail("customer");
    await customer.flows.signup({ email, password: "customer password" });
    const uid = (customer.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;
    const staff = await staffAccount({ staffOf: vendorId, displayName: "Sam Ortiz" });

    const before = Date.now();
    const run = impersonate([
      email,
      "--staff",
      staff.email,
      "--vendor",
      vendorId,
      "--tenant",
      "ny-props",
      "--project",
      inject("authProjectId"),
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { url: string; uid: string; impersonationId: string; endsAt: string };
    expect(printed.uid).toBe(uid);
    expect(printed.url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/auth\/impersonate#token=/);
    const endsAt = Date.parse(printed.endsAt);
    // Whole seconds, an hour on (the rules compare seconds).
    expect(endsAt % 1000).toBe(0);
    expect(endsAt).toBeGreaterThan(before + impersonationTokenLifetimeMs - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + impersonationTokenLifetimeMs);

    const [record] = readFileSync(join(workDir, ".cache/impersonations.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(record).toMatchObject({
      id: printed.impersonationId,
      staff: staff.email,
      staffUid: staff.uid,
      uid,
      email,
      vendor: vendorId,
      endsAt: printed.endsAt,
      tenant: "ny-props",
      project: inject("authProjectId"),
    });
    expect(Date.parse(record?.at as string)).toBeGreaterThan(Date.now() - 60_000);

    // Staff open the URL: the page passes the token to the flows.
    const staffApp = newApp();
    apps.push(staffApp);
    const tab = await openTab(staffApp, { users: customer.users });
    await tab.flows.init();
    const token = decodeURIComponent(new URL(printed.url).hash.replace("#token=", ""));
    const vendorUser = await tab.flows.impersonate(token);
    expect(vendorUser?.email).toBe(email);
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "impersonate", firebaseUser: { uid } });
    // The same claims as the console's "Sign in as": the functions and the rules accept nothing less.
    expect(impersonationOf(tokenClaims((await tab.flows.getToken()) ?? ""))).toEqual({
      impersonatedBy: staff.uid,
      impersonatorName: "Sam Ortiz",
      impersonationId: printed.impersonationId,
      impersonationVendor: vendorId,
      impersonationEndsAt: endsAt / 1000,
    });
  });

  it("refuses an address that is not the vendor's verified staff, saying what to do", async () => {
    const customer = await staffAccount();
    const as = (staff: { email: string }) =>
      impersonate([customer.email, "--staff", staff.email, "--vendor", vendorId, "--project", inject("authProjectId")]);
    const notStaff = as(await staffAccount());
    expect(notStaff.code).toBe(1);
    expect(notStaff.stderr).toContain(
      `is not staff of ${vendorId}: the owner makes them staff with \`backlot staff add`,
    );
    const elsewhere = as(await staffAccount({ staffOf: "harbour-scenic" }));
    expect(elsewhere.stderr).toContain(`is not staff of ${vendorId}`);
    const unverified = as(await staffAccount({ staffOf: vendorId, verified: false }));
    expect(unverified.code).toBe(1);
    expect(unverified.stderr).toContain("is not verified yet: open the verification email");
    const nobody = as({ email: "nobody-staff@boweryprops.example" });
    expect(nobody.stderr).toContain("No account uses the staff email nobody-staff@boweryprops.example");
    // Staff cannot be signed in as, as in the console.
    const colleague = await staffAccount({ staffOf: vendorId });
    const staffTarget = impersonate([
      colleague.email,
      "--staff",
      (await staffAccount({ staffOf: vendorId })).email,
      "--vendor",
      vendorId,
      "--project",
      inject("authProjectId"),
    ]);
    expect(staffTarget.code).toBe(1);
    expect(staffTarget.stderr).toContain("is a staff account, which cannot be impersonated");
    expect(readFileSync(join(workDir, ".cache/impersonations.jsonl"), "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("says when no account has the email", async () => {
    const staff = await staffAccount({ staffOf: vendorId });
    const run = impersonate([
      "nobody@studio.example",
      "--staff",
      staff.email,
      "--vendor",
      vendorId,
      "--project",
      inject("authProjectId"),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `backlot impersonate: No account uses the email nobody@studio.example in project ${inject("authProjectId")}\n`,
    );
  });

  it("refuses without a staff address or a vendor, and without an emulator or credentials", () => {
    const noStaff = impersonate(["jo@studio.example", "--vendor", vendorId]);
    expect(noStaff.code).toBe(2);
    expect(noStaff.stderr).toContain("--staff <your email> is required");
    const noVendor = impersonate(["jo@studio.example", "--staff", "a@b.example"]);
    expect(noVendor.code).toBe(2);
    expect(noVendor.stderr).toContain("--vendor <vendor id> is required");
    const nowhere = impersonate(["jo@studio.example", "--staff", "a@b.example", "--vendor", vendorId], {
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
    });
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain("set FIREBASE_AUTH_EMULATOR_HOST");
  });

  it("fails to sign in with a forged token, ending at noToken", async () => {
    const forgedApp = newApp();
    apps.push(forgedApp);
    const tab = await openTab(forgedApp);
    await tab.flows.init();
    await expect(tab.flows.impersonate("not-a-token")).rejects.toBeTruthy();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });
});
