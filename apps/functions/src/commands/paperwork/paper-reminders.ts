// Reminders before a paper runs out (reminderDue: 14 days and 1 day before its last day, and on the day) and the
// paper marked "expired" the day after. Hourly on a schedule for every vendor, each on its own calendar; and as a
// staff command for one vendor, which the local stack and the tests run, since the emulators here fire no schedules.
// On the emulators the command also takes the day to run as, so a test controls the clock.
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type MailPaperRemindersCall,
  type MailPaperRemindersResult,
  type Paper,
  type VendorUser,
  formatCalendarDate,
  isCalendarDate,
  lastDayOf,
  paperNames,
  reminderDue,
  vendorToday,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailTexts } from "../../mail/mail-texts.js";
import { queueMail } from "../../mail/queue-mail.js";
import type { VendorDocument } from "../../shared/vendor-document.js";

/** The paper in a few words for its reminder: "Film Risk Mutual, policy FRM-204". */
function described(paper: Paper): string {
  if (paper.kind === "insurance") return `${paper.insurer}, policy ${paper.policyNumber}`;
  if (paper.kind === "taxExemption") return `${paper.form}, ${paper.region}`;
  return paper.terms;
}

/** Mails what is due and expires what has run out for one vendor's accepted papers, on `today` (else the vendor's). */
export async function remindAboutPapers(
  db: Firestore,
  vendorId: string,
  today?: CalendarDate,
): Promise<MailPaperRemindersResult> {
  const paths = vendorPaths(vendorId);
  const accepted = await db.collection(paths.papers).where("state", "==", "accepted").get();
  let mailed = 0;
  let expired = 0;
  for (const snap of accepted.docs) {
    // Each paper in its own transaction: two runs at once send one reminder.
    const outcome = await db.runTransaction(async (tx) => {
      const [paperSnap, vendorSnap] = await tx.getAll(snap.ref, db.doc(paths.vendor));
      const paper = paperSnap?.data() as (Paper & { remindedFor?: number[] }) | undefined;
      const vendor = vendorSnap?.data() as VendorDocument | undefined;
      if (!paper || !vendor) return null;
      const day = today ?? vendorToday(vendor.timezone ?? "UTC");
      const due = reminderDue(paper, day);
      if (due.expire) {
        tx.update(snap.ref, { state: "expired", expiredAt: FieldValue.serverTimestamp() });
        return "expired";
      }
      if (!due.remind) return null;
      const customer = (await tx.get(db.doc(paths.user(paper.uid)))).data() as VendorUser | undefined;
      const lastDay = lastDayOf(paper) as CalendarDate;
      if (customer?.email) {
        const message = mailTexts.paperRunsOut(vendor, {
          name: customer.displayName || customer.firstName || customer.email,
          paperName: paperNames[paper.kind],
          described: described(paper),
          lastDay: formatCalendarDate(lastDay, vendor.locale ?? "en-US"),
          daysLeft: due.remind.daysLeft,
        });
        queueMail(db, tx, { to: customer.email, message, vendorId, kind: "paper-reminder" });
      }
      tx.update(snap.ref, { remindedFor: FieldValue.arrayUnion(...due.remind.marks) });
      return "mailed";
    });
    if (outcome === "mailed") mailed += 1;
    if (outcome === "expired") expired += 1;
  }
  return { mailed, expired };
}

export const mailPaperReminders = onCall<MailPaperRemindersCall, Promise<MailPaperRemindersResult>>((call) =>
  answering(async () => {
    const { vendorId, today } = readCall("mailPaperReminders", call.data, (reader) => {
      const given = reader.data.today;
      // Only where nothing real is mailed may a caller say what day it is.
      if (given !== undefined && (process.env.FUNCTIONS_EMULATOR !== "true" || !isCalendarDate(given)))
        reader.fail("today", "may be given on the emulators only, as a date like 2026-12-01");
      return { vendorId: reader.vendorId(), today: isCalendarDate(given) ? given : undefined };
    });
    staffOf(call.auth, vendorId);
    return remindAboutPapers(firestore(), vendorId, today);
  }),
);

export const mailPaperRemindersOnSchedule = onSchedule("every 1 hours", async () => {
  const db = firestore();
  for (const vendor of await db.collection("vendors").listDocuments()) await remindAboutPapers(db, vendor.id);
});
