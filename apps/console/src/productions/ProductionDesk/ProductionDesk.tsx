// The productions desk: every production at the prop house (a show, a film, a campaign whose team shares set lists),
// the most recently active first, a page at a time. Each row links to the production's page and says how big its team
// is, who coordinates it, how many lists it keeps and when anything last happened. It loads nothing itself.
import { useId } from "react";
import buttons from "@backlot/ui/button.module.css";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import type { DataTableState } from "@backlot/ui/DataTable";
import { countOf } from "../production-words.js";
import styles from "./ProductionDesk.module.css";

/** One production as the desk shows it. */
export interface ProductionDeskRow {
  id: string;
  name: string;
  members: number;
  /** Who the house deals with: its coordinators' names. */
  coordinators: string[];
  lists: number;
  /** Invitations not yet taken. */
  invites: number;
  /** When anything last happened to it (ISO 8601). */
  updatedAt: string;
}

export type ProductionDeskState = DataTableState<ProductionDeskRow>;

export interface ProductionDeskProps {
  state: ProductionDeskState;
  onLoadMore: () => void;
  /** The address of one production's page. */
  hrefOf: (id: string) => string;
  settings: { locale: string };
  /** The vendor's time zone, for the last activity. */
  timeZone: string;
  LinkComponent?: LinkComponent;
}

export function ProductionDesk({
  state,
  onLoadMore,
  hrefOf,
  settings,
  timeZone,
  LinkComponent = PlainLink,
}: ProductionDeskProps) {
  const titleId = useId();
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <section className={styles.frame} aria-labelledby={titleId} aria-busy={state.status === "loading"}>
      <h1 id={titleId} className={styles.title}>
        Productions
      </h1>
      <p className={styles.intro}>
        Teams that build and review set lists together. Staff read everything here; to act in a production, sign in as
        one of its members from their customer page.
      </p>
      {state.status === "loading" && <p role="status">Loading the productions…</p>}
      {state.status === "error" && (
        <LoadError message="The productions could not be loaded." onRetry={state.onRetry} retryLabel="Try again" />
      )}
      {state.status === "ready" && state.rows.length === 0 && (
        <p role="status">No productions yet. A customer starts one from their set lists on the storefront.</p>
      )}
      {state.status === "ready" && state.rows.length > 0 && (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Production</th>
                  <th scope="col">Team</th>
                  <th scope="col">Lists</th>
                  <th scope="col">Last activity</th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <LinkComponent href={hrefOf(row.id)} className={styles.rowLink}>
                        {row.name}
                      </LinkComponent>
                    </th>
                    <td>
                      {countOf(row.members, "member")}
                      {row.invites > 0 && `, ${countOf(row.invites, "invitation")} waiting`}
                      {row.coordinators.length > 0 && (
                        <span className={styles.second}>Coordinated by {row.coordinators.join(", ")}</span>
                      )}
                    </td>
                    <td>{countOf(row.lists, "list")}</td>
                    <td>{when.format(new Date(row.updatedAt))}</td>
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
              {state.loadingMore ? "Loading more…" : "Show more"}
            </button>
          )}
        </>
      )}
    </section>
  );
}
