// Staff invitations: `backlot staff add <email> --invite` writes one (staffInvites/{address}, which
// no client may read or write: firestore.rules), and the first sign-in to the console with that
// address, once verified, takes it (acceptStaffInvite). Keyed by the address alone because an
// address is staff of one vendor at most.
import { FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import { normalisedEmail } from "@backlot/domain/production";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import type { VendorDocument } from "../../shared/vendor-document.js";
import { StaffGrantError } from "./grant-staff.js";

/** How long an invitation waits to be taken: long enough for a new hire's first week, short enough to forget. */
export const staffInviteLifetimeDays = 14;

export interface StaffInvite {
  email: string;
  vendorId: string;
  invitedAt: Timestamp;
  expiresAt: Timestamp;
}

// Auth keeps addresses in lower case, and so do ID tokens: an invitation is found by the same spelling (one rule
// for staff invitations and productions', in the domain).
export { normalisedEmail };

/** Whether an invitation can be written for `email`: a "/" would make it a path, and no real address needs one. */
export const isInvitable = (email: string) => /^[^\s@/]+@[^\s@/]+$/.test(normalisedEmail(email));

/** The invitation's document. */
export function staffInvitePath(email: string): string {
  const address = normalisedEmail(email);
  if (!isInvitable(address)) {
    throw new StaffGrantError(`"${email}" is not an email address (like jo@boweryprops.example)`);
  }
  return `staffInvites/${address}`;
}

/** The day an invitation ends, as a person reads it ("2026-12-04"). */
export const inviteEnds = (invite: Pick<StaffInvite, "expiresAt">) =>
  invite.expiresAt.toDate().toISOString().slice(0, 10);

/**
 * Invites `email` to be staff of `vendorId` (again: a second invitation starts the 14 days afresh),
 * and mails them what to do, signed by `vendor`, in the same write. An unexpired invitation from
 * another vendor is left alone: that vendor withdraws it first.
 */
export async function inviteStaff(
  db: Firestore,
  email: string,
  vendorId: string,
  vendor: VendorDocument,
): Promise<StaffInvite> {
  const ref = db.doc(staffInvitePath(email));
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as StaffInvite | undefined;
    if (current && current.vendorId !== vendorId && current.expiresAt.toMillis() > Date.now()) {
      throw new StaffGrantError(
        `${email} has an invitation from ${current.vendorId} until ${inviteEnds(current)}; an address is staff of ` +
          `one vendor: ${current.vendorId} withdraws it with \`backlot staff remove ${email}\` first`,
      );
    }
    const expiresAt = Timestamp.fromMillis(Date.now() + staffInviteLifetimeDays * 86_400_000);
    const address = normalisedEmail(email);
    tx.set(ref, { email: address, vendorId, invitedAt: FieldValue.serverTimestamp(), expiresAt });
    const message = mailTexts.staffInvited(vendor, { email: address, ends: inviteEnds({ expiresAt }) });
    queueMail(db, tx, { to: address, message, vendorId, kind: "staff-invite" });
    return { email: address, vendorId, invitedAt: Timestamp.now(), expiresAt };
  });
}

/** Withdraws `vendorId`'s invitation of `email`; false when there was none. */
export async function withdrawInvite(db: Firestore, email: string, vendorId: string): Promise<boolean> {
  const ref = db.doc(staffInvitePath(email));
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as StaffInvite | undefined;
    if (current?.vendorId !== vendorId) return false;
    tx.delete(ref);
    return true;
  });
}

/** `vendorId`'s invitations not yet taken, expired ones too (they say so), by address. */
export async function pendingInvites(db: Firestore, vendorId: string): Promise<StaffInvite[]> {
  const found = await db.collection("staffInvites").where("vendorId", "==", vendorId).get();
  return found.docs.map((doc) => doc.data() as StaffInvite).sort((a, b) => a.email.localeCompare(b.email));
}
