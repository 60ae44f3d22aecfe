// moveProductionList: a list's state moves (listMoves): a buyer sends it for review or reopens it, a designer
// approves it or requests changes, each with a word for the feed and the mail. Whom it concerns hears of it.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { type MoveProductionListCall, type ProductionListResult, limits, multiLine } from "@backlot/domain";
import {
  type ListMove,
  type NoticeKind,
  listMoveProblem,
  listMoves,
  noticeRecipients,
} from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { moveSentence } from "./list-sentences.js";
import { actorName, listIds, readListAs, touchProduction } from "./open-list.js";
import { productionCustomer, requireRole } from "./production-caller.js";
import { prepareNotices, recordActivity } from "./production-activity.js";

const moves = Object.keys(listMoves) as ListMove[];

/** Who hears of a move; a reopened list concerns only the buyers, who do it. */
const moveNotices: Record<ListMove, NoticeKind | null> = {
  send_for_review: "review_requested",
  approve: "list_approved",
  request_changes: "changes_requested",
  reopen: null,
};

/** What the member is refused doing, in their words. */
const moveWords: Record<ListMove, string> = {
  send_for_review: "send a list for review",
  approve: "approve a list",
  request_changes: "request changes to a list",
  reopen: "reopen a list",
};

export const moveProductionList = onCall<MoveProductionListCall, Promise<ProductionListResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, listId, move, note } = readCall("moveProductionList", call.data, (reader) => ({
      ...listIds(reader),
      move: reader.oneOf("move", moves),
      note: multiLine(reader.text("note", { max: limits.production.reason })),
    }));
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const open = await readListAs(db, tx, { vendorId, productionId, listId, caller });
      requireRole(open, listMoves[move].by, moveWords[move]);
      const { list, production, by } = open;
      // A retry of a move that happened finds the list where it went: the same answer, nothing twice.
      if (list.state === listMoves[move].to && list.stateChangedBy?.uid === open.uid) return { rev: list.rev };
      const problem = listMoveProblem(list, move);
      if (problem) refuse("failed-precondition", problem);
      const text = moveSentence(actorName(by), move, list.name, note);
      const kind = moveNotices[move];
      const write = await prepareNotices(
        db,
        tx,
        vendorId,
        kind
          ? [
              {
                kind,
                uids: noticeRecipients(production, kind, open.uid),
                productionId,
                production,
                listId,
                listName: list.name,
                text,
              },
            ]
          : [],
      );
      const rev = list.rev + 1;
      const now = new Date();
      tx.update(open.listRef, {
        state: listMoves[move].to,
        stateChangedBy: by,
        stateChangedAt: now,
        rev,
        updatedAt: FieldValue.serverTimestamp(),
      });
      touchProduction(tx, open);
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: { kind: "list_moved", by, listId, listName: list.name, text },
      });
      write();
      return { rev };
    });
  }),
);
