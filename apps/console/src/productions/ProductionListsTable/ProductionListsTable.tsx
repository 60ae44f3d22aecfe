// A production's set lists as the prop house sees them: each list's state, how far its review has got and what it
// was sent to the house as, linking to the list's read-only page. It loads nothing itself.
import { Fragment, useId } from "react";
import type { ProductionListWithId } from "@backlot/data";
import { listStateLabels, reviewCounts, reviewProgressLabel } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import { SentLink } from "../SentLink.js";
import { whenFormat } from "../production-words.js";
import styles from "./ProductionListsTable.module.css";

export type ProductionListsTableState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; lists: readonly ProductionListWithId[] };

export interface ProductionListsTableProps {
  state: ProductionListsTableState;
  /** The address of one list's page. */
  listHref: (listId: string) => string;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
}

export function ProductionListsTable({
  state,
  listHref,
  settings,
  timeZone,
  LinkComponent = PlainLink,
}: ProductionListsTableProps) {
  const titleId = useId();
  const when = whenFormat(settings.locale, timeZone);
  return (
    <section className={styles.lists} aria-labelledby={titleId} aria-busy={state.status === "loading"}>
      <h2 id={titleId} className={styles.title}>
        Set lists
      </h2>
      {state.status === "loading" && <p role="status">Loading the lists…</p>}
      {state.status === "error" && (
        <LoadError message="The lists could not be loaded." onRetry={state.onRetry} retryLabel="Try again" />
      )}
      {state.status === "ready" && state.lists.length === 0 && <p role="status">No lists yet.</p>}
      {state.status === "ready" && state.lists.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">List</th>
                <th scope="col">State</th>
                <th scope="col">Review</th>
                <th scope="col">Last change</th>
                <th scope="col">Sent to the house</th>
              </tr>
            </thead>
            <tbody>
              {state.lists.map((list) => (
                <tr key={list.id}>
                  <th scope="row">
                    <LinkComponent href={listHref(list.id)} className={styles.rowLink}>
                      {list.name}
                    </LinkComponent>
                  </th>
                  <td>{listStateLabels[list.state]}</td>
                  <td>{reviewProgressLabel(reviewCounts(list))}</td>
                  <td>{when(list.updatedAt)}</td>
                  <td>
                    {list.sent.length === 0
                      ? "Not yet"
                      : list.sent.map((sent, index) => (
                          <Fragment key={`${sent.kind}-${sent.id}`}>
                            {index > 0 && ", "}
                            <SentLink sent={sent} LinkComponent={LinkComponent} />
                          </Fragment>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
