// acceptProductionInvite: the invited person, signed in with the invited address and verified (the Auth record and
// the token both: an address is proven only by its verification link), joins the production in the invitation's
// roles. The invitation goes from both places, and the member keeps its id, so taking it again answers the same.
// Staff signed in as a customer act for the customer, never as them: the invited person signs in themselves.
import { FieldPath, FieldValue, type Firestore } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type AcceptProductionInviteCall,
  type AcceptProductionInviteResult,
  type VendorUser,
  impersonationOf,
  limits,
} from "@backlot/domain";
import { type MemberRef, type Production, normalisedEmail } from "@backlot/domain/production";
import { auth, firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { customerOf } from "../../shared/callers.js";
import { rolesInWords } from "./invite-mail.js";
import { type StoredInvite, inviteEnds } from "./invite-to-production.js";
import { memberName } from "./production-caller.js";
import { recordActivity } from "./production-activity.js";

/** The production `uid` joined by `inviteId`, if they did: a second call after a lost answer finds it. */
async function joinedBy(db: Firestore, vendorId: string, uid: string, inviteId: string): Promise<string | null> {
  const joined = await db
    .collection(vendorPaths(vendorId).productions)
    .where(new FieldPath("members", uid, "inviteId"), "==", inviteId)
    .limit(1)
    .get();
  return joined.docs[0]?.id ?? null;
}

export const acceptProductionInvite = onCall<AcceptProductionInviteCall, Promise<AcceptProductionInviteResult>>(
  (call) =>
    answering(async () => {
      const { vendorId, inviteId } = readCall("acceptProductionInvite", call.data, (reader) => ({
        vendorId: reader.vendorId(),
        inviteId: reader.id("inviteId"),
      }));
      const uid = customerOf(call.auth);
      if (impersonationOf(call.auth?.token ?? {}) !== null) {
        refuse(
          "permission-denied",
          "A staff session as a customer cannot take an invitation to a production; the invited person signs in " +
            "and takes it",
        );
      }
      // The Auth record, not only the token: an address changed or verified since the token was made counts.
      const user = await auth().getUser(uid);
      const email = normalisedEmail(user.email ?? "");
      if (!email || normalisedEmail(call.auth?.token.email ?? "") !== email) {
        refuse("failed-precondition", "Sign in again with the address you were invited at, then try again");
      }
      if (!user.emailVerified || call.auth?.token.email_verified !== true) {
        refuse(
          "failed-precondition",
          `Verify your email address (${email}) first: follow the link in the verification email, then sign in again`,
        );
      }
      const db = firestore();
      const paths = vendorPaths(vendorId);
      const inviteRef = db.doc(paths.productionInvite(inviteId));
      const noInvitation: () => never = () =>
        refuse(
          "not-found",
          `There is no invitation ${inviteId} waiting for you: it was withdrawn or has been taken. Ask the ` +
            "production's coordinator to invite you again",
        );
      const taken = await db.runTransaction(async (tx) => {
        const invite = (await tx.get(inviteRef)).data() as StoredInvite | undefined;
        if (!invite) return null;
        if (invite.email !== email) {
          // Holding the link is not enough: it may have been forwarded. The address it went to stays unsaid.
          refuse(
            "permission-denied",
            `Invitation ${inviteId} was sent to another address than ${email}: sign in with the address it was ` +
              `sent to, or ask the production's coordinator to invite ${email}`,
          );
        }
        if (invite.expiresAt.toMillis() <= Date.now()) {
          refuse(
            "failed-precondition",
            `Your invitation to ${invite.productionName} ended on ${inviteEnds(invite)}: ask its coordinator to ` +
              "invite you again",
          );
        }
        const ref = db.doc(paths.production(invite.productionId));
        const [productionSnap, userSnap] = await tx.getAll(ref, db.doc(paths.user(uid)));
        const production = productionSnap?.data() as Production | undefined;
        // Withdrawn: the production no longer waits for it (or is gone).
        if (!production?.invites[inviteId]) noInvitation();
        const already = production.members[uid];
        if (!already && Object.keys(production.members).length >= limits.production.members) {
          refuse(
            "resource-exhausted",
            `${production.name} has ${limits.production.members} members, the most it may: ask its coordinator to ` +
              "make room",
          );
        }
        const record = userSnap?.data() as VendorUser | undefined;
        const by: MemberRef = { uid, name: already?.name ?? memberName(record, email) };
        const now = FieldValue.serverTimestamp();
        tx.update(ref, {
          // Someone already in (another invitation to the same address) keeps their roles and joined day.
          ...(already
            ? {}
            : {
                [`members.${uid}`]: { name: by.name, email, roles: invite.roles, joinedAt: now, inviteId },
                memberUids: FieldValue.arrayUnion(uid),
              }),
          [`invites.${inviteId}`]: FieldValue.delete(),
          updatedAt: now,
        });
        tx.delete(inviteRef);
        if (!already) {
          recordActivity(db, tx, {
            vendorId,
            productionId: invite.productionId,
            entry: {
              kind: "member_joined",
              by,
              listId: null,
              listName: "",
              text: `${by.name} joined as ${rolesInWords(invite.roles)}, invited by ${invite.invitedBy.name}`,
            },
          });
        }
        return invite.productionId;
      });
      const productionId = taken ?? (await joinedBy(db, vendorId, uid, inviteId)) ?? noInvitation();
      return { productionId };
    }),
);
