// Hidden props (listed: false) are the prop house's alone: staff see them, and no hold, order, quote
// or answer may name one, whoever asks. Every command that takes prop ids checks them here, so the
// refusal says the same thing wherever a customer meets it.
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { vendorPaths } from "@backlot/data";
import { refuse } from "../../shared/callable-errors.js";

/** Whether a stored prop is hidden from customers (an absent flag means listed, as pushes before it wrote). */
export const isHidden = (prop: { listed?: unknown } | undefined): boolean => prop?.listed === false;

/** What a refusal tells the caller to do: take it off a list they can change, or ask the prop house. */
export const takeItOff = (where: string) => `Take it off ${where} and try again`;

/** Refuses naming the first hidden prop among `snaps` (prop documents), and says what to do (`whatToDo`). */
export function refuseHiddenProps(snaps: readonly (DocumentSnapshot | undefined)[], whatToDo: string): void {
  const hidden = snaps.find((snap) => isHidden(snap?.data()));
  if (!hidden) return;
  const name = hidden.get("name") as unknown;
  refuse(
    "failed-precondition",
    `${typeof name === "string" ? `${name} (${hidden.id})` : `Prop ${hidden.id}`} is no longer offered: the prop ` +
      `house has hidden it from the catalogue. ${whatToDo}`,
    { hiddenPropId: hidden.id },
  );
}

/** Reads the props `propIds` in `tx` (names and flags only) and refuses any hidden one. */
export async function refuseHiddenPropIds(
  db: Firestore,
  tx: Transaction,
  vendorId: string,
  propIds: readonly string[],
  whatToDo: string,
): Promise<void> {
  const ids = [...new Set(propIds)];
  if (!ids.length) return;
  const paths = vendorPaths(vendorId);
  const snaps = await tx.getAll(...ids.map((id) => db.doc(paths.prop(id))), { fieldMask: ["name", "listed"] });
  refuseHiddenProps(snaps, whatToDo);
}
