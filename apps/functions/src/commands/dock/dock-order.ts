// What the dock's commands share: the order in the transaction (refused, named, when there is none), and the names
// of its lines as the server priced them, for messages a person at the dock reads.
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { type Order, orderReference, pricedLineName } from "@backlot/domain";
import { refuse } from "../../shared/callable-errors.js";

export async function dockOrder(tx: Transaction, ref: DocumentReference, orderId: string): Promise<Order> {
  const order = (await tx.get(ref)).data() as Order | undefined;
  if (!order) refuse("not-found", `Order ${orderReference(orderId)} does not exist; open it again from the day plan`);
  return order;
}

/** A line's name as priced ("Bentwood chair (Walnut)"), else its key. */
export const lineNameOf =
  (order: Pick<Order, "lines" | "estimate">) =>
  (key: string): string =>
    pricedLineName(order, key);
