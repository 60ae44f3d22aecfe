// The digest of customers' messages that waited out a quiet period (vendor-mail.ts): every five
// minutes on a schedule, for every vendor; and as a staff command for one vendor, which the local
// stack and the tests run, since the emulators here do not fire schedules.
import { onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import type { MailMessageDigestsCall, MailMessageDigestsResult } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { mailDueDigests } from "./vendor-mail.js";

export const mailMessageDigests = onCall<MailMessageDigestsCall, Promise<MailMessageDigestsResult>>((call) =>
  answering(async () => {
    const { vendorId } = readCall("mailMessageDigests", call.data, (reader) => ({ vendorId: reader.vendorId() }));
    staffOf(call.auth, vendorId);
    return { mailed: await mailDueDigests(firestore(), vendorId) };
  }),
);

export const mailMessageDigestsOnSchedule = onSchedule("every 5 minutes", async () => {
  await mailDueDigests(firestore(), null);
});
