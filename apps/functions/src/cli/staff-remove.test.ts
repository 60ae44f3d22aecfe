// `backlot staff remove` and `backlot staff list` on the emulators: removing takes the claim, ends
// the account's sessions and marks the impersonations it started that are still running as ended;
// an invitation is withdrawn; the list shows staff and invitations.
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type StartImpersonationResult } from "@backlot/domain";
import { newAddress, nyVendor, staffCli } from "../../test/staff-cli.js";
import {
  adminAuth,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  refusal,
  signedInAs,
  signedInCaller,
  signedUpAs,
} from "../../test/world.js";

describeOnEmulators("backlot staff remove and list", (emulators) => {
  let vendorId = "";
  let db: Firestore;
  beforeAll(async () => {
    vendorId = await nyVendor(emulators);
    db = adminFirestore(emulators);
  });
  afterAll(() => closeCallers());

  const staff = staffCli(emulators);
  const audit = () => db.collection(`${vendorPaths(vendorId).vendor}/audit`);

  /** A verified account made staff with the CLI, signed in afresh (adding ends its earlier sessions). */
  async function newStaff() {
    const account = await signedUpAs(emulators, newAddress("staff"));
    await adminAuth(emulators).updateUser(account.uid, { emailVerified: true });
    expect(staff("add", account.email).status).toBe(0);
    return signedInAs(emulators, account.email);
  }

  it("takes the claim and the sessions, and ends the impersonations it started that still run", async () => {
    const leaving = await newStaff();
    const customer = await signedInCaller(emulators);
    await db.doc(vendorPaths(vendorId).user(customer.uid)).set({ email: customer.email });
    const { impersonationId } = await leaving.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid: customer.uid,
      reason: "Order form will not submit",
    });
    const hourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    const expired = await audit().add({ kind: "impersonation", staffUid: leaving.uid, expiresAt: hourAgo });
    const colleagues = await audit().add({
      kind: "impersonation",
      staffUid: "a-colleague",
      expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    });
    const before = (await adminAuth(emulators).getUser(leaving.uid)).tokensValidAfterTime ?? "";
    const session = await leaving.refresh();
    expect(await adminAuth(emulators).verifyIdToken(session, true)).toMatchObject({ staffOf: vendorId });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation is kept to the second

    const removed = staff("remove", leaving.email);
    expect(removed.stderr).toBe("");
    expect(removed.stdout).toBe(
      `backlot staff: ${leaving.email} (${leaving.uid}) is no longer staff of Bowery Prop House, in the Auth ` +
        `emulator at ${emulators.authHost}; its sessions are ended\n  1 impersonation it started is ended.\n`,
    );
    expect(removed.status).toBe(0);
    const account = await adminAuth(emulators).getUser(leaving.uid);
    expect(account.customClaims ?? {}).toEqual({});
    expect(Date.parse(account.tokensValidAfterTime ?? "")).toBeGreaterThan(Date.parse(before));
    // The Auth emulator refreshes a revoked session all the same; Firebase does not, and the Admin SDK's
    // revocation check (what a server that checks it sees) refuses the session's tokens.
    await expect(adminAuth(emulators).verifyIdToken(session, true)).rejects.toMatchObject({
      code: "auth/id-token-revoked",
    });

    expect((await audit().doc(impersonationId).get()).data()).toMatchObject({
      staffUid: leaving.uid,
      endedBy: "staff-removed",
      endedAt: expect.any(Timestamp) as unknown,
    });
    // The end the rules and the functions refuse the session by.
    const end = await db.doc(vendorPaths(vendorId).impersonationEnd(impersonationId)).get();
    expect(end.data()).toMatchObject({ endedBy: "staff-removed", by: leaving.uid });
    expect((await expired.get()).data()).not.toHaveProperty("endedAt");
    expect((await colleagues.get()).data()).not.toHaveProperty("endedAt");

    const again = staff("remove", leaving.email);
    expect(again.stdout).toBe(
      `backlot staff: ${leaving.email} was not staff of Bowery Prop House, in the Auth emulator at ` +
        `${emulators.authHost}\n`,
    );
    expect(again.status).toBe(0);
  });

  it("withdraws an invitation, lists staff and invitations, and says what is wrong", async () => {
    const colleague = await newStaff();
    const unverified = await signedInCaller(emulators);
    await adminAuth(emulators).setCustomUserClaims(unverified.uid, { staffOf: vendorId });
    const invited = newAddress("invited");
    expect(staff("add", invited, "--invite").status).toBe(0);

    const listed = staff("list");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^backlot staff: staff of Bowery Prop House \(bowery-prop-house\), in the Auth /);
    expect(listed.stdout).toContain(`\n  ${colleague.email}  ${colleague.uid}\n`);
    expect(listed.stdout).toContain(
      `\n  ${unverified.email}  ${unverified.uid}  (address not verified: not staff until it is)\n`,
    );
    const ends = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(listed.stdout).toContain(`Invitations:\n`);
    expect(listed.stdout).toContain(`\n  ${invited}  until ${ends}\n`);
    // The same as JSON, for scripts.
    const asJson = staff("list", "--json");
    expect(asJson.status).toBe(0);
    expect(JSON.parse(asJson.stdout)).toMatchObject({
      vendor: vendorId,
      staff: expect.arrayContaining([
        { email: colleague.email, uid: colleague.uid, verified: true },
        { email: unverified.email, uid: unverified.uid, verified: false },
      ]) as unknown,
      invitations: expect.arrayContaining([{ email: invited, until: ends, ended: false }]) as unknown,
    });

    const withdrawn = staff("remove", invited);
    expect(withdrawn.stdout).toContain(`${invited} was not staff of Bowery Prop House`);
    expect(withdrawn.stdout).toContain("  Its invitation is withdrawn.\n");
    expect((await db.doc(`staffInvites/${invited}`).get()).exists).toBe(false);

    const nobody = staff("remove", "nobody@nowhere.example");
    expect(nobody.stderr).toBe(
      "backlot staff: No account or invitation uses nobody@nowhere.example: check the address (`backlot staff list`)\n",
    );
    expect(nobody.status).toBe(1);
    await adminAuth(emulators).setCustomUserClaims(colleague.uid, { staffOf: "harbour-scenic" });
    const elsewhere = staff("remove", colleague.email);
    expect(elsewhere.stderr).toBe(
      `backlot staff: ${colleague.email} is staff of harbour-scenic, not ${vendorId}: run this with harbour-scenic's ` +
        "tenant\n",
    );
    expect(elsewhere.status).toBe(1);
    expect(await refusal(colleague.call("acceptStaffInvite", { vendorId }))).toMatchObject({
      code: "functions/not-found",
    });
  });
});
