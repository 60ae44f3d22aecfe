// A production's lists, most recently changed first: each with its state, how far its review has got and when it
// last changed, linking to the list's page. Buyers start new ones here.
import { type ProductionList, listStateLabels, reviewCounts, reviewProgressLabel } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import room from "../room.module.css";
import { NewListForm, type NewListFormProps } from "../NewListForm/index.js";
import { type WhenFormat, formatWhen } from "../when.js";
import styles from "./ProductionLists.module.css";

export interface ProductionListsProps {
  lists: readonly (Pick<ProductionList, "name" | "state" | "lines" | "updatedAt"> & { id: string })[];
  hrefOf: (listId: string) => string;
  /** Present for a buyer: the form to start a list. */
  onCreate?: NewListFormProps["onCreate"] | undefined;
  format: WhenFormat;
  LinkComponent?: LinkComponent;
}

const stateTone = {
  drafting: undefined,
  in_review: "brand",
  approved: "success",
  changes_requested: "danger",
} as const;

export function ProductionLists({ lists, hrefOf, onCreate, format, LinkComponent = PlainLink }: ProductionListsProps) {
  return (
    <div className={styles.lists}>
      {lists.length === 0 ? (
        <p className={room.muted}>
          No lists yet.{" "}
          {onCreate ? "Start one below: a set, a scene or a shoot day's props." : "A buyer starts the first one."}
        </p>
      ) : (
        <ul className={room.rows}>
          {lists.map((list) => (
            <li key={list.id} className={`${room.row} ${styles.list}`}>
              <LinkComponent href={hrefOf(list.id)} className={room.rowLink}>
                {list.name}
              </LinkComponent>
              <span className={room.tag} data-tone={stateTone[list.state]}>
                {listStateLabels[list.state]}
              </span>
              <p className={`${room.muted} ${styles.progress}`}>
                {reviewProgressLabel(reviewCounts(list))} · updated {formatWhen(list.updatedAt, format)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {onCreate && <NewListForm onCreate={onCreate} />}
    </div>
  );
}
