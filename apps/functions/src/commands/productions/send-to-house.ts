// What a coordinator's quote request, hold and order of a production's approved list share (decision 0049, "To the
// house"): the list named in the call, read as a coordinator of an approved list, and what sending it tells the
// production (the list records where it went, the feed says so, every other member hears of it).
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { type ProductionListRef, clientIdPattern } from "@backlot/domain";
import { type SentToHouse, noticeRecipients, sendToHouseProblem } from "@backlot/domain/production";
import type { CallReader } from "../../shared/call-data.js";
import { refuse } from "../../shared/callable-errors.js";
import type { CustomerCaller } from "../../shared/callers.js";
import { type OpenList, readListAs, touchProduction } from "./open-list.js";
import { requireRole } from "./production-caller.js";
import { prepareNotices, recordActivity } from "./production-activity.js";

/** The production's list a call names, if any: its two ids; a set list and a production's list together are refused. */
export function readProductionListRef(call: CallReader): ProductionListRef | null {
  const given = call.data.productionList;
  if (given === null || given === undefined) return null;
  const ids = typeof given === "object" && !Array.isArray(given) ? (given as Record<string, unknown>) : {};
  const id = (field: keyof ProductionListRef) => {
    const value = ids[field];
    if (typeof value === "string" && clientIdPattern.test(value)) return value;
    call.fail(`productionList.${field}`, "must be a document id (20 letters and digits)");
    return "";
  };
  const ref = { productionId: id("productionId"), listId: id("listId") };
  const setListId = call.data.setListId;
  if (setListId !== null && setListId !== undefined) {
    call.fail("productionList", "cannot go with a set list: send one or the other");
  }
  return ref;
}

/**
 * Reads the list in `tx` as the caller, who must be a coordinator of its production (`what`: "hold a list"), and the
 * list approved; refuses otherwise, an outsider as if the production did not exist.
 */
export async function readListToSend(
  db: Firestore,
  tx: Transaction,
  { vendorId, ref, caller, what }: { vendorId: string; ref: ProductionListRef; caller: CustomerCaller; what: string },
): Promise<OpenList> {
  const open = await readListAs(db, tx, { vendorId, ...ref, caller });
  requireRole(open, "sendToHouse", what);
  const problem = sendToHouseProblem(open.list);
  if (problem) refuse("failed-precondition", problem);
  return open;
}

/**
 * Reads what telling the production needs (so call it with the other reads, before any write), and returns the
 * writes: `sent` appended to the list, `text` in the feed, a notice to every other member.
 */
export async function prepareSentToHouse(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  open: OpenList,
  { kind, id, text }: { kind: SentToHouse["kind"]; id: string; text: string },
): Promise<() => void> {
  const { production, list, listId, by } = open;
  const productionId = open.ref.id;
  const write = await prepareNotices(db, tx, vendorId, [
    {
      kind: "sent_to_house",
      uids: noticeRecipients(production, "sent_to_house", open.uid),
      productionId,
      production,
      listId,
      listName: list.name,
      text,
    },
  ]);
  return () => {
    const sent: SentToHouse = { kind, id, by, at: new Date() };
    tx.update(open.listRef, {
      sent: FieldValue.arrayUnion(sent),
      rev: list.rev + 1,
      updatedAt: FieldValue.serverTimestamp(),
    });
    touchProduction(tx, open);
    recordActivity(db, tx, {
      vendorId,
      productionId,
      entry: { kind: "sent_to_house", by, listId, listName: list.name, text },
    });
    write();
  };
}

/** "3 approved props". */
export const approvedProps = (count: number): string => `${count} approved prop${count === 1 ? "" : "s"}`;
