// Taking staff away (`backlot staff remove`): the staffOf claim goes, the account's sessions end
// (its refresh tokens are revoked, so it signs in again, as what it is now), the impersonations it
// started that are still running are ended (their audit records marked, and the impersonationEnds
// documents written that the functions and the rules refuse a session by), and any invitation of
// the address to this vendor is withdrawn.
import type { Auth } from "firebase-admin/auth";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { StaffGrantError, accountOf, otherVendorOf } from "./grant-staff.js";
import { writeImpersonationEnd } from "../customers/end-impersonation.js";
import { withdrawInvite } from "./staff-invites.js";

export interface StaffRemoval {
  /** The account's uid, or null when only an invitation used the address. */
  uid: string | null;
  /** False when the account was not staff of the vendor (a second run, say). */
  claimRemoved: boolean;
  impersonationsEnded: number;
  inviteWithdrawn: boolean;
}

export async function revokeStaff(auth: Auth, db: Firestore, email: string, vendorId: string): Promise<StaffRemoval> {
  const user = await accountOf(auth, email);
  const other = user && otherVendorOf(user, vendorId);
  if (other) {
    throw new StaffGrantError(`${email} is staff of ${other}, not ${vendorId}: run this with ${other}'s tenant`);
  }
  const inviteWithdrawn = await withdrawInvite(db, email, vendorId);
  if (!user) {
    if (inviteWithdrawn) return { uid: null, claimRemoved: false, impersonationsEnded: 0, inviteWithdrawn };
    throw new StaffGrantError(`No account or invitation uses ${email}: check the address (\`backlot staff list\`)`);
  }
  // The docks they worked at go with it (decision 0053).
  const { staffOf, staffDocks: _docks, ...others } = user.customClaims ?? {};
  const claimRemoved = staffOf === vendorId;
  if (claimRemoved) {
    await auth.setCustomUserClaims(user.uid, others);
    await auth.revokeRefreshTokens(user.uid);
  }
  // Even when the claim had gone already: a run stopped half-way is finished by the next one.
  const impersonationsEnded = await endImpersonations(db, vendorId, user.uid);
  return { uid: user.uid, claimRemoved, impersonationsEnded, inviteWithdrawn };
}

/** Marks the impersonations `staffUid` started at `vendorId` that have not expired as ended; returns how many. */
async function endImpersonations(db: Firestore, vendorId: string, staffUid: string): Promise<number> {
  // Two equalities need no composite index; the few records left are checked here.
  const started = await db
    .collection(vendorPaths(vendorId).audit)
    .where("kind", "==", "impersonation")
    .where("staffUid", "==", staffUid)
    .get();
  const now = Timestamp.now().toMillis();
  const open = started.docs.filter((doc) => {
    const { expiresAt, endedAt } = doc.data() as { expiresAt?: Timestamp; endedAt?: unknown };
    return endedAt === undefined && expiresAt !== undefined && expiresAt.toMillis() > now;
  });
  const batch = db.batch();
  for (const doc of open) {
    writeImpersonationEnd(batch, db, vendorId, doc.id, { endedBy: "staff-removed", by: staffUid, recorded: true });
  }
  if (open.length > 0) await batch.commit();
  return open.length;
}
