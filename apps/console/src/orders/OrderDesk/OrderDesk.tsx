// The order desk: the prop house's orders in one status at a time (placed, confirmed, out, returned,
// cancelled), newest first, optionally only those picked up on one day, a page at a time. Each row
// links to the order. It loads nothing itself: the console passes the page it has.
import type { ReactNode } from "react";
import { type OrderStatus, orderStatuses } from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { formatMoney } from "@backlot/domain/money";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { DataTable, type DataTableColumn, type DataTableState } from "@backlot/ui/DataTable";
import { TextField } from "@backlot/ui/TextField";
import type { LinkComponent } from "@backlot/ui/Link";
import buttons from "@backlot/ui/button.module.css";
import styles from "./OrderDesk.module.css";

/** One order as the desk lists it. */
export interface OrderDeskRow {
  id: string;
  /** "O-4F2K9XQ1" */
  reference: string;
  customer: string;
  /** The set list's name, or the production. */
  title: string;
  pickUpDate: string;
  returnDate: string;
  fulfilment: "pickup" | "delivery";
  lineCount: number;
  /** In minor units; null when the order has no price yet. */
  total: number | null;
}

export type OrderDeskState = DataTableState<OrderDeskRow>;

export interface OrderDeskLabels {
  title: string;
  statuses: string;
  pickUpDay: string;
  pickUpDayHint: string;
  clearDay: string;
  reference: string;
  customer: string;
  order: string;
  dates: string;
  fulfilment: (fulfilment: OrderDeskRow["fulfilment"]) => string;
  fulfilmentHeader: string;
  props: string;
  total: string;
  noTotal: string;
  propCount: (count: number) => string;
  loading: string;
  error: string;
  retry: string;
  empty: (status: string) => string;
  noneThatDay: (status: string, day: string) => string;
  loadMore: string;
  loadingMore: string;
}

export const defaultOrderDeskLabels: OrderDeskLabels = {
  title: "Orders",
  statuses: "Orders by status",
  pickUpDay: "Picked up on",
  pickUpDayHint: "Only the orders that go out that day.",
  clearDay: "Any day",
  reference: "Order",
  customer: "Customer",
  order: "Set list",
  dates: "Dates",
  fulfilment: (fulfilment) => (fulfilment === "delivery" ? "Delivery" : "Pick-up"),
  fulfilmentHeader: "Pick-up or delivery",
  props: "Props",
  total: "Total",
  noTotal: "Not priced",
  propCount: (count) => (count === 1 ? "1 prop" : `${count.toLocaleString()} props`),
  loading: "Loading orders…",
  error: "The orders could not be loaded.",
  retry: "Try again",
  empty: (status) => `No orders are “${status}”.`,
  noneThatDay: (status, day) => `No orders that are “${status}” go out on ${day}.`,
  loadMore: "Show more",
  loadingMore: "Loading more…",
};

export interface OrderDeskProps {
  status: OrderStatus;
  onStatusChange: (status: OrderStatus) => void;
  /** "YYYY-MM-DD", or "" for any day. */
  pickUpDay: string;
  onPickUpDayChange: (day: string) => void;
  state: OrderDeskState;
  onLoadMore: () => void;
  hrefOf: (id: string) => string;
  settings: { locale: string; currency: string };
  /** A prop house with more than one dock: its dock filter (DockFilter), beside the day. */
  dockFilter?: ReactNode;
  LinkComponent?: LinkComponent;
  labels?: Partial<OrderDeskLabels>;
}

export function OrderDesk({
  status,
  onStatusChange,
  pickUpDay,
  onPickUpDayChange,
  state,
  onLoadMore,
  hrefOf,
  settings,
  dockFilter,
  LinkComponent,
  labels: given = {},
}: OrderDeskProps) {
  const labels = { ...defaultOrderDeskLabels, ...given };
  const columns: DataTableColumn<OrderDeskRow>[] = [
    { header: labels.customer, cell: (row) => row.customer },
    { header: labels.order, cell: (row) => row.title },
    { header: labels.dates, cell: (row) => formatRentalDates(row.pickUpDate, row.returnDate, settings.locale) },
    { header: labels.fulfilmentHeader, cell: (row) => labels.fulfilment(row.fulfilment) },
    { header: labels.props, cell: (row) => labels.propCount(row.lineCount) },
    {
      header: labels.total,
      cell: (row) => (row.total === null ? labels.noTotal : formatMoney(row.total, settings.currency, settings.locale)),
    },
  ];
  const statusLabel = orderStatusLabels[status];
  return (
    <DataTable
      title={labels.title}
      views={orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }))}
      view={status}
      onViewChange={onStatusChange}
      filter={
        <div className={styles.day}>
          {dockFilter}
          <TextField
            label={labels.pickUpDay}
            name="pick-up-day"
            type="date"
            value={pickUpDay}
            hint={labels.pickUpDayHint}
            onChange={onPickUpDayChange}
          />
          {pickUpDay && (
            <button type="button" className={buttons.button} onClick={() => onPickUpDayChange("")}>
              {labels.clearDay}
            </button>
          )}
        </div>
      }
      rowHeader={{ header: labels.reference, text: (row) => row.reference, href: (row) => hrefOf(row.id) }}
      columns={columns}
      state={state}
      empty={pickUpDay ? labels.noneThatDay(statusLabel, pickUpDay) : labels.empty(statusLabel)}
      onLoadMore={onLoadMore}
      LinkComponent={LinkComponent}
      labels={{ ...labels, views: labels.statuses }}
    />
  );
}
