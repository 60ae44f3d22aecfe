// Orders: a set list, a rental period and the price estimate at the time of ordering. The
// estimate uses the catalogue's current rates (looked up by the caller) and the tenant's terms.
import type { DocumentStore } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { type PricingTerms, type RentalEstimate, estimateRental } from "../pricing/rental-estimate.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";
import { type Fulfilment, checkQuoteRequest } from "./quote-requests.js";
import type { SetList } from "./set-list.js";

export interface OrderInput {
  pickUpDate: string;
  returnDate: string;
  fulfilment: Fulfilment;
  deliveryAddress?: string;
  notes?: string;
  /** Who to contact about the order. */
  contact: { name: string; email: string; phone?: string; company?: string };
}

export interface Order {
  uid: string;
  setListId: string;
  setListName: string;
  pickUpDate: string;
  returnDate: string;
  fulfilment: Fulfilment;
  deliveryAddress: string;
  notes: string;
  contact: { name: string; email: string; phone: string; company: string };
  estimate: RentalEstimate;
  status: "placed" | "confirmed" | "cancelled";
  createdAt: Date;
}

/** What the catalogue says a prop costs now. */
export type PriceLookup = (propId: string) => Promise<{ name: string; weeklyRate: number } | undefined>;

export function orders(store: DocumentStore, { vendorId, terms, priceOf }: { vendorId: string; terms: PricingTerms; priceOf: PriceLookup }) {
  const paths = vendorPaths(vendorId);
  return {
    /** Places an order for a set list; counts in stats.orderCount. Returns the order id and its estimate. */
    async place(uid: string, setListId: string, input: OrderInput): Promise<{ id: string; estimate: RentalEstimate }> {
      const list = (await store.get<SetList>(paths.setList(setListId))).data;
      if (!list) throw new DocumentStoreError("not-found", `Set list ${setListId} does not exist`);
      if (list.ownerUid !== uid) throw new DocumentStoreError("permission-denied", `Set list ${setListId} belongs to someone else`);
      // The same checks as a quote request: contact, dates, fulfilment, at least one line.
      const checked = checkQuoteRequest({ ...input, production: list.production }, list.lines);
      const priced = await Promise.all(
        list.lines.map(async (line) => {
          const price = await priceOf(line.propId);
          if (!price) throw new DocumentStoreError("failed-precondition", `Prop ${line.propId} on "${list.name}" is no longer in the catalogue; remove it and try again`);
          return { propId: line.propId, name: price.name, weeklyRate: price.weeklyRate, quantity: line.quantity };
        }),
      );
      const estimate = estimateRental(priced, checked.weeks, terms);
      const id = store.newId();
      const order: Omit<Order, "createdAt"> = {
        uid,
        setListId,
        setListName: list.name,
        pickUpDate: checked.pickUpDate,
        returnDate: checked.returnDate,
        fulfilment: checked.fulfilment,
        deliveryAddress: checked.deliveryAddress,
        notes: checked.notes,
        contact: checked.contact,
        estimate,
        status: "placed",
      };
      await store
        .batch()
        .set(`${paths.orders}/${id}`, { ...order, createdAt: fieldValue.serverTimestamp() })
        .update(paths.user(uid), { "stats.orderCount": fieldValue.increment(1) })
        .commit();
      return { id, estimate };
    },

    async listForUser(uid: string): Promise<(Order & { id: string })[]> {
      const snaps = await store.query<Order>({ collection: paths.orders, where: [["uid", "==", uid]], orderBy: [["createdAt", "desc"]] });
      return withIds(snaps);
    },
  };
}

export type Orders = ReturnType<typeof orders>;
