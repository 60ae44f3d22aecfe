// reviewPaper: staff accept a paper that awaits review, or reject it with a reason the customer reads. Only staff of
// the vendor, and only a paper that is "sent": an accepted or rejected one stays as it is (the customer sends another).
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CommandDone, type Paper, type ReviewPaperCall, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";

function readReview(data: unknown): ReviewPaperCall {
  return readCall("reviewPaper", data, (call) => {
    const decision = call.oneOf("decision", ["accept", "reject"] as const);
    const reason = call.text("reason", { max: limits.paperwork.reason, required: decision === "reject" });
    return { vendorId: call.vendorId(), paperId: call.id("paperId"), decision, reason };
  });
}

export const reviewPaper = onCall<ReviewPaperCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, paperId, decision, reason } = readReview(call.data);
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).paper(paperId));
    return db.runTransaction(async (tx) => {
      const paper = (await tx.get(ref)).data() as Paper | undefined;
      if (!paper) refuse("not-found", `Paper ${paperId} does not exist`);
      if (paper.state !== "sent") refuse("failed-precondition", `Paper ${paperId} is "${paper.state}" already`);
      tx.update(ref, {
        state: decision === "accept" ? "accepted" : "rejected",
        ...(decision === "reject" ? { rejectedReason: reason } : {}),
        reviewedBy: staff.uid,
        reviewedByName: staff.name,
        reviewedAt: FieldValue.serverTimestamp(),
      });
      return { ok: true } as const;
    });
  }),
);
