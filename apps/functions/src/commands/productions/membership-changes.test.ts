// A production's team changing on the emulators (decision 0049): only a coordinator invites, changes roles, removes
// and withdraws; any member leaves; the last coordinator stays; a removed member is refused at their next command;
// an outsider holding the id learns nothing, in the same words as for a production that does not exist; staff signed
// in as a member act as the member, and the feed names them. And markNoticesSeen touches the caller's notices alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import type { MembershipChange } from "@backlot/domain";
import type { Notice, ProductionActivity, ProductionNotices, ProductionRole } from "@backlot/domain/production";
import {
  type Outsiders,
  type ProductionTeam,
  newId,
  outsiders,
  productionTeam,
} from "../../../test/production-team.js";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  refusal,
  signedInCaller,
} from "../../../test/world.js";

const vendorId = "test-production-changes";
const paths = vendorPaths(vendorId);

type Key = "cora" | "bea" | "dez" | "vi";

let unique = 0;
const newAddress = (who: string) => `${who}.${Date.now()}.${++unique}@crew.example`;

describeOnEmulators("a production's team: changeMembership, markNoticesSeen", (emulators) => {
  const db = adminFirestore(emulators);
  let others: Outsiders;

  /** Cora the coordinator, Bea the buyer, Dez the designer and Vi the viewer. */
  const team = () =>
    productionTeam<Key>(emulators, {
      vendorId,
      members: {
        cora: { name: "Cora Lane", roles: ["coordinator"] },
        bea: { name: "Bea Quinn", roles: ["buyer"] },
        dez: { name: "Dez Mora", roles: ["designer"] },
        vi: { name: "Vi Lund", roles: ["viewer"] },
      },
    });
  const change = (caller: Caller, productionId: string, what: MembershipChange) =>
    caller.call("changeMembership", { vendorId, productionId, change: what });
  const invite = async (caller: Caller, productionId: string, email: string, roles: ProductionRole[] = ["buyer"]) => {
    const inviteId = newId(db);
    await caller.call("inviteToProduction", { vendorId, productionId, inviteId, email, roles });
    return inviteId;
  };
  const activity = async ({ productionId }: ProductionTeam<Key>) =>
    (await db.collection(paths.productionActivity(productionId)).orderBy("at").get()).docs.map(
      (doc) => doc.data() as ProductionActivity,
    );
  const noSuchProduction = (productionId: string) => ({
    code: "functions/not-found",
    message: `There is no production ${productionId} you are a member of: ask its coordinator to invite you`,
  });
  const onlyACoordinator = ({ productionName }: ProductionTeam<Key>, what: string) => ({
    code: "functions/permission-denied",
    message: `Only a coordinator of ${productionName} can ${what}`,
  });
  const lastCoordinator = ({ productionName }: ProductionTeam<Key>, what: string) => ({
    code: "functions/failed-precondition",
    message:
      `You are the only coordinator of ${productionName}, so you ${what}: make another member a coordinator ` + "first",
  });

  beforeAll(async () => {
    others = await outsiders(emulators, vendorId);
  });
  afterAll(() => closeCallers());

  describe("changeMembership", () => {
    it("lets a coordinator change roles, remove members and withdraw invitations, each once in the feed", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora, bea, dez, vi } = production.members;
      const email = newAddress("newcomer");
      const inviteId = await invite(cora, productionId, email);
      await change(cora, productionId, { kind: "roles", uid: bea.uid, roles: ["designer", "buyer"] });
      await change(cora, productionId, { kind: "remove", uid: vi.uid });
      await change(cora, productionId, { kind: "withdrawInvite", inviteId });

      const stored = await production.stored();
      expect(stored.members[bea.uid]?.roles).toEqual(["buyer", "designer"]);
      expect(stored.members).not.toHaveProperty(vi.uid);
      expect(stored.memberUids).toEqual([cora.uid, bea.uid, dez.uid]);
      expect(stored.invites).toEqual({});
      expect((await db.doc(paths.productionInvite(inviteId)).get()).exists).toBe(false);

      // Each made already (a retry after a lost answer): the same answer, nothing more in the feed.
      await change(cora, productionId, { kind: "roles", uid: bea.uid, roles: ["buyer", "designer"] });
      await change(cora, productionId, { kind: "remove", uid: vi.uid });
      await change(cora, productionId, { kind: "withdrawInvite", inviteId });
      const by = { uid: cora.uid, name: "Cora Lane" };
      expect((await activity(production)).map(({ kind, by, text }) => ({ kind, by, text }))).toEqual([
        { kind: "member_invited", by, text: `Cora Lane invited ${email} as buyer` },
        { kind: "member_roles_changed", by, text: "Cora Lane made Bea Quinn buyer and designer (was buyer)" },
        { kind: "member_removed", by, text: "Cora Lane removed Vi Lund" },
        { kind: "invite_withdrawn", by, text: `Cora Lane withdrew the invitation to ${email}` },
      ]);
    });

    it("lets only a coordinator invite, change roles, remove a member or withdraw an invitation", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora, bea, dez, vi } = production.members;
      const inviteId = await invite(cora, productionId, newAddress("waiting"));
      const before = await production.stored();
      for (const member of [bea, dez, vi]) {
        expect(await refusal(invite(member, productionId, newAddress("friend")))).toMatchObject(
          onlyACoordinator(production, "invite people"),
        );
        const promote: MembershipChange = { kind: "roles", uid: member.uid, roles: ["coordinator"] };
        expect(await refusal(change(member, productionId, promote))).toMatchObject(
          onlyACoordinator(production, "change a member's roles"),
        );
        expect(await refusal(change(member, productionId, { kind: "remove", uid: cora.uid }))).toMatchObject(
          onlyACoordinator(production, "remove a member"),
        );
        expect(await refusal(change(member, productionId, { kind: "withdrawInvite", inviteId }))).toMatchObject(
          onlyACoordinator(production, "withdraw an invitation"),
        );
      }
      expect(await production.stored()).toEqual(before);
      expect((await activity(production)).map((entry) => entry.kind)).toEqual(["member_invited"]);
    });

    it("lets any member leave, and keeps the last coordinator until another is named", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora, bea, dez, vi } = production.members;
      expect(await refusal(change(cora, productionId, { kind: "leave" }))).toMatchObject(
        lastCoordinator(production, "cannot leave"),
      );
      expect(await refusal(change(cora, productionId, { kind: "remove", uid: cora.uid }))).toMatchObject(
        lastCoordinator(production, "cannot be removed"),
      );
      expect(
        await refusal(change(cora, productionId, { kind: "roles", uid: cora.uid, roles: ["buyer"] })),
      ).toMatchObject(lastCoordinator(production, "must keep the role"));

      // A second coordinator: they manage the team too, and the first may go.
      await change(cora, productionId, { kind: "roles", uid: bea.uid, roles: ["buyer", "coordinator"] });
      await invite(bea, productionId, newAddress("bea-friend"));
      await change(cora, productionId, { kind: "leave" });
      expect(await refusal(change(bea, productionId, { kind: "leave" }))).toMatchObject(
        lastCoordinator(production, "cannot leave"),
      );
      for (const member of [dez, vi]) await change(member, productionId, { kind: "leave" });
      const stored = await production.stored();
      expect(stored.memberUids).toEqual([bea.uid]);
      expect(Object.keys(stored.members)).toEqual([bea.uid]);
      expect((await activity(production)).filter((entry) => entry.kind === "member_left")).toEqual([
        expect.objectContaining({ by: { uid: cora.uid, name: "Cora Lane" }, text: "Cora Lane left" }),
        expect.objectContaining({ by: { uid: dez.uid, name: "Dez Mora" }, text: "Dez Mora left" }),
        expect.objectContaining({ by: { uid: vi.uid, name: "Vi Lund" }, text: "Vi Lund left" }),
      ]);
    });

    it("refuses a removed member at their next command", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora, bea } = production.members;
      await change(cora, productionId, { kind: "roles", uid: bea.uid, roles: ["buyer", "coordinator"] });
      await invite(bea, productionId, newAddress("before"));
      await change(cora, productionId, { kind: "remove", uid: bea.uid });
      expect(await refusal(invite(bea, productionId, newAddress("after")))).toMatchObject(
        noSuchProduction(productionId),
      );
      expect(await refusal(change(bea, productionId, { kind: "leave" }))).toMatchObject(noSuchProduction(productionId));
      expect(await refusal(change(bea, productionId, { kind: "remove", uid: cora.uid }))).toMatchObject(
        noSuchProduction(productionId),
      );
      expect((await production.stored()).memberUids).not.toContain(bea.uid);
    });

    it("answers anyone outside as if there were no such production, and tells visitors to log in", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora } = production.members;
      const madeUp = newId(db);
      const before = await production.stored();
      // A signed-in customer, one whose account awaits the house's approval, staff signed in as a customer who is no
      // member, the house's staff as themselves (they
      // see productions in the console, and act in one only signed in as a member) and another house's staff: the
      // same words as for an id that names nothing.
      const awaiting = await signedInCaller(emulators);
      const asOutsider = await others.signedInAs(others.outsider.uid);
      for (const caller of [others.outsider, awaiting, asOutsider, others.staff, others.otherStaff]) {
        for (const id of [productionId, madeUp]) {
          expect(await refusal(invite(caller, id, newAddress("sneaky")))).toMatchObject(noSuchProduction(id));
          expect(await refusal(change(caller, id, { kind: "remove", uid: cora.uid }))).toMatchObject(
            noSuchProduction(id),
          );
          expect(await refusal(change(caller, id, { kind: "leave" }))).toMatchObject(noSuchProduction(id));
        }
      }
      for (const [caller, message] of [
        [others.visitor, "Log in to do this"],
        [others.anonymous, "Create an account or log in to do this"],
      ] as const) {
        expect(await refusal(invite(caller, productionId, newAddress("sneaky")))).toMatchObject({
          code: "functions/unauthenticated",
          message,
        });
        expect(await refusal(change(caller, productionId, { kind: "leave" }))).toMatchObject({
          code: "functions/unauthenticated",
          message,
        });
        expect(await refusal(caller.call("markNoticesSeen", { vendorId }))).toMatchObject({
          code: "functions/unauthenticated",
          message,
        });
      }
      expect(await production.stored()).toEqual(before);
    });

    it("lets staff signed in as a member act as that member, in that member's roles, and names them", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora, bea } = production.members;
      const actedBy = { staffUid: others.staff.uid, staffName: others.staffName };
      const asCora = await others.signedInAs(cora.uid);
      const inviteId = await invite(asCora, productionId, newAddress("by-phone"), ["designer"]);
      await change(asCora, productionId, { kind: "roles", uid: bea.uid, roles: ["buyer", "designer"] });
      const asBea = await others.signedInAs(bea.uid);
      expect(await refusal(change(asBea, productionId, { kind: "remove", uid: cora.uid }))).toMatchObject(
        onlyACoordinator(production, "remove a member"),
      );
      await change(asBea, productionId, { kind: "leave" });

      const stored = await production.stored();
      const byCora = { uid: cora.uid, name: "Cora Lane", actedBy };
      expect(stored.invites[inviteId]?.invitedBy).toEqual(byCora);
      expect(stored.memberUids).toEqual([cora.uid, production.members.dez.uid, production.members.vi.uid]);
      expect(stored.members).not.toHaveProperty(bea.uid);
      expect((await activity(production)).map(({ kind, by }) => ({ kind, by }))).toEqual([
        { kind: "member_invited", by: byCora },
        { kind: "member_roles_changed", by: byCora },
        { kind: "member_left", by: { uid: bea.uid, name: "Bea Quinn", actedBy } },
      ]);
    });

    it("says what is wrong with the change, field by field, and who is not a member", async () => {
      const production = await team();
      const { productionId } = production;
      const { cora } = production.members;
      const fieldErrors = async (data: Record<string, unknown>) =>
        (await refusal(cora.call("changeMembership", { vendorId, productionId, ...data }))).details;
      expect(await fieldErrors({ change: { kind: "promote" } })).toEqual({
        fieldErrors: { "change.kind": "must be one of roles, remove, leave, withdrawInvite" },
      });
      expect(await fieldErrors({})).toEqual({
        fieldErrors: { "change.kind": "must be one of roles, remove, leave, withdrawInvite" },
      });
      expect(await fieldErrors({ change: { kind: "roles", uid: cora.uid, roles: [] } })).toEqual({
        fieldErrors: { "change.roles": "Choose at least one role" },
      });
      expect(await fieldErrors({ change: { kind: "withdrawInvite", inviteId: "../x" } })).toEqual({
        fieldErrors: { "change.inviteId": "must be a document id (20 letters and digits)" },
      });
      const stranger = others.outsider.uid;
      expect(
        await refusal(change(cora, productionId, { kind: "roles", uid: stranger, roles: ["buyer"] })),
      ).toMatchObject({
        code: "functions/not-found",
        message: `${stranger} is not a member of ${production.productionName}`,
      });
      expect(
        await refusal(change(cora, productionId, { kind: "roles", uid: "__proto__", roles: ["buyer"] })),
      ).toMatchObject({ code: "functions/not-found" });
    });
  });

  describe("markNoticesSeen", () => {
    it("puts the caller's own badge to nought, and no one else's", async () => {
      const production = await team();
      const { bea, dez, vi } = production.members;
      const notice: Notice = {
        kind: "lines_reviewed",
        productionId: production.productionId,
        productionName: production.productionName,
        listId: null,
        listName: "",
        text: "Dez Mora approved 3 lines of Kitchen",
        at: new Date(),
      };
      const notices = (uid: string) => db.doc(paths.productionNotices(uid));
      const read = async (uid: string) => (await notices(uid).get()).data() as ProductionNotices | undefined;
      await notices(bea.uid).set({ unread: 3, items: [notice], updatedAt: new Date() });
      await notices(dez.uid).set({ unread: 2, items: [notice], updatedAt: new Date() });

      await bea.call("markNoticesSeen", { vendorId });
      expect(await read(bea.uid)).toMatchObject({ unread: 0, items: [{ text: notice.text }] });
      expect(await read(dez.uid)).toMatchObject({ unread: 2 });
      // A member with no notices yet: the document the header listens to, empty.
      await vi.call("markNoticesSeen", { vendorId });
      expect(await read(vi.uid)).toMatchObject({ unread: 0, items: [] });
      expect(await read(dez.uid)).toMatchObject({ unread: 2 });
    });
  });
});
