// `backlot staff add --invite` and acceptStaffInvite on the emulators: an invitation waits for the
// first verified sign-in with its address, which it makes staff; an unverified account with that
// address, another address and an ended invitation get nothing.
import type { Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { newAddress, nyVendor, staffCli } from "../../test/staff-cli.js";
import {
  adminAuth,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  mailTo,
  refusal,
  signedUpAs,
} from "../../test/world.js";

describeOnEmulators("backlot staff add --invite, then acceptStaffInvite", (emulators) => {
  let vendorId = "";
  let db: Firestore;
  beforeAll(async () => {
    vendorId = await nyVendor(emulators);
    db = adminFirestore(emulators);
  });
  afterAll(() => closeCallers());

  const staff = staffCli(emulators);
  const verifyFirst = (email: string) =>
    `Verify your email address (${email}) first: follow the link in the verification email, then sign in again`;
  const invitation = async (email: string) => (await db.doc(`staffInvites/${email}`).get()).data();
  /** A staff command that only staff get past the door of (then refused: there is no such quote). */
  const quote = () => ({
    vendorId,
    quoteRequestId: "b".repeat(20),
    lines: [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }],
    note: "",
  });

  it("invites an address with no account; its first verified sign-in takes the invitation and is staff", async () => {
    const email = newAddress("new-hire");
    const invited = staff("add", email, "--invite");
    expect(invited.stderr).toBe("");
    expect(invited.status).toBe(0);
    const ends = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(invited.stdout).toBe(
      `backlot staff: invited ${email} to be staff of Bowery Prop House (${vendorId}), in the Auth emulator at ` +
        `${emulators.authHost}, until ${ends} (14 days).\n` +
        "  They sign up on the storefront with that address, sign in to the console, which sends the verification " +
        "email, follow its link, and sign in again.\n" +
        `  Only a verified sign-in with ${email} takes the invitation; ` +
        `\`backlot staff remove ${email}\` withdraws it.\n`,
    );
    const stored = await invitation(email);
    expect(stored).toMatchObject({ email, vendorId });
    // The new hire is told by mail what to do, signed by the prop house.
    const [mail] = await mailTo(db, email);
    expect(mail).toMatchObject({ kind: "staff-invite", vendorId });
    expect(mail?.message.subject).toBe("You are invited to Bowery Prop House's console");
    expect(mail?.message.text).toContain(`Only a verified sign-in with ${email} takes the invitation, until ${ends}.`);
    const lifetime = (stored?.expiresAt as Timestamp).toMillis() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 86_400_000 - 120_000);
    expect(lifetime).toBeLessThanOrEqual(14 * 86_400_000);

    // They sign up: not verified yet, so the invitation stays where it is.
    const hire = await signedUpAs(emulators, email);
    expect(await refusal(hire.call("acceptStaffInvite", { vendorId }))).toEqual({
      code: "functions/failed-precondition",
      message: verifyFirst(email),
      details: undefined,
    });
    expect(await invitation(email)).toBeDefined();

    // Verified, and signed in afresh: the invitation makes them staff, once.
    await adminAuth(emulators).updateUser(hire.uid, { emailVerified: true });
    await hire.refresh();
    expect(await hire.call("acceptStaffInvite", { vendorId })).toEqual({ staffOf: vendorId });
    expect((await adminAuth(emulators).getUser(hire.uid)).customClaims).toEqual({ staffOf: vendorId });
    expect(await invitation(email)).toBeUndefined();
    await hire.refresh();
    expect(await refusal(hire.call("answerQuote", quote()))).toMatchObject({ code: "functions/not-found" });
    expect(await refusal(hire.call("acceptStaffInvite", { vendorId }))).toMatchObject({
      code: "functions/not-found",
      message: `No one at ${vendorId} invited ${email} to be staff: ask a manager to invite you`,
    });
  });

  it("gives an unverified account with the invited address nothing, nor a verified account with another", async () => {
    // Someone signed up with the new hire's address before the owner ran the command.
    const email = newAddress("taken");
    const squatter = await signedUpAs(emulators, email);
    const refused = staff("add", email);
    expect(refused.stderr).toContain(`${email} has not verified its address, so it cannot be staff`);
    expect(refused.status).toBe(1);
    const invited = staff("add", email, "--invite");
    expect(invited.status).toBe(0);
    expect(invited.stdout).toContain(`  Its account (${squatter.uid}) has not verified the address`);

    await squatter.refresh();
    expect(await refusal(squatter.call("acceptStaffInvite", { vendorId }))).toMatchObject({
      code: "functions/failed-precondition",
      message: verifyFirst(email),
    });
    expect((await adminAuth(emulators).getUser(squatter.uid)).customClaims).toBeUndefined();
    expect(await invitation(email)).toMatchObject({ vendorId });

    const other = await signedUpAs(emulators, newAddress("someone-else"));
    await adminAuth(emulators).updateUser(other.uid, { emailVerified: true });
    await other.refresh();
    expect(await refusal(other.call("acceptStaffInvite", { vendorId }))).toMatchObject({
      code: "functions/not-found",
      message: `No one at ${vendorId} invited ${other.email} to be staff: ask a manager to invite you`,
    });
    expect(await refusal(other.call("answerQuote", quote()))).toMatchObject({ code: "functions/permission-denied" });
    expect(await invitation(email)).toMatchObject({ vendorId });
  });

  it("refuses an invitation that has ended, and one from another prop house's console", async () => {
    const email = newAddress("late");
    expect(staff("add", email, "--invite").status).toBe(0);
    const ended = Timestamp.fromDate(new Date("2025-01-02T00:00:00Z"));
    await db.doc(`staffInvites/${email}`).update({ expiresAt: ended });
    const hire = await signedUpAs(emulators, email);
    await adminAuth(emulators).updateUser(hire.uid, { emailVerified: true });
    await hire.refresh();
    expect(await refusal(hire.call("acceptStaffInvite", { vendorId }))).toMatchObject({
      code: "functions/failed-precondition",
      message: "Your invitation ended on 2025-01-02: ask a manager to invite you again",
    });
    expect(await refusal(hire.call("acceptStaffInvite", { vendorId: "harbour-scenic" }))).toMatchObject({
      code: "functions/not-found",
    });
    expect((await adminAuth(emulators).getUser(hire.uid)).customClaims).toBeUndefined();

    // Their address is verified now: --invite makes them staff at once, and the ended invitation goes.
    const again = staff("add", email, "--invite");
    expect(again.stdout).toContain(`${email} (${hire.uid}) is now staff of Bowery Prop House`);
    expect(await invitation(email)).toBeUndefined();
  });
});
