// The quote desk: the prop house's quote requests in one status at a time (new, quoted, accepted,
// declined, closed), newest first, found by customer or production, a page at a time. Each row
// links to the request. It loads nothing itself: the console passes the page it has, and is told
// when staff change the status, the search or ask for more.
import { type QuoteStatus, quoteStatusLabels, quoteStatuses } from "@backlot/data";
import { formatCalendarRange, isCalendarDate } from "@backlot/data/calendar-date";
import { useId } from "react";
import buttons from "../internal/button.module.css";
import { TextField } from "../internal/form/index.js";
import { type LinkComponent, PlainLink } from "../internal/link.js";
import { LoadError } from "../internal/LoadError.js";
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

export type QuoteDeskState =
  | { status: "loading" }
  | { status: "error"; onRetry?: () => void }
  | { status: "ready"; rows: readonly QuoteDeskRow[]; hasMore: boolean; loadingMore?: boolean };

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
  LinkComponent = PlainLink,
  labels: given = {},
}: QuoteDeskProps) {
  const labels = { ...defaultQuoteDeskLabels, ...given };
  const titleId = useId();
  const received = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const dates = (row: QuoteDeskRow) =>
    isCalendarDate(row.pickUpDate) && isCalendarDate(row.returnDate)
      ? formatCalendarRange(row.pickUpDate, row.returnDate, settings.locale)
      : `${row.pickUpDate} to ${row.returnDate}`;

  return (
    <section className={styles.desk} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {labels.title}
      </h1>
      <div className={styles.controls}>
        <div role="group" aria-label={labels.statuses} className={styles.statuses}>
          {quoteStatuses.map((each) => (
            <button
              key={each}
              type="button"
              className={buttons.button}
              aria-pressed={each === status}
              data-variant={each === status ? "primary" : undefined}
              onClick={() => onStatusChange(each)}
            >
              {quoteStatusLabels[each]}
            </button>
          ))}
        </div>
        <TextField
          className={styles.search}
          label={labels.search}
          name="search"
          type="search"
          value={search}
          hint={labels.searchHint}
          onChange={onSearchChange}
        />
      </div>

      {state.status === "loading" && (
        <p role="status" aria-busy="true">
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.rows.length === 0 && (
        <p role="status">{search.trim() ? labels.noMatch(search.trim()) : labels.empty(quoteStatusLabels[status])}</p>
      )}
      {state.status === "ready" && state.rows.length > 0 && (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{labels.reference}</th>
                  <th scope="col">{labels.customer}</th>
                  <th scope="col">{labels.production}</th>
                  <th scope="col">{labels.dates}</th>
                  <th scope="col">{labels.props}</th>
                  <th scope="col">{labels.received}</th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <LinkComponent href={hrefOf(row.id)}>{row.reference}</LinkComponent>
                    </th>
                    <td>
                      {row.customer}
                      {row.company && <span className={styles.company}>{row.company}</span>}
                    </td>
                    <td>{row.production}</td>
                    <td>{dates(row)}</td>
                    <td>{labels.propCount(row.lineCount)}</td>
                    <td>{received.format(new Date(row.receivedAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.hasMore && (
            <button
              type="button"
              className={buttons.button}
              aria-busy={state.loadingMore ?? false}
              onClick={() => !state.loadingMore && onLoadMore()}
            >
              {state.loadingMore ? labels.loadingMore : labels.loadMore}
            </button>
          )}
        </>
      )}
    </section>
  );
}
