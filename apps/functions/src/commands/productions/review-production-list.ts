// reviewProductionList: a designer decides lines of a list in review (approve, reject with a reason, ask for
// alternatives, choose one offered, or set back to waiting), applied to what is stored then (applyReview). The buyers
// hear of it: a notice, and their mail about the list gathering until its quiet period is over.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import type { ProductionListResult, ReviewProductionListCall } from "@backlot/domain";
import { applyReview, listStateLabels, noticeRecipients, reviewOpen } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { decisionDetails, reviewSentence } from "./list-sentences.js";
import { actorName, applying, listIds, readListAs, readPropNames, touchProduction } from "./open-list.js";
import { productionCustomer, requireRole } from "./production-caller.js";
import { prepareNotices, recordActivity } from "./production-activity.js";
import { readReviewDecisions } from "./read-list-edits.js";

export const reviewProductionList = onCall<ReviewProductionListCall, Promise<ProductionListResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, listId, decisions } = readCall("reviewProductionList", call.data, (reader) => ({
      ...listIds(reader),
      decisions: readReviewDecisions(reader),
    }));
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const open = await readListAs(db, tx, { vendorId, productionId, listId, caller });
      requireRole(open, "review", "decide a list's lines");
      const { list, production, by } = open;
      if (!reviewOpen(list)) {
        refuse(
          "failed-precondition",
          `"${list.name}" is ${listStateLabels[list.state].toLowerCase()}, not in review: its lines are decided ` +
            "while it is in review (a buyer sends it)",
        );
      }
      const applied = applying(() => applyReview(list.lines, decisions, by, new Date()));
      if (applied.decided.length === 0) return { rev: list.rev };
      const nameOf = await readPropNames(
        db,
        tx,
        vendorId,
        applied.decided.map((each) => each.propId),
      );
      const text = reviewSentence(actorName(by), applied.decided, list.name);
      const details = decisionDetails(applied.decided, nameOf);
      const write = await prepareNotices(db, tx, vendorId, [
        {
          kind: "lines_reviewed",
          uids: noticeRecipients(production, "lines_reviewed", open.uid),
          productionId,
          production,
          listId,
          listName: list.name,
          text: details.length ? `${text} (${details.join("; ")})` : text,
        },
      ]);
      const rev = list.rev + 1;
      tx.update(open.listRef, { lines: applied.lines, rev, updatedAt: FieldValue.serverTimestamp() });
      touchProduction(tx, open);
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: {
          kind: "lines_reviewed",
          by,
          listId,
          listName: list.name,
          text,
          lineIds: [...new Set(applied.decided.map((each) => each.lineId))],
        },
      });
      write();
      return { rev };
    });
  }),
);
