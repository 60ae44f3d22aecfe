// grantAccountTerms: staff put a customer's account on terms (invoiced after the rental, "Net 30") up to a credit
// limit. It is a paper like the others, accepted at once, so the release checklist reads one collection.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type GrantAccountTermsCall, type PaperResult, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";

function readGrant(data: unknown): GrantAccountTermsCall {
  return readCall("grantAccountTerms", data, (call) => {
    const creditLimit = call.data.creditLimit;
    if (
      typeof creditLimit !== "number" ||
      !Number.isInteger(creditLimit) ||
      creditLimit < 1 ||
      creditLimit > limits.paperwork.amount
    )
      call.fail("creditLimit", `must be a whole number of cents from 1 to ${limits.paperwork.amount}`);
    return {
      vendorId: call.vendorId(),
      uid: call.uid("uid"),
      terms: call.text("terms", { max: limits.paperwork.terms, required: true }),
      creditLimit: creditLimit as number,
    };
  });
}

export const grantAccountTerms = onCall<GrantAccountTermsCall, Promise<PaperResult>>((call) =>
  answering(async () => {
    const { vendorId, uid, terms, creditLimit } = readGrant(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    const customer = await db.doc(paths.user(uid)).get();
    if (!customer.exists) refuse("not-found", `No customer ${uid} at ${vendorId}`);
    const ref = db.collection(paths.papers).doc();
    await ref.create({
      uid,
      kind: "accountTerms",
      state: "accepted",
      terms,
      creditLimit,
      sentAt: FieldValue.serverTimestamp(),
      reviewedBy: staff.uid,
      reviewedByName: staff.name,
      reviewedAt: FieldValue.serverTimestamp(),
    });
    return { paperId: ref.id };
  }),
);
