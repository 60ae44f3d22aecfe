// markNoticesSeen: a member opened their notices, so the header's badge goes to nought. Only the caller's own notices
// (productionNotices/{their uid}); the notices themselves stay for the list. Written by the server alone, as every
// notice is, so the count cannot be set to anything else.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import type { CommandDone, MarkNoticesSeenCall } from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering } from "../../shared/callable-errors.js";
import { productionCustomer } from "./production-caller.js";

export const markNoticesSeen = onCall<MarkNoticesSeenCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId } = readCall("markNoticesSeen", call.data, (reader) => ({ vendorId: reader.vendorId() }));
    const { uid } = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).productionNotices(uid));
    await db.runTransaction(async (tx) => {
      const seen = { unread: 0, updatedAt: FieldValue.serverTimestamp() };
      // A member with no notices yet gets the document the header listens to, with nothing in it.
      if ((await tx.get(ref)).exists) tx.update(ref, seen);
      else tx.create(ref, { ...seen, items: [] });
    });
    return { ok: true as const };
  }),
);
