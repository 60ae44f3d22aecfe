// `backlot staff add`, the real CLI (through the one `backlot`, apps/cli) against the run's Auth
// emulator: a verified account gets the claim, an unverified one is refused (it may not be theirs),
// and mistakes are named.
import { backlotCli } from "../../test/backlot-cli.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { nyVendor, staffCli } from "../../test/staff-cli.js";
import { adminAuth, closeCallers, describeOnEmulators, refusal, signedInCaller } from "../../test/world.js";

describeOnEmulators("backlot staff add", (emulators) => {
  let vendorId = "";
  beforeAll(async () => {
    vendorId = await nyVendor(emulators);
  });
  afterAll(() => closeCallers());

  const staff = staffCli(emulators);
  const addStaff = (email: string) => staff("add", email);

  it("refuses an account whose address is not verified, saying why and what to do", async () => {
    const account = await signedInCaller(emulators);
    const refused = addStaff(account.email);
    expect(refused.stderr).toBe(
      `backlot staff: ${account.email} has not verified its address, so it cannot be staff (anyone can sign up with ` +
        "an address that is not theirs). Ask them to sign in to the console, send themselves the verification email " +
        "and follow its link, then run this again; or run it with --invite, which waits for that. If they did not " +
        "make this account, delete it in the Firebase console (Authentication) and use --invite\n",
    );
    expect(refused.status).toBe(1);
    expect((await adminAuth(emulators).getUser(account.uid)).customClaims).toBeUndefined();
  });

  it("makes a verified account staff of the tenant's vendor, once", async () => {
    const account = await signedInCaller(emulators);
    const lines = [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }];
    const quote = { vendorId, quoteRequestId: "a".repeat(20), lines, note: "" };
    expect(await refusal(account.call("answerQuote", quote))).toMatchObject({ code: "functions/permission-denied" });
    await adminAuth(emulators).updateUser(account.uid, { emailVerified: true });

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
      "backlot staff: No account uses nobody@nowhere.example: run this again with --invite, and they become staff " +
        "when they first sign in to the console with that address, verified\n",
    );
    expect(nobody.status).toBe(1);

    const backlot = backlotCli({ FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost });
    const noTenant = backlot("staff", "add", "someone@props.example");
    expect(noTenant.stderr).toMatch(/^backlot staff: expected "add <email> --tenant <tenant-dir>"/);
    expect(noTenant.status).toBe(2);

    const account = await signedInCaller(emulators);
    await adminAuth(emulators).updateUser(account.uid, { emailVerified: true });
    await adminAuth(emulators).setCustomUserClaims(account.uid, { staffOf: "harbour-scenic" });
    const taken = addStaff(account.email);
    expect(taken.stderr).toBe(
      `backlot staff: ${account.email} is staff of harbour-scenic already; an account is staff of one vendor\n`,
    );
    expect(taken.status).toBe(1);
  });

  it("gives staff of a two-dock house the docks they work at, and refuses a dock it does not have", async () => {
    const backlot = backlotCli({
      FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    });
    const harbour = (...args: string[]) =>
      backlot("staff", ...args, "--tenant", "tenants/harbour-scenic", "--project", emulators.projectId);
    const account = await signedInCaller(emulators);
    await adminAuth(emulators).updateUser(account.uid, { emailVerified: true });

    const added = harbour("add", account.email, "--dock", "vancouver");
    expect(added.stdout).toContain(
      `is now staff of Harbour Scenic (harbour-scenic) at vancouver, in the Auth emulator`,
    );
    expect((await adminAuth(emulators).getUser(account.uid)).customClaims).toEqual({
      staffOf: "harbour-scenic",
      staffDocks: ["vancouver"],
    });
    // Again with both: the docks are replaced; without --dock, they stay.
    expect(harbour("add", account.email, "--dock", "toronto", "--dock", "vancouver").stdout).toContain(
      "at toronto and vancouver",
    );
    expect(harbour("add", account.email).stdout).toContain("is staff of Harbour Scenic already");
    expect((await adminAuth(emulators).getUser(account.uid)).customClaims?.staffDocks).toEqual([
      "toronto",
      "vancouver",
    ]);
    expect(harbour("list").stdout).toContain(`${account.email}  ${account.uid}  at toronto, vancouver`);

    const calgary = harbour("add", account.email, "--dock", "calgary");
    expect(calgary.stderr).toBe("backlot staff: calgary is not a dock of Harbour Scenic (toronto, vancouver)\n");
    expect(calgary.status).toBe(2);
    const oneDock = addStaff(account.email);
    expect(oneDock.status).toBe(1);
    const newYork = staff("add", account.email, "--dock", "vancouver");
    expect(newYork.stderr).toBe("backlot staff: Bowery Prop House has one dock: leave --dock out\n");
    expect(staff("add", account.email, "--invite", "--dock", "vancouver").status).toBe(2);
  });

  it("says in --help how staff is added, invited, removed and listed, and that invitations end", () => {
    const help = backlotCli({})("staff", "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("backlot staff add <email> --tenant <tenant-dir> [--invite] [--dock <id>]...");
    expect(help.stdout).toContain("backlot staff remove <email>");
    expect(help.stdout).toMatch(/Invitations end after\s+14 days/);
  });
});
