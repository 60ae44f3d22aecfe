// sendPaper: a customer sends a paper for the prop house to review (a certificate of insurance, a tax exemption), or
// staff send it for them in an impersonated session (kept as actedBy). The server checks it with the one contract
// (checkSentPaper: the fields, and a file under the customer's own folder) and stores it "sent"; only staff move it
// on (reviewPaper). The client makes the id, so a retry after a lost answer is the same paper, not a second.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type PaperResult, type SendPaperCall, checkSentPaper, limits } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { accountKey, actedByField, customerAt } from "../../shared/callers.js";
import { rateLimitSlot } from "../../shared/rate-limit.js";
import { readVendor } from "../../shared/vendor-document.js";
import { storedFile } from "../../shared/paper-files.js";

const paperRateLimit = { requests: limits.paperwork.sentPerHour, windowMs: 3_600_000 };

function readPaper(data: unknown): Omit<SendPaperCall, "paper"> & { paper: unknown } {
  return readCall("sendPaper", data, (call) => ({
    vendorId: call.vendorId(),
    paperId: call.id("paperId"),
    paper: call.object("paper"),
  }));
}

export const sendPaper = onCall<SendPaperCall, Promise<PaperResult>>((call) =>
  answering(async () => {
    const { vendorId, paperId, paper: input } = readPaper(call.data);
    const { uid, actedBy } = await customerAt(call.auth, vendorId);
    const checked = checkSentPaper(input, { vendorId, uid });
    // The file must be in the store (the customer uploads it first, into their own folder: storage.rules), and the
    // paper records what the store holds, not what the customer says it is.
    const stored = await storedFile(checked.file.path);
    if (!stored)
      refuse(
        "failed-precondition",
        `${checked.file.name} is not in the file store (${checked.file.path}); upload it again, then send the paper`,
      );
    const paper = { ...checked, file: { ...checked.file, ...stored } };
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).paper(paperId));
    return db.runTransaction(async (tx) => {
      await readVendor(db, tx, vendorId);
      const existing = (await tx.get(ref)).data();
      if (existing) {
        if (existing.uid === uid) return { paperId };
        refuse("already-exists", `Paper ${paperId} exists already; send it again to get a new id`);
      }
      const slot = await rateLimitSlot(
        db,
        tx,
        { vendorId, caller: accountKey("papers", uid), limit: paperRateLimit },
        (retryAt) =>
          refuse(
            "resource-exhausted",
            `You have sent ${paperRateLimit.requests} papers in the last hour; send this one after ` +
              `${retryAt.toISOString().slice(11, 16)} UTC, or call the prop house`,
          ),
      );
      slot.take();
      tx.create(ref, { ...paper, uid, state: "sent", sentAt: FieldValue.serverTimestamp(), ...actedByField(actedBy) });
      return { paperId };
    });
  }),
);
