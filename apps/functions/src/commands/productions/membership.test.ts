// A production's invitations on the emulators, from the coordinator's mail to a member joining (decision 0049): a
// verified sign-in with the invited address takes the invitation. Beside it, the attacks: an invitation is taken by
// no other address, by no unverified one, not once withdrawn or ended, and not by staff signed in as the invited
// customer; and a production invites no more than it may, nor a member or an address invited already.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { limits, productionInviteRateLimit } from "@backlot/domain";
import { accountKey } from "../../shared/callers.js";
import { type MembersHouse, membersHouse, newAddress, website } from "../../../test/production-members.js";
import { closeCallers, describeOnEmulators, mailTo, refusal, signedUpAs, adminAuth } from "../../../test/world.js";

const vendorId = "test-production-members";
const paths = vendorPaths(vendorId);

describeOnEmulators("an invitation to a production (inviteToProduction, acceptProductionInvite)", (emulators) => {
  let house: MembersHouse;

  beforeAll(async () => {
    house = await membersHouse(emulators, vendorId);
  });
  afterAll(() => closeCallers());

  it("goes by mail, and the invited address, signed up and verified, joins in the roles invited", async () => {
    const { db, cora, verified, create, invite, accept, stored, storedInvite, activity } = house;
    const { productionId } = await create(cora, { name: "Night Diner" });
    const typed = newAddress("Dez.Mora");
    const email = typed.toLowerCase();
    const inviteId = await invite(cora, productionId, ` ${typed} `, ["designer", "buyer"]);

    const by = { uid: cora.uid, name: "Cora Lane" };
    expect(await storedInvite(inviteId)).toMatchObject({
      productionId,
      productionName: "Night Diner",
      email,
      roles: ["buyer", "designer"],
      invitedBy: by,
    });
    const waiting = (await stored(productionId)).invites[inviteId];
    expect(waiting).toMatchObject({ email, roles: ["buyer", "designer"], invitedBy: by });
    const { invitedAt, expiresAt } = waiting as unknown as { invitedAt: Timestamp; expiresAt: Timestamp };
    expect(expiresAt.toMillis() - invitedAt.toMillis()).toBe(14 * 86_400_000);

    const mail = await mailTo(db, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "production-invite",
      vendorId,
      message: { subject: "Cora Lane invited you to Night Diner at Test Prop House" },
    });
    const text = mail[0]?.message.text ?? "";
    expect(text).toContain(`Open the invitation: ${website}/productions/join/${inviteId}\n`);
    expect(text).toContain(`Cora Lane has invited ${email} to join Night Diner`);
    expect(text).toContain("as buyer and designer:\n- Buyer: Picks props");
    expect(text).toContain(`until ${expiresAt.toDate().toISOString().slice(0, 10)}`);
    expect(text).toContain("--\nTest Prop House\n1 Dock Street");

    // The coordinator's retry after a lost answer: the same invitation, no second mail.
    await invite(cora, productionId, email, ["buyer", "designer"], inviteId);
    expect(await mailTo(db, email)).toHaveLength(1);

    const dez = await verified(email);
    expect(await accept(dez, inviteId)).toEqual({ productionId });
    const production = await stored(productionId);
    expect(production.members[dez.uid]).toMatchObject({
      // No customer record at the house yet: the address's local part names them.
      name: email.split("@")[0],
      email,
      roles: ["buyer", "designer"],
      inviteId,
    });
    expect(production.memberUids).toEqual([cora.uid, dez.uid]);
    expect(production.invites).toEqual({});
    expect(await storedInvite(inviteId)).toBeUndefined();
    // Taking it twice: the same answer, and they are in once.
    expect(await accept(dez, inviteId)).toEqual({ productionId });
    expect((await stored(productionId)).memberUids).toEqual([cora.uid, dez.uid]);
    expect((await activity(productionId)).map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: "production_created", text: "Cora Lane started Night Diner, as buyer and coordinator" },
      { kind: "member_invited", text: `Cora Lane invited ${email} as buyer and designer` },
      {
        kind: "member_joined",
        text: `${email.split("@")[0]} joined as buyer and designer, invited by Cora Lane`,
      },
    ]);
  });

  it("names the joining member as their record at the house does", async () => {
    const { cora, record, verified, create, invite, accept, stored } = house;
    const { productionId } = await create(cora);
    const email = newAddress("bea").toLowerCase();
    const inviteId = await invite(cora, productionId, email, ["viewer"]);
    const bea = await verified(email);
    await record(bea, { firstName: "Bea", lastName: "Quinn", isAuthorized: null });
    await accept(bea, inviteId);
    expect((await stored(productionId)).members[bea.uid]).toMatchObject({ name: "Bea Quinn", roles: ["viewer"] });
  });

  it("is taken by no other address, and not by the right one unverified", async () => {
    const { cora, verified, create, invite, accept, stored, storedInvite } = house;
    const { productionId } = await create(cora);
    const email = newAddress("vi").toLowerCase();
    const inviteId = await invite(cora, productionId, email, ["viewer"]);

    const other = await verified(newAddress("mallory").toLowerCase());
    expect(await refusal(accept(other, inviteId))).toMatchObject({
      code: "functions/permission-denied",
      message:
        `Invitation ${inviteId} was sent to another address than ${other.email}: sign in with the address it ` +
        `was sent to, or ask the production's coordinator to invite ${other.email}`,
    });
    const unverified = await signedUpAs(emulators, email);
    const verifyFirst = {
      code: "functions/failed-precondition",
      message:
        `Verify your email address (${email}) first: follow the link in the verification email, then sign in ` +
        "again",
    };
    expect(await refusal(accept(unverified, inviteId))).toMatchObject(verifyFirst);
    // Verified in Auth since, but the token is from before: a token that says so is needed too.
    await adminAuth(emulators).updateUser(unverified.uid, { emailVerified: true });
    expect(await refusal(accept(unverified, inviteId))).toMatchObject(verifyFirst);
    // And a verified token whose account has lost its verification (an address changed back) counts for nothing.
    await unverified.refresh();
    await adminAuth(emulators).updateUser(unverified.uid, { emailVerified: false });
    expect(await refusal(accept(unverified, inviteId))).toMatchObject(verifyFirst);

    const production = await stored(productionId);
    expect(production.memberUids).toEqual([cora.uid]);
    expect(Object.keys(production.invites)).toEqual([inviteId]);
    expect(await storedInvite(inviteId)).toBeDefined();
  });

  it("is not taken once withdrawn, nor once it has ended", async () => {
    const { db, cora, verified, create, invite, accept, stored, storedInvite } = house;
    const { productionId } = await create(cora, { name: "Cold Open" });
    const email = newAddress("late").toLowerCase();
    const withdrawn = await invite(cora, productionId, email, ["buyer"]);
    await cora.call("changeMembership", {
      vendorId,
      productionId,
      change: { kind: "withdrawInvite", inviteId: withdrawn },
    });
    const late = await verified(email);
    expect(await refusal(accept(late, withdrawn))).toMatchObject({
      code: "functions/not-found",
      message:
        `There is no invitation ${withdrawn} waiting for you: it was withdrawn or has been taken. Ask the ` +
        "production's coordinator to invite you again",
    });

    const ended = await invite(cora, productionId, email, ["buyer"]);
    const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
    await db.doc(paths.productionInvite(ended)).update({ expiresAt: yesterday });
    await db.doc(paths.production(productionId)).update({ [`invites.${ended}.expiresAt`]: yesterday });
    expect(await refusal(accept(late, ended))).toMatchObject({
      code: "functions/failed-precondition",
      message:
        `Your invitation to Cold Open ended on ${yesterday.toDate().toISOString().slice(0, 10)}: ask its ` +
        "coordinator to invite you again",
    });
    expect((await stored(productionId)).memberUids).toEqual([cora.uid]);

    // The coordinator invites the address again: the ended invitation gives way, from both places.
    const again = await invite(cora, productionId, email, ["buyer"]);
    expect(Object.keys((await stored(productionId)).invites)).toEqual([again]);
    expect(await storedInvite(ended)).toBeUndefined();
    expect(await accept(late, again)).toEqual({ productionId });
  });

  it("is not taken by staff signed in as the invited customer, nor by staff as themselves", async () => {
    const {
      staff,
      otherStaff,
      cora,
      anonymous,
      visitor,
      record,
      impersonate,
      verified,
      create,
      invite,
      accept,
      stored,
    } = house;
    const { productionId } = await create(cora);
    const email = newAddress("kim").toLowerCase();
    const inviteId = await invite(cora, productionId, email, ["designer"]);
    const kim = await verified(email);
    await record(kim, { firstName: "Kim", lastName: "Park", isAuthorized: true });
    const asKim = await impersonate(kim.uid);
    expect(await refusal(accept(asKim, inviteId))).toMatchObject({
      code: "functions/permission-denied",
      message:
        "A staff session as a customer cannot take an invitation to a production; the invited person signs in " +
        "and takes it",
    });
    expect(await refusal(accept(staff, inviteId))).toMatchObject({ code: "functions/permission-denied" });
    expect(await refusal(accept(otherStaff, inviteId))).toMatchObject({ code: "functions/permission-denied" });
    expect(await refusal(accept(visitor, inviteId))).toMatchObject({ code: "functions/unauthenticated" });
    expect(await refusal(accept(anonymous, inviteId))).toMatchObject({ code: "functions/unauthenticated" });
    expect((await stored(productionId)).memberUids).toEqual([cora.uid]);
    // Kim, signed in as themselves, still takes it.
    expect(await accept(kim, inviteId)).toEqual({ productionId });
  });

  it("is refused for an address that is no address, a member's, and one invited already", async () => {
    const { db, cora, sam, create, invite, stored } = house;
    const { productionId } = await create(cora, { name: "Pilot" });
    expect(await refusal(invite(cora, productionId, "dana at studio", ["buyer"]))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { email: "is not an email address (like dana@studio.example)" } },
    });
    expect(await refusal(invite(cora, productionId, cora.email.toUpperCase(), ["buyer"]))).toMatchObject({
      code: "functions/already-exists",
      message: `${cora.email} is a member of Pilot already`,
    });
    const email = newAddress("twice").toLowerCase();
    const first = await invite(cora, productionId, email, ["buyer"]);
    expect(await refusal(invite(cora, productionId, email, ["viewer"]))).toMatchObject({
      code: "functions/already-exists",
      message: `${email} has an invitation to Pilot waiting; withdraw it first to send a new one`,
    });
    // Someone else's invitation id is not theirs to reuse.
    const { productionId: other } = await create(sam);
    expect(await refusal(invite(sam, other, newAddress("x"), ["buyer"], first))).toMatchObject({
      code: "functions/already-exists",
      message: `Invitation ${first} exists already; invite again for a new id`,
    });
    expect(Object.keys((await stored(productionId)).invites)).toEqual([first]);
    expect(await mailTo(db, email)).toHaveLength(1);
  });

  it("waits for at most the invitations and the members a production may have", async () => {
    const { db, cora, create, invite, stored } = house;
    const { productionId } = await create(cora, { name: "Crowded" });
    const ref = db.doc(paths.production(productionId));
    const pending = (index: number) => ({
      email: `waiting-${index}@crew.example`,
      roles: ["viewer"],
      invitedBy: { uid: cora.uid, name: "Cora Lane" },
      invitedAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    });
    const invites = Object.fromEntries(
      Array.from({ length: limits.production.invites }, (_, index) => [`invite${index}`, pending(index)]),
    );
    await ref.update({ invites });
    expect(await refusal(invite(cora, productionId, newAddress("one-more"), ["buyer"]))).toMatchObject({
      code: "functions/resource-exhausted",
      message: `Crowded has ${limits.production.invites} invitations waiting, the most it keeps: withdraw one first`,
    });
    const { [cora.uid]: coraMember } = (await stored(productionId)).members;
    const members = Object.fromEntries(
      Array.from({ length: limits.production.members - 1 }, (_, index) => [
        `member${index}`,
        { ...coraMember, email: `member-${index}@crew.example`, roles: ["viewer"] },
      ]),
    );
    await ref.update({ invites: {}, members: { ...members, [cora.uid]: coraMember } });
    expect(await refusal(invite(cora, productionId, newAddress("one-more"), ["buyer"]))).toMatchObject({
      code: "functions/resource-exhausted",
      message:
        `Crowded would have more than ${limits.production.members} members with the invitations waiting: ` +
        "remove a member or withdraw an invitation first",
    });
  });

  it("goes from one account at most as often as a day allows, across its productions", async () => {
    const { db, sam, create, invite, stored } = house;
    const { productionId } = await create(sam, { name: "Busy Week" });
    const { requests } = productionInviteRateLimit;
    const times = Array.from({ length: requests }, () => Timestamp.now());
    await db.doc(`${paths.vendor}/rateLimits/${accountKey("production-invites", sam.uid)}`).set({ times });
    const refused = await refusal(invite(sam, productionId, newAddress("one-too-many"), ["buyer"]));
    expect(refused).toMatchObject({ code: "functions/resource-exhausted" });
    expect(refused.message).toMatch(
      new RegExp(
        `^You have sent ${requests} invitations today, the most in a day; invite again after \\d\\d:\\d\\d UTC$`,
      ),
    );
    expect((await stored(productionId)).invites).toEqual({});
  });
});
