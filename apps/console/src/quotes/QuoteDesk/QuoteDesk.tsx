// The quote desk: the prop house's quote requests in one status at a time (new, quoted, accepted,
// declined, closed), newest first, found by customer or production, a page at a time. Each row
// links to the request. It loads nothing itself: the console passes the page it has, and is told
// when staff change the status, the search or ask for more.
import type { ReactNode } from "react";
import { type QuoteStatus, quoteStatuses } from "@backlot/domain";
import { quoteStatusLabels } from "@backlot/ui/labels";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { DataTable, type DataTableColumn, type DataTableState } from "@backlot/ui/DataTable";
import type { LinkComponent } from "@backlot/ui/Link";
import styles from "./QuoteDesk.module.css";

/** One request as the desk lists it. */
export interface QuoteDeskRow {
  id: string;
  /** "Q-4F2K9XQ1" */
  reference: string;
  customer: string;
  /** "" when none. */
  company: string;
  production: string;
  pickUpDate: string;
  returnDate: string;
  lineCount: number;
  /** When it arrived (ISO 8601). */
  receivedAt: string;
}

export type QuoteDeskState = DataTableState<QuoteDeskRow>;

export interface QuoteDeskLabels {
  title: string;
  statuses: string;
  search: string;
  searchHint: string;
  reference: string;
  customer: string;
  production: string;
  dates: string;
  props: string;
  received: string;
  propCount: (count: number) => string;
  loading: string;
  error: string;
  retry: string;
  empty: (status: string) => string;
  noMatch: (search: string) => string;
  loadMore: string;
  loadingMore: string;
}

export const defaultQuoteDeskLabels: QuoteDeskLabels = {
  title: "Quote desk",
  statuses: "Requests by status",
  search: "Find by customer or production",
  searchHint: "The start of a name, an email, a company or a production.",
  reference: "Request",
  customer: "Customer",
  production: "Production",
  dates: "Dates",
  props: "Props",
  received: "Received",
  propCount: (count) => (count === 1 ? "1 prop" : `${count.toLocaleString()} props`),
  loading: "Loading quote requests…",
  error: "The quote requests could not be loaded.",
  retry: "Try again",
  empty: (status) => `No ${status.toLowerCase()} quote requests.`,
  noMatch: (search) => `No quote requests in this status match “${search}”.`,
  loadMore: "Show more",
  loadingMore: "Loading more…",
};

export interface QuoteDeskProps {
  status: QuoteStatus;
  onStatusChange: (status: QuoteStatus) => void;
  search: string;
  onSearchChange: (search: string) => void;
  state: QuoteDeskState;
  onLoadMore: () => void;
  /** The address of one request's page. */
  hrefOf: (id: string) => string;
  settings: { locale: string };
  /** The vendor's time zone, for when requests arrived. */
  timeZone: string;
  /** A prop house with more than one dock: its dock filter (DockFilter), above the requests. */
  dockFilter?: ReactNode;
  LinkComponent?: LinkComponent;
  labels?: Partial<QuoteDeskLabels>;
}

export function QuoteDesk({
  status,
  onStatusChange,
  search,
  onSearchChange,
  state,
  onLoadMore,
  hrefOf,
  settings,
  timeZone,
  dockFilter,
  LinkComponent,
  labels: given = {},
}: QuoteDeskProps) {
  const labels = { ...defaultQuoteDeskLabels, ...given };
  const received = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const columns: DataTableColumn<QuoteDeskRow>[] = [
    {
      header: labels.customer,
      cell: (row) => (
        <>
          {row.customer}
          {row.company && <span className={styles.company}>{row.company}</span>}
        </>
      ),
    },
    { header: labels.production, cell: (row) => row.production },
    { header: labels.dates, cell: (row) => formatRentalDates(row.pickUpDate, row.returnDate, settings.locale) },
    { header: labels.props, cell: (row) => labels.propCount(row.lineCount) },
    { header: labels.received, cell: (row) => received.format(new Date(row.receivedAt)) },
  ];
  return (
    <DataTable
      title={labels.title}
      views={quoteStatuses.map((value) => ({ value, label: quoteStatusLabels[value] }))}
      view={status}
      onViewChange={onStatusChange}
      filter={dockFilter}
      search={{
        value: search,
        onChange: onSearchChange,
        label: labels.search,
        hint: labels.searchHint,
        noMatch: labels.noMatch,
      }}
      rowHeader={{ header: labels.reference, text: (row) => row.reference, href: (row) => hrefOf(row.id) }}
      columns={columns}
      state={state}
      empty={labels.empty(quoteStatusLabels[status])}
      onLoadMore={onLoadMore}
      LinkComponent={LinkComponent}
      labels={{ ...labels, views: labels.statuses }}
    />
  );
}
