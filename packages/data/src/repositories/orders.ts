// Orders as stored and read (the order itself is @backlot/domain's). On Firebase the placeOrder
// function stores them, with the estimate it worked out from the catalogue in Firestore (no client
// writes an order). Here, where no server runs (the embedded store), an order carries no price, and
// its estimate is worked out from the catalogue's current rates and the tenant's weekly schedule
// whenever it is read.
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import {
  type Order,
  type OrderInput,
  type PricingTerms,
  type RentalEstimate,
  type SetList,
  type SetListLine,
  type VariantSource,
  checkQuoteRequest,
  estimateRental,
  lineKey,
  linePrice,
  newOrder,
  rentalWeeks,
  requestForSetList,
  variantIdOf,
  withVariant,
} from "@backlot/domain";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

/** An order as read: with its estimate at the catalogue's current rates (null if a prop is gone). */
export interface PricedOrder extends Omit<Order, "estimate"> {
  id: string;
  estimate: RentalEstimate | null;
}

/** What the catalogue says a prop (and each of its variants) costs now. */
export type PriceLookup = (propId: string) => Promise<VariantSource | undefined>;

/** A customer's orders, newest first (their orders page, and their page in the console). */
export const ordersOfCustomer = (vendorId: string, uid: string): QuerySpec => ({
  collection: vendorPaths(vendorId).orders,
  where: [["uid", "==", uid]],
  orderBy: [["createdAt", "desc"]],
});

export function orders(
  store: DocumentStore,
  {
    vendorId,
    terms,
    priceOf,
  }: {
    vendorId: string;
    /** The prices' terms, or how to find them when asked (a storefront's chosen pickup location has its own). */
    terms: PricingTerms | (() => PricingTerms);
    priceOf: PriceLookup;
  },
) {
  const paths = vendorPaths(vendorId);

  /**
   * Prices lines at today's rates, each in its variant, or says what the catalogue no longer offers: the first
   * prop gone, or a variant its prop no longer has.
   */
  async function estimate(
    lines: readonly SetListLine[],
    weeks: number,
  ): Promise<RentalEstimate | { missing: string; variantProblem?: string }> {
    const priced = [];
    for (const line of lines) {
      const prop = await priceOf(line.propId);
      const price = prop ? linePrice(prop, line.propId, variantIdOf(line)) : undefined;
      if (!price) return { missing: line.propId };
      if ("problem" in price) return { missing: lineKey(line), variantProblem: price.problem };
      const { name, weeklyRate } = price;
      priced.push({ propId: line.propId, ...withVariant(line), name, weeklyRate, quantity: line.quantity });
    }
    return estimateRental(priced, weeks, typeof terms === "function" ? terms() : terms);
  }

  /** A customer's orders, newest first (for listeners such as the app's query watcher). */
  const queryForUser = (uid: string) => ordersOfCustomer(vendorId, uid);

  /** An order with the server's estimate, else one at today's rates (null when a prop has left the catalogue). */
  async function withEstimate(order: Order & { id: string }): Promise<PricedOrder> {
    if (order.estimate) return { ...order, estimate: order.estimate };
    const priced = await estimate(order.lines, rentalWeeks(order.pickUpDate, order.returnDate));
    return { ...order, estimate: "missing" in priced ? null : priced };
  }

  return {
    queryForUser,
    withEstimate,

    /** Places an order for a set list; counts in stats.orderCount. Returns the order id and its estimate. */
    async place(uid: string, setListId: string, input: OrderInput): Promise<{ id: string; estimate: RentalEstimate }> {
      const id = store.newId();
      // One read, in the transaction: the order must carry the lines as they are when it is stored.
      const estimated = await store.runTransaction(async (tx) => {
        const list = (await tx.get<SetList>(paths.setList(setListId))).data;
        if (!list) throw new DocumentStoreError("not-found", `Set list ${setListId} does not exist`);
        if (list.ownerUid !== uid) {
          throw new DocumentStoreError("permission-denied", `Set list ${setListId} belongs to someone else`);
        }
        // The same checks as a quote request: contact, dates, fulfilment, at least one line.
        const checked = checkQuoteRequest(requestForSetList(input, list));
        const priced = await estimate(list.lines, checked.weeks);
        if ("missing" in priced) {
          throw new DocumentStoreError(
            "failed-precondition",
            priced.variantProblem
              ? `${priced.variantProblem}; take it off "${list.name}" and try again`
              : `Prop ${priced.missing} on "${list.name}" is no longer in the catalogue; remove it and try again`,
          );
        }
        const order = newOrder({ uid, setListId, list, checked });
        tx.set(`${paths.orders}/${id}`, { ...order, createdAt: fieldValue.serverTimestamp() });
        // The record names the order it counts, so the rules can check the two move together.
        tx.update(paths.user(uid), { "stats.orderCount": fieldValue.increment(1), lastOrderId: id });
        return priced;
      });
      return { id, estimate: estimated };
    },

    /** The customer's orders, newest first, each with its estimate at today's rates. */
    async listForUser(uid: string): Promise<PricedOrder[]> {
      const snaps = await store.query<Order>(queryForUser(uid));
      return Promise.all(withIds(snaps).map(withEstimate));
    },
  };
}

export type Orders = ReturnType<typeof orders>;
