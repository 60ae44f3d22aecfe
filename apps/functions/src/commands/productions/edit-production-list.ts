// editProductionList: a buyer's edits to a list, applied together in the transaction to what is stored then
// (applyListEdits), so two buyers editing at once lose nothing: Firestore runs the loser of a race again on the
// winner's result. Props added or offered must be in the catalogue, listed, in a variant they offer. Decided lines
// whose prop or quantity change wait for the designer again; an approved list is reopened before its props change.
import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import type { EditProductionListCall, ProductionListResult } from "@backlot/domain";
import { type ListEdit, type ProductionList, applyListEdits, noticeRecipients } from "@backlot/domain/production";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { refuseHiddenProps } from "../catalogue/hidden-props.js";
import { catalogueLinePrice, storedPropsById } from "../catalogue/line-props.js";
import { editSentence, offeredSentences } from "./list-sentences.js";
import { actorName, applying, listIds, readListAs, touchProduction } from "./open-list.js";
import { productionCustomer, requireRole } from "./production-caller.js";
import { prepareNotices, recordActivity } from "./production-activity.js";
import { readListEdits } from "./read-list-edits.js";

/**
 * Firestore keeps a document to 1 MiB: a list is refused a little short of it, with room for the field names and
 * timestamps the estimate (its JSON) counts differently, rather than failing the write with Firestore's own error.
 */
const listSizeLimitBytes = 900 * 1024;

/** Edits that change what an approved list sends to the house: the list is reopened first. */
const changesApprovedProps: readonly ListEdit["kind"][] = ["addLine", "setQuantity", "removeLine", "offerAlternative"];

/** The props an edit brings onto the list, which the catalogue must offer. */
const newProps = (edits: readonly ListEdit[]) =>
  edits.flatMap((edit) =>
    edit.kind === "addLine" || edit.kind === "offerAlternative"
      ? [{ propId: edit.propId, ...(edit.variantId ? { variantId: edit.variantId } : {}) }]
      : [],
  );

export const editProductionList = onCall<EditProductionListCall, Promise<ProductionListResult>>((call) =>
  answering(async () => {
    const { vendorId, productionId, listId, edits } = readCall("editProductionList", call.data, (reader) => ({
      ...listIds(reader),
      edits: readListEdits(reader),
    }));
    const caller = await productionCustomer(call.auth, vendorId);
    const db = firestore();
    const paths = vendorPaths(vendorId);
    return db.runTransaction(async (tx) => {
      const open = await readListAs(db, tx, { vendorId, productionId, listId, caller });
      requireRole(open, "editLists", "change a list");
      const { list, production, by } = open;
      const locked = edits.some((edit) => changesApprovedProps.includes(edit.kind));
      if (list.state === "approved" && locked) {
        refuse("failed-precondition", `"${list.name}" is approved: reopen it to add, change or remove its props`);
      }
      // One read of every prop the call touches: those it brings (checked) and those of the lines it names.
      const adding = newProps(edits);
      const named = edits.flatMap((edit) =>
        "lineId" in edit ? list.lines.filter((line) => line.id === edit.lineId).map((line) => line.propId) : [],
      );
      const ids = [...new Set([...adding.map((prop) => prop.propId), ...named])];
      const snaps = ids.length ? await tx.getAll(...ids.map((id) => db.doc(paths.prop(id)))) : [];
      const props = storedPropsById(snaps);
      const whatToDo = "Choose another prop from the catalogue";
      for (const prop of adding) {
        if (!props.has(prop.propId)) {
          refuse("failed-precondition", `Prop ${prop.propId} is not in the catalogue. ${whatToDo}`, {
            propId: prop.propId,
          });
        }
      }
      refuseHiddenProps(
        snaps.filter((snap) => adding.some((prop) => prop.propId === snap.id)),
        whatToDo,
      );
      for (const prop of adding) catalogueLinePrice(props, prop, whatToDo);
      const nameOf = (propId: string) => {
        const name = props.get(propId)?.name;
        return typeof name === "string" && name ? name : propId;
      };

      const applied = applying(() => applyListEdits(list, edits, by, new Date()));
      // Nothing changed (a retry, or edits that were already so): nothing is written or told.
      if (applied.done.length === 0) return { rev: list.rev };
      const next: ProductionList = { ...list, ...applied.list, rev: list.rev + 1 };
      const size = Buffer.byteLength(JSON.stringify(next));
      if (size > listSizeLimitBytes) {
        refuse(
          "resource-exhausted",
          `"${list.name}" would be too large to keep (about ${Math.round(size / 1024)} KB of ` +
            `${listSizeLimitBytes / 1024} KB): shorten its notes, or move some of its groups to another list`,
        );
      }
      const who = actorName(by);
      const offered = offeredSentences(who, applied.done, nameOf, applied.list.name);
      const write = await prepareNotices(
        db,
        tx,
        vendorId,
        offered.map((text) => ({
          kind: "alternative_offered" as const,
          uids: noticeRecipients(production, "alternative_offered", open.uid),
          productionId,
          production,
          listId,
          listName: applied.list.name,
          text,
        })),
      );

      tx.update(open.listRef, { ...applied.list, rev: next.rev, updatedAt: FieldValue.serverTimestamp() });
      touchProduction(tx, open);
      recordActivity(db, tx, {
        vendorId,
        productionId,
        entry: {
          kind: "list_edited",
          by,
          listId,
          listName: applied.list.name,
          text: editSentence(who, applied.done, nameOf),
          lineIds: [...new Set(applied.done.flatMap((each) => (each.lineId ? [each.lineId] : [])))],
        },
      });
      write();
      return { rev: next.rev };
    });
  }),
);
