// changeMembership: a coordinator changes a member's roles, removes a member or withdraws an invitation; any member
// leaves. Someone must remain to manage the production, so its last coordinator can neither leave, be removed nor
// lose the role. A removal takes the uid out of `members`, which every rule reads, so the member's access ends with
// this write, listeners included (decision 0049). Each change is in the activity feed, with who made it. A change
// made already (a retry after a lost answer) is done: the same answer, and nothing new in the feed.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import type { ChangeMembershipCall, CommandDone, MembershipChange } from "@backlot/domain";
import { type ProductionRole, coordinatorsOf } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { rolesInWords } from "./invite-mail.js";
import type { StoredInvite } from "./invite-to-production.js";
import {
  type ProductionCaller,
  productionCustomer,
  readProductionAs,
  readRoles,
  requireRole,
} from "./production-caller.js";
import { type ActivityEntry, recordActivity } from "./production-activity.js";

const changeKinds = ["roles", "remove", "leave", "withdrawInvite"] as const satisfies MembershipChange["kind"][];

/** The call, its change's fields read as "change.kind", "change.uid"…, so a problem is named where it is. */
function readChangeCall(data: unknown): ChangeMembershipCall {
  const given = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const change = typeof given.change === "object" && given.change !== null ? given.change : {};
  const flat = {
    ...given,
    ...Object.fromEntries(Object.entries(change).map(([key, value]) => [`change.${key}`, value])),
  };
  return readCall("changeMembership", flat, (reader) => {
    const read = (): MembershipChange => {
      const kind = reader.oneOf("change.kind", changeKinds);
      // An unknown kind has no fields to read: its refusal says so alone.
      if (!(changeKinds as readonly unknown[]).includes(flat["change.kind"])) return { kind: "leave" };
      switch (kind) {
        case "roles":
          return { kind: "roles", uid: reader.uid("change.uid"), roles: readRoles(reader, "change.roles") };
        case "remove":
          return { kind: "remove", uid: reader.uid("change.uid") };
        case "leave":
          return { kind: "leave" };
        case "withdrawInvite":
          return { kind: "withdrawInvite", inviteId: reader.id("change.inviteId") };
      }
    };
    return { vendorId: reader.vendorId(), productionId: reader.id("productionId"), change: read() };
  });
}

/**
 * Refuses when taking `uid`'s coordinator role away would leave the production with none. Only a coordinator may
 * remove a member or change roles, so the last coordinator can only be the caller.
 */
function keepACoordinator(member: ProductionCaller, uid: string, what: string): void {
  const coordinators = coordinatorsOf(member.production);
  if (coordinators.length !== 1 || coordinators[0] !== uid) return;
  refuse(
    "failed-precondition",
    `You are the only coordinator of ${member.production.name}, so you ${what}: make another member a coordinator ` +
      "first",
  );
}

type Applied = { entry: Omit<ActivityEntry, "by" | "listId" | "listName">; update: Record<string, unknown> } | null;

/** What `change` writes to the production (null: it is done already), after the caller's role and the last check. */
async function apply(
  db: Firestore,
  tx: Transaction,
  member: ProductionCaller,
  { vendorId, change }: { vendorId: string; change: MembershipChange },
): Promise<Applied> {
  const { production, by } = member;
  switch (change.kind) {
    case "roles": {
      requireRole(member, "manageMembers", "change a member's roles");
      const target = memberOf(member, change.uid);
      if (!target) refuse("not-found", `${change.uid} is not a member of ${production.name}`);
      if (sameRoles(target.roles, change.roles)) return null;
      if (!change.roles.includes("coordinator")) keepACoordinator(member, change.uid, "must keep the role");
      return {
        entry: {
          kind: "member_roles_changed",
          text: `${by.name} made ${target.name} ${rolesInWords(change.roles)} (was ${rolesInWords(target.roles)})`,
        },
        update: { [`members.${change.uid}.roles`]: change.roles },
      };
    }
    case "remove": {
      requireRole(member, "manageMembers", "remove a member");
      const target = memberOf(member, change.uid);
      if (!target) return null;
      keepACoordinator(member, change.uid, "cannot be removed");
      return {
        entry: { kind: "member_removed", text: `${by.name} removed ${target.name}` },
        update: removal(change.uid),
      };
    }
    case "leave":
      keepACoordinator(member, member.uid, "cannot leave");
      return { entry: { kind: "member_left", text: `${by.name} left` }, update: removal(member.uid) };
    case "withdrawInvite": {
      requireRole(member, "manageMembers", "withdraw an invitation");
      const waiting = production.invites[change.inviteId];
      const inviteRef = db.doc(vendorPaths(vendorId).productionInvite(change.inviteId));
      const stored = (await tx.get(inviteRef)).data() as StoredInvite | undefined;
      if (!waiting) return null;
      // Only this production's: an id named by mistake leaves another production's invitation alone.
      if (stored?.productionId === member.ref.id) tx.delete(inviteRef);
      return {
        entry: { kind: "invite_withdrawn", text: `${by.name} withdrew the invitation to ${waiting.email}` },
        update: { [`invites.${change.inviteId}`]: FieldValue.delete() },
      };
    }
  }
}

/** The member `uid` names: an own key of `members` only (a uid is the caller's text: "__proto__" names no one). */
const memberOf = ({ production }: ProductionCaller, uid: string) =>
  Object.hasOwn(production.members, uid) ? production.members[uid] : undefined;

const sameRoles = (a: readonly ProductionRole[], b: readonly ProductionRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

const removal = (uid: string) => ({ [`members.${uid}`]: FieldValue.delete(), memberUids: FieldValue.arrayRemove(uid) });

export const changeMembership = onCall<ChangeMembershipCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, productionId, change } = readChangeCall(call.data);
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const member = await readProductionAs(db, tx, { vendorId, productionId, caller });
      const applied = await apply(db, tx, member, { vendorId, change });
      if (applied) {
        tx.update(member.ref, { ...applied.update, updatedAt: FieldValue.serverTimestamp() });
        recordActivity(db, tx, {
          vendorId,
          productionId,
          entry: { ...applied.entry, by: member.by, listId: null, listName: "" },
        });
      }
      return { ok: true as const };
    });
  }),
);
