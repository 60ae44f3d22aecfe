// The console's desks (quotes, orders, customers, catalogue) share one frame: a title, the statuses
// as a group of toggle buttons, a search box or the desk's own filter (a date), a table of rows
// whose first cell links to the row's page, a "Show more" for the next page, and the loading,
// failed and empty states (an empty search says nothing matched it).
import { type ReactNode, useId } from "react";
import buttons from "./button.module.css";
import { type LinkComponent, PlainLink } from "./link.js";
import { TextField } from "./form/index.js";
import { LoadError } from "./LoadError.js";
import styles from "./Desk.module.css";

export type DeskState<Row> =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; rows: readonly Row[]; hasMore: boolean; loadingMore?: boolean };

export interface DeskColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DeskLabels {
  statuses: string;
  loading: string;
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
}

export interface DeskSearch {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  /** What an empty page says when something was typed. */
  noMatch: (search: string) => string;
}

export interface DeskProps<Status extends string, Row extends { id: string }> {
  title: string;
  statuses: readonly { value: Status; label: string }[];
  status: Status;
  onStatusChange: (status: Status) => void;
  /** The desk's own filter, beside the statuses (a desk searched by text passes `search` instead). */
  filter?: ReactNode;
  /** A search box beside the statuses; what an empty page says then depends on whether anything was typed. */
  search?: DeskSearch;
  /** The first column: the row's name, linking to its page. */
  linkText: (row: Row) => string;
  linkHeader: string;
  hrefOf: (id: string) => string;
  columns: readonly DeskColumn<Row>[];
  state: DeskState<Row>;
  /** What an empty page says (no rows in the status, or none matching the filter). */
  empty: string;
  onLoadMore: () => void;
  LinkComponent?: LinkComponent | undefined;
  labels: DeskLabels;
}

export function Desk<Status extends string, Row extends { id: string }>({
  title,
  statuses,
  status,
  onStatusChange,
  filter,
  search,
  linkText,
  linkHeader,
  hrefOf,
  columns,
  state,
  empty,
  onLoadMore,
  LinkComponent = PlainLink,
  labels,
}: DeskProps<Status, Row>) {
  const titleId = useId();
  return (
    <section className={styles.desk} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.controls}>
        <div role="group" aria-label={labels.statuses} className={styles.statuses}>
          {statuses.map((each) => (
            <button
              key={each.value}
              type="button"
              className={buttons.button}
              aria-pressed={each.value === status}
              data-variant={each.value === status ? "primary" : undefined}
              onClick={() => onStatusChange(each.value)}
            >
              {each.label}
            </button>
          ))}
        </div>
        {search ? (
          <TextField
            className={styles.search}
            label={search.label}
            name="search"
            type="search"
            value={search.value}
            hint={search.hint}
            onChange={search.onChange}
          />
        ) : (
          filter
        )}
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
        <p role="status">{search?.value.trim() ? search.noMatch(search.value.trim()) : empty}</p>
      )}
      {state.status === "ready" && state.rows.length > 0 && (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{linkHeader}</th>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <LinkComponent href={hrefOf(row.id)} className={styles.rowLink}>
                        {linkText(row)}
                      </LinkComponent>
                    </th>
                    {columns.map((column) => (
                      <td key={column.header}>{column.cell(row)}</td>
                    ))}
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
