// `backlot impersonate`, run as a process (through `backlot` itself) against the Auth emulator;
// the printed URL's token then signs in through the flows like the storefront page does.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeApps, emulator, newApp, openTab, resetDatabase, uniqueEmail } from "../../test/harness.js";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const repoRoot = join(packageDir, "../..");
const backlot = join(repoRoot, "packages/tenant-config/bin/backlot.js");
let workDir: string;
const apps: ReturnType<typeof newApp>[] = [];

function impersonate(args: string[], env: Record<string, string | undefined> = {}) {
  const run = spawnSync(process.execPath, [backlot, "impersonate", ...args], {
    cwd: workDir,
    encoding: "utf8",
    env: {
      ...process.env,
      // pnpm links every workspace bin (backlot-impersonate among them) into the root's .bin.
      PATH: `${join(repoRoot, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
      FIREBASE_AUTH_EMULATOR_HOST: inject("authEmulatorHost"),
      GOOGLE_APPLICATION_CREDENTIALS: undefined,
      ...env,
    },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "backlot-impersonate-"));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await closeApps(...apps);
});

describe("backlot impersonate", () => {
  it("mints a sign-in for a customer, records it, and the storefront signs in with it", async () => {
    resetDatabase();
    await emulator.clearAccounts();
    const customerApp = newApp();
    apps.push(customerApp);
    const customer = await openTab(customerApp);
    await customer.flows.init();
    const email = uniqueEmail("customer");
    await customer.flows.signup({ email, password: "customer password" });
    const uid = (customer.state() as { firebaseUser: { uid: string } }).firebaseUser.uid;

    const run = impersonate([
      email,
      "--staff",
      "support@boweryprops.example",
      "--tenant",
      "ny-props",
      "--project",
      inject("authProjectId"),
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { url: string; uid: string; impersonationId: string };
    expect(printed.uid).toBe(uid);
    expect(printed.url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/auth\/impersonate#token=/);

    const [record] = readFileSync(join(workDir, ".cache/impersonations.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(record).toMatchObject({
      id: printed.impersonationId,
      staff: "support@boweryprops.example",
      uid,
      email,
      tenant: "ny-props",
      project: inject("authProjectId"),
    });
    expect(Date.parse(record?.at as string)).toBeGreaterThan(Date.now() - 60_000);

    // Staff open the URL: the page passes the token to the flows.
    const staffApp = newApp();
    apps.push(staffApp);
    const staff = await openTab(staffApp, { users: customer.users });
    await staff.flows.init();
    const token = decodeURIComponent(new URL(printed.url).hash.replace("#token=", ""));
    const vendorUser = await staff.flows.impersonate(token);
    expect(vendorUser?.email).toBe(email);
    expect(staff.state()).toMatchObject({ status: "authenticated", via: "impersonate", firebaseUser: { uid } });
    const idToken = (await staff.flows.getToken()) ?? "";
    const claims = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      impersonatedBy: "support@boweryprops.example",
      impersonationId: printed.impersonationId,
    });
  });

  it("says when no account has the email", () => {
    const run = impersonate([
      "nobody@studio.example",
      "--staff",
      "support@boweryprops.example",
      "--project",
      inject("authProjectId"),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `backlot impersonate: No account uses the email nobody@studio.example in project ${inject("authProjectId")}\n`,
    );
  });

  it("refuses without a staff name, and without an emulator or credentials", () => {
    const noStaff = impersonate(["jo@studio.example"]);
    expect(noStaff.code).toBe(2);
    expect(noStaff.stderr).toContain("--staff <your email> is required");
    const nowhere = impersonate(["jo@studio.example", "--staff", "a@b.example"], {
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
