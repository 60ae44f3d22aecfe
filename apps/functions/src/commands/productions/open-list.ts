// What every command on a production's list shares: the call's ids, the list read in the transaction after its
// production (so membership is checked first and an outsider learns nothing of the list), the member's name as the
// feed writes it, and the production's "most recently active" time, which the header's switcher orders by.
import { type DocumentReference, FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { actedForLabel } from "@backlot/domain";
import { ListEditProblem, type MemberRef, type ProductionList } from "@backlot/domain/production";
import type { CallReader } from "../../shared/call-data.js";
import { refuse } from "../../shared/callable-errors.js";
import type { CustomerCaller } from "../../shared/callers.js";
import { type ProductionCaller, readProductionAs } from "./production-caller.js";

/** The ids naming a list in a call. */
export const listIds = (reader: CallReader) => ({
  vendorId: reader.vendorId(),
  productionId: reader.id("productionId"),
  listId: reader.id("listId"),
});

export interface OpenList extends ProductionCaller {
  listId: string;
  listRef: DocumentReference;
  list: ProductionList;
}

/** Reads the production (refusing a non-member as if it did not exist), then the list, in `tx`. */
export async function readListAs(
  db: Firestore,
  tx: Transaction,
  {
    vendorId,
    productionId,
    listId,
    caller,
  }: { vendorId: string; productionId: string; listId: string; caller: CustomerCaller },
): Promise<OpenList> {
  const member = await readProductionAs(db, tx, { vendorId, productionId, caller });
  const listRef = db.doc(vendorPaths(vendorId).productionList(productionId, listId));
  const list = (await tx.get(listRef)).data() as ProductionList | undefined;
  if (!list) refuse("not-found", `${member.production.name} has no list ${listId}: reload the production's lists`);
  return { ...member, listId, listRef, list };
}

/** How the feed's sentences name who acted: the member, or "Sam (staff) for Dana Reyes". */
export const actorName = (by: MemberRef): string =>
  by.actedBy ? actedForLabel(by.actedBy.staffName, by.name) : by.name;

/** The production was active now: first in its members' switcher and the console's desk. */
export const touchProduction = (tx: Transaction, open: Pick<ProductionCaller, "ref">): void => {
  tx.update(open.ref, { updatedAt: FieldValue.serverTimestamp() });
};

/** Runs the domain's edit or review, refusing the whole call in its words when one cannot apply. */
export function applying<T>(apply: () => T): T {
  try {
    return apply();
  } catch (error) {
    if (error instanceof ListEditProblem) refuse("failed-precondition", error.message);
    throw error;
  }
}

/** "Lamp (BPH-1)" where the catalogue's name is known, else the id. */
export type PropNames = (propId: string) => string;

/** The catalogue's names of `propIds`, read in `tx` (names only); an id the catalogue lacks names itself. */
export async function readPropNames(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  propIds: readonly string[],
): Promise<PropNames> {
  const ids = [...new Set(propIds)];
  const snaps = ids.length
    ? await tx.getAll(...ids.map((id) => db.doc(vendorPaths(vendorId).prop(id))), { fieldMask: ["name"] })
    : [];
  const names = new Map(
    snaps.flatMap((snap) => {
      const name = snap.get("name") as unknown;
      return typeof name === "string" && name ? [[snap.id, name] as const] : [];
    }),
  );
  return (propId) => names.get(propId) ?? propId;
}

/** "a", "a and b", "a, b and c". */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
