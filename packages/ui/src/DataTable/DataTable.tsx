// A list as a data table: a title, the list's views (its statuses, say) as a group of toggle
// buttons, a search box or the table's own filter (a date), a table of rows whose first cell
// links to the row's page, a "Show more" for the next page, and the loading, failed and empty
// states (an empty search says nothing matched it). It loads nothing itself: the caller passes the
// page it has and is told when the view, the search or the page changes.
import { type ReactNode, useId } from "react";
import buttons from "../internal/button.module.css";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { TextField } from "../TextField/index.js";
import { LoadError } from "../LoadError/index.js";
import styles from "./DataTable.module.css";

export type DataTableState<Row> =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; rows: readonly Row[]; hasMore: boolean; loadingMore?: boolean };

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableLabels {
  /** The name of the group of view buttons ("Requests by status"). */
  views: string;
  loading: string;
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
}

export interface DataTableSearch {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  /** What an empty page says when something was typed. */
  noMatch: (search: string) => string;
}

/** One of the table's views: the rows in one status, say. */
export interface DataTableView<View extends string> {
  value: View;
  label: string;
}

/** The first column: each row's name as a row header, linking to the row's page. */
export interface DataTableRowHeader<Row> {
  header: string;
  text: (row: Row) => string;
  href: (row: Row) => string;
}

export interface DataTableProps<View extends string, Row extends { id: string }> {
  title: string;
  /** The views, one shown at a time (the pressed button). */
  views: readonly DataTableView<View>[];
  view: View;
  onViewChange: (view: View) => void;
  /** The table's own filter, beside the views (a table searched by text passes `search` instead). */
  filter?: ReactNode;
  /** A search box beside the views; what an empty page says then depends on whether anything was typed. */
  search?: DataTableSearch;
  rowHeader: DataTableRowHeader<Row>;
  columns: readonly DataTableColumn<Row>[];
  state: DataTableState<Row>;
  /** What an empty page says (no rows in the view, or none matching the filter). */
  empty: string;
  onLoadMore: () => void;
  LinkComponent?: LinkComponent | undefined;
  labels: DataTableLabels;
}

export function DataTable<View extends string, Row extends { id: string }>({
  title,
  views,
  view,
  onViewChange,
  filter,
  search,
  rowHeader,
  columns,
  state,
  empty,
  onLoadMore,
  LinkComponent = PlainLink,
  labels,
}: DataTableProps<View, Row>) {
  const titleId = useId();
  return (
    <section className={styles.frame} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.controls}>
        <div role="group" aria-label={labels.views} className={styles.views}>
          {views.map((each) => (
            <button
              key={each.value}
              type="button"
              className={buttons.button}
              aria-pressed={each.value === view}
              data-variant={each.value === view ? "primary" : undefined}
              onClick={() => onViewChange(each.value)}
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
                  <th scope="col">{rowHeader.header}</th>
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
                      <LinkComponent href={rowHeader.href(row)} className={styles.rowLink}>
                        {rowHeader.text(row)}
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
