// The prop house's view of its orders (the console's order desk and day plan), read as staff under
// the rules: a page of orders in one status, newest first, optionally only those going out on one
// day; and a day's pick-ups and returns; either at one pickup location (a prop house with more than
// one dock stores it on every order). Composite indexes in firestore.indexes.json serve them.
import type { DocumentStore, QuerySpec } from "../port/document-store.js";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";
import type { Order, OrderStatus } from "@backlot/domain";

export interface OrderDeskQuery {
  status: OrderStatus;
  /** "YYYY-MM-DD": only orders picked up that day; null for any day. */
  pickUpDay: string | null;
  pageSize: number;
  /** Only the orders of one pickup location; null or left out for every dock. */
  locationId?: string | null;
}

const atDock = (locationId: string | null | undefined) =>
  locationId ? [["locationId", "==", locationId] as const] : [];

export function orderDesk(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const { orders } = vendorPaths(vendorId);
  const queryForDesk = ({ status, pickUpDay, pageSize, locationId }: OrderDeskQuery): QuerySpec => ({
    collection: orders,
    where: [
      ["status", "==", status],
      ...(pickUpDay ? [["pickUpDate", "==", pickUpDay] as const] : []),
      ...atDock(locationId),
    ],
    orderBy: [["createdAt", "desc"]],
    limit: pageSize,
  });
  /** A day's orders going out (pickUp) or coming back (return), whatever their status. */
  const queryForDay = (day: string, which: "pickUp" | "return", locationId?: string | null): QuerySpec => ({
    collection: orders,
    where: [[which === "pickUp" ? "pickUpDate" : "returnDate", "==", day], ...atDock(locationId)],
  });
  return {
    queryForDesk,
    queryForDay,
    async listForDesk(query: OrderDeskQuery): Promise<(Order & { id: string })[]> {
      return withIds(await store.query<Order>(queryForDesk(query)));
    },
    async listForDay(
      day: string,
      which: "pickUp" | "return",
      locationId?: string | null,
    ): Promise<(Order & { id: string })[]> {
      return withIds(await store.query<Order>(queryForDay(day, which, locationId)));
    },
  };
}

export type OrderDesk = ReturnType<typeof orderDesk>;
