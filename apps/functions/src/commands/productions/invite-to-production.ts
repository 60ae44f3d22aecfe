// inviteToProduction: a coordinator invites someone by address. The invitation is written twice in one transaction:
// productionInvites/{inviteId}, which the invited address's verified sign-in reads and takes, and the production's
// `invites`, which its members see waiting; a mail takes the link to the address. The client makes the id, so a retry
// after a lost answer finds the invitation it made, and mails nothing more.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CommandDone, type InviteToProductionCall, limits, productionInviteRateLimit } from "@backlot/domain";
import {
  type ProductionInvite,
  isInvitableEmail,
  normalisedEmail,
  productionInviteLifetimeDays,
} from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { accountKey } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { readVendor } from "../../shared/vendor-document.js";
import { queueMail } from "../../mail/queue-mail.js";
import { productionInviteMail, rolesInWords } from "./invite-mail.js";
import { productionCustomer, readProductionAs, readRoles, requireRole } from "./production-caller.js";
import { recordActivity } from "./production-activity.js";

/** An invitation as Firestore keeps it: its times are Timestamps. */
export type StoredInvite = Omit<ProductionInvite, "invitedAt" | "expiresAt"> & {
  invitedAt: Timestamp;
  expiresAt: Timestamp;
};

/** The day an invitation ends, as its mail and refusals say it ("2026-12-04"). */
export const inviteEnds = (invite: Pick<StoredInvite, "expiresAt">): string =>
  invite.expiresAt.toDate().toISOString().slice(0, 10);

function readInvite(data: unknown): InviteToProductionCall {
  return readCall("inviteToProduction", data, (reader) => {
    // An address is at most as long as a quote's contact address may be: the longest a mail system takes.
    const email = normalisedEmail(reader.text("email", { max: limits.quote.email, required: true }));
    if (email && !isInvitableEmail(email)) reader.fail("email", "is not an email address (like dana@studio.example)");
    return {
      vendorId: reader.vendorId(),
      productionId: reader.id("productionId"),
      inviteId: reader.id("inviteId"),
      email,
      roles: readRoles(reader, "roles"),
    };
  });
}

export const inviteToProduction = onCall<InviteToProductionCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, productionId, inviteId, email, roles } = readInvite(call.data);
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const member = await readProductionAs(db, tx, { vendorId, productionId, caller });
      requireRole(member, "manageMembers", "invite people");
      const { production, ref } = member;
      const inviteRef = db.doc(paths.productionInvite(inviteId));
      const made = (await tx.get(inviteRef)).data() as StoredInvite | undefined;
      if (made) {
        // A retry of the caller's own: the same answer, and no second mail.
        if (made.productionId === productionId && made.invitedBy.uid === caller.uid && made.email === email) {
          return { ok: true as const };
        }
        refuse("already-exists", `Invitation ${inviteId} exists already; invite again for a new id`);
      }
      if (Object.values(production.members).some((each) => normalisedEmail(each.email) === email)) {
        refuse("already-exists", `${email} is a member of ${production.name} already`);
      }
      // Invitations that have ended wait for no one: they go now, from both places, and free their places.
      const ended = Object.entries(production.invites)
        .filter(([, each]) => (each.expiresAt as unknown as Timestamp).toMillis() <= Date.now())
        .map(([id]) => id);
      const waiting = Object.entries(production.invites)
        .filter(([id]) => !ended.includes(id))
        .map(([, each]) => each);
      if (waiting.some((each) => each.email === email)) {
        refuse(
          "already-exists",
          `${email} has an invitation to ${production.name} waiting; withdraw it first to send a new one`,
        );
      }
      if (waiting.length >= limits.production.invites) {
        refuse(
          "resource-exhausted",
          `${production.name} has ${waiting.length} invitations waiting, the most it keeps: withdraw one first`,
        );
      }
      if (Object.keys(production.members).length + waiting.length >= limits.production.members) {
        refuse(
          "resource-exhausted",
          `${production.name} would have more than ${limits.production.members} members with the invitations ` +
            "waiting: remove a member or withdraw an invitation first",
        );
      }
      const vendor = await readVendor(db, tx, vendorId);
      const slot = await rateLimitSlot(
        db,
        tx,
        { vendorId, caller: accountKey("production-invites", caller.uid), limit: productionInviteRateLimit },
        (retryAt) =>
          refuse(
            "resource-exhausted",
            `You have sent ${productionInviteRateLimit.requests} invitations today, the most in a day; ` +
              `invite again after ${retryAt.toISOString().slice(11, 16)} UTC`,
          ),
      );
      const invitedAt = Timestamp.now();
      const expiresAt = Timestamp.fromMillis(invitedAt.toMillis() + productionInviteLifetimeDays * 86_400_000);
      const pending = { email, roles, invitedBy: member.by, invitedAt, expiresAt };
      tx.create(inviteRef, {
        productionId,
        productionName: production.name,
        ...pending,
      } satisfies StoredInvite);
      for (const id of ended) tx.delete(db.doc(paths.productionInvite(id)));
      tx.update(ref, {
        ...Object.fromEntries(ended.map((id) => [`invites.${id}`, FieldValue.delete()])),
        [`invites.${inviteId}`]: pending,
        updatedAt: FieldValue.serverTimestamp(),
      });
      slot.take();
      const message = productionInviteMail(vendor, {
        inviteId,
        email,
        productionName: production.name,
        invitedBy: member.by.name,
        roles,
        ends: inviteEnds({ expiresAt }),
      });
      queueMail(db, tx, { to: email, message, vendorId, kind: "production-invite" });
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: {
          kind: "member_invited",
          by: member.by,
          listId: null,
          listName: "",
          text: `${member.by.name} invited ${email} as ${rolesInWords(roles)}`,
        },
      });
      return { ok: true as const };
    });
  }),
);
