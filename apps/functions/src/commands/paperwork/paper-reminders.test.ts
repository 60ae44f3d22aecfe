// Reminders before a paper runs out, on the emulators and on a clock the test controls (mailPaperReminders takes the
// day on the emulators): mailed 14 days and 1 day before, and on the day, once each; expired the day after. Only the
// vendor's staff run it.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type MailPaperRemindersResult, newVendorUser } from "@backlot/domain";
import {
  type Caller,
  adminFirestore,
  closeCallers,
  describeOnEmulators,
  mailTo,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
} from "../../../test/world.js";

const vendorId = "test-reminder-house";
const paths = vendorPaths(vendorId);
const vendor = { ...testVendor(vendorId), locale: "en-US" };

describeOnEmulators("mailPaperReminders", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;
  const runOn = (today: string) => staff.call<MailPaperRemindersResult>("mailPaperReminders", { vendorId, today });
  const reminders = async () =>
    (await mailTo(db, customer.email)).filter((mail) => mail.kind === "paper-reminder").map((mail) => mail.message);

  beforeAll(async () => {
    db = adminFirestore(emulators);
    await db.doc(paths.vendor).set(vendor);
    [staff, customer] = await Promise.all([staffCaller(emulators, vendorId), signedInCaller(emulators)]);
    const record = newVendorUser({ email: customer.email, vendorId, vendorName: vendor.name, now: new Date() });
    await db.doc(paths.user(customer.uid)).set({ ...record, firstName: "Jo", displayName: "Jo Rivera" });
    await db.doc(paths.paper("coi")).set({
      uid: customer.uid,
      kind: "insurance",
      state: "accepted",
      insurer: "Film Risk Mutual",
      policyNumber: "FRM-204",
      coverageStart: "2027-01-01",
      coverageEnd: "2027-03-02",
    });
    // Awaiting review: no reminder, whatever its dates.
    await db
      .doc(paths.paper("sent"))
      .set({ uid: customer.uid, kind: "taxExemption", state: "sent", expiresOn: "2027-03-02" });
  });
  afterAll(() => closeCallers());

  it("mails 14 days and 1 day before the last day and on it, once each; the paper expires the day after", async () => {
    expect(await runOn("2027-02-15")).toEqual({ mailed: 0, expired: 0 });
    expect(await runOn("2027-02-16")).toEqual({ mailed: 1, expired: 0 });
    expect(await runOn("2027-02-16")).toEqual({ mailed: 0, expired: 0 });
    expect(await runOn("2027-03-01")).toEqual({ mailed: 1, expired: 0 });
    expect(await runOn("2027-03-02")).toEqual({ mailed: 1, expired: 0 });
    expect((await reminders()).map((message) => message.subject)).toEqual([
      "Your certificate of insurance runs out on Mar 2, 2027",
      "Your certificate of insurance runs out on Mar 2, 2027",
      "Your certificate of insurance runs out today",
    ]);
    expect((await reminders())[0]?.text).toContain(
      "Hello Jo Rivera,\n\nThe certificate of insurance we hold for you (Film Risk Mutual, policy FRM-204) is good " +
        "until Mar 2, 2027.",
    );
    expect(await runOn("2027-03-03")).toEqual({ mailed: 0, expired: 1 });
    expect((await db.doc(paths.paper("coi")).get()).data()).toMatchObject({
      state: "expired",
      remindedFor: [14, 1, 0],
    });
    expect((await db.doc(paths.paper("sent")).get()).data()).toMatchObject({ state: "sent" });
  });

  it("is staff's to run, and only for their own vendor", async () => {
    for (const caller of [customer, await staffCaller(emulators, "another-prop-house")]) {
      expect(await refusal(caller.call("mailPaperReminders", { vendorId }))).toMatchObject({
        code: "functions/permission-denied",
        message: `Only ${vendorId} staff can do this`,
      });
    }
    expect(await refusal(staff.call("mailPaperReminders", { vendorId, today: "March" }))).toMatchObject({
      code: "functions/invalid-argument",
      details: { fieldErrors: { today: "may be given on the emulators only, as a date like 2026-12-01" } },
    });
  });
});
