// commentOnList: a member (not a viewer) comments on a list or one of its lines. "@Dana" mentions a member, found by
// the server (mentionedMembers), who gets a notice and the comment in their mail about the list. The client makes the
// comment's id, so a retry posts one comment.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import { type CommentOnListCall, type ProductionListResult, limits, multiLine } from "@backlot/domain";
import { type ListComment, mentionedMembers } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { actorName, listIds, readListAs, readPropNames, touchProduction } from "./open-list.js";
import { productionCustomer, requireRole } from "./production-caller.js";
import { prepareNotices, recordActivity } from "./production-activity.js";

/** How much of a comment the feed and the notice quote. */
const quoted = 140;

const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, " ");
  return line.length > quoted ? `${line.slice(0, quoted - 1)}…` : line;
};

function readComment(data: unknown): CommentOnListCall {
  return readCall("commentOnList", data, (reader) => ({
    ...listIds(reader),
    commentId: reader.id("commentId"),
    lineId: reader.data.lineId === null || reader.data.lineId === undefined ? null : reader.id("lineId"),
    body: multiLine(reader.text("body", { max: limits.production.comment, required: true })),
  }));
}

export const commentOnList = onCall<CommentOnListCall, Promise<ProductionListResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, listId, commentId, lineId, body } = readComment(call.data);
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const open = await readListAs(db, tx, { vendorId, productionId, listId, caller });
      requireRole(open, "comment", "comment on a list");
      const { list, production, by } = open;
      const ref = db.doc(vendorPaths(vendorId).listComment(productionId, listId, commentId));
      if ((await tx.get(ref)).exists) return { rev: list.rev };
      const line = lineId === null ? null : list.lines.find((each) => each.id === lineId);
      if (line === undefined) {
        refuse("failed-precondition", `That line is no longer on "${list.name}" (a buyer removed it): reload`);
      }
      if ((list.commentCount ?? 0) >= limits.production.comments) {
        refuse(
          "resource-exhausted",
          `"${list.name}" has ${limits.production.comments} comments, the most a list keeps: start another list`,
        );
      }
      const nameOf = await readPropNames(db, tx, vendorId, line ? [line.propId] : []);
      const who = actorName(by);
      const where = line ? `${nameOf(line.propId)} on ${list.name}` : list.name;
      const mentions = mentionedMembers(body, production.members);
      const write = await prepareNotices(db, tx, vendorId, [
        {
          kind: "mentioned",
          uids: mentions.filter((uid) => uid !== open.uid),
          productionId,
          production,
          listId,
          listName: list.name,
          text: `${who} mentioned you on ${where}: "${excerpt(body)}"`,
        },
      ]);
      const comment: ListComment = { lineId, body, mentions, by, at: new Date() };
      tx.create(ref, comment);
      tx.update(open.listRef, { commentCount: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
      touchProduction(tx, open);
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: {
          kind: "commented",
          by,
          listId,
          listName: list.name,
          text: `${who} commented on ${where}: "${excerpt(body)}"`,
          lineIds: lineId ? [lineId] : [],
        },
      });
      write();
      return { rev: list.rev };
    });
  }),
);
