// The mail a production's members get about a list, once its quiet period is over (decision 0049): each waiting mail
// (productionMail, gathered by prepareNotices) whose time has come goes as one mail to a member who is still a member,
// and is deleted. Every five minutes on a schedule, for every vendor; and as a staff command for one vendor, which the
// local stack and the tests run, since the emulators here do not fire schedules.
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { vendorPaths } from "@backlot/data";
import type { MailProductionDigestsCall, MailProductionDigestsResult } from "@backlot/domain";
import type { Production } from "@backlot/domain/production";
import { queueMail } from "../../mail/queue-mail.js";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import type { VendorDocument } from "../../shared/vendor-document.js";
import { productionDigestMail } from "./digest-mail.js";
import type { WaitingProductionMail } from "./production-activity.js";

/** Waiting mails one run takes; the next run takes the rest. */
const perRun = 500;

/**
 * Mails every waiting mail of `vendorId` whose quiet period is over (every vendor's when null), each in its own
 * transaction: one mail per member and list, to the member's address as the production holds it now. Returns how
 * many went.
 */
export async function mailDueProductionDigests(db: Firestore, vendorId: string | null, now = Date.now()) {
  const waiting = vendorId ? db.collection(vendorPaths(vendorId).productionMail) : db.collectionGroup("productionMail");
  const due = (await waiting.where("dueAt", "<=", Timestamp.fromMillis(now)).limit(perRun).get()).docs;
  let mailed = 0;
  for (const doc of due) {
    const sent = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      const mail = snap.data() as WaitingProductionMail | undefined;
      // Sent meanwhile by another run.
      if (!mail || mail.dueAt.toMillis() > now) return false;
      const paths = vendorPaths(mail.vendorId);
      const [vendorSnap, productionSnap] = await tx.getAll(
        db.doc(paths.vendor),
        db.doc(paths.production(mail.productionId)),
      );
      const vendor = vendorSnap?.data() as VendorDocument | undefined;
      const member = (productionSnap?.data() as Production | undefined)?.members[mail.uid];
      tx.delete(doc.ref);
      // A member removed since hears nothing more of the production.
      if (!vendor || !member) return false;
      const message = productionDigestMail(vendor, { ...mail, name: member.name });
      queueMail(db, tx, { to: member.email, message, vendorId: mail.vendorId, kind: "production-digest" });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

export const mailProductionDigests = onCall<MailProductionDigestsCall, Promise<MailProductionDigestsResult>>((call) =>
  answering(async () => {
    const { vendorId } = readCall("mailProductionDigests", call.data, (reader) => ({ vendorId: reader.vendorId() }));
    staffOf(call.auth, vendorId);
    return { mailed: await mailDueProductionDigests(firestore(), vendorId) };
  }),
);

export const mailProductionDigestsOnSchedule = onSchedule("every 5 minutes", async () => {
  await mailDueProductionDigests(firestore(), null);
});
