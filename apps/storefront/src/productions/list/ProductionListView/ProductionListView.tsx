// A production's list, whole, as its members see it: the head with its moves, a buyer's tools, the lines by group as
// cards, the comments on the list and its history. It takes everything as props (the page reads the live documents
// and sends the commands), so its stories show it in every state; it keeps only what is on screen (a filter, a
// confirmation).
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from "react";
import { type LineStatus, type ListMove, lineStatusLabels, linesByGroup } from "@backlot/domain/production";
import type { Prop } from "@backlot/domain";
import type { LinkComponent } from "@backlot/ui/Link";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import buttons from "@backlot/ui/button.module.css";
import { ActivityPanel, type ActivityState } from "../ActivityPanel/index.js";
import { CommentThread } from "../CommentThread/index.js";
import { LineCard } from "../LineCard/index.js";
import { ListHeader, type ListHeaderProps } from "../ListHeader/index.js";
import { ListTools } from "../ListTools/index.js";
import type { Calls } from "../list-calls.js";
import type { CommentView, LineActions, LineView, ListAbilities, MemberNames } from "../list-types.js";
import { type OfferedMove, wholeList } from "../list-view.js";
import { useStableArray } from "../stable.js";
import { GroupHeading } from "./GroupHeading.js";
import styles from "./ProductionListView.module.css";

export interface ListActions extends LineActions {
  move: (move: ListMove, note: string) => Promise<boolean>;
  addProp: (prop: Prop, variantId: string | undefined, group: string, quantity: number) => Promise<boolean>;
  addGroup: (name: string) => Promise<boolean>;
  renameGroup: (from: string, to: string) => Promise<boolean>;
  removeGroup: (name: string) => Promise<boolean>;
  rename: (name: string) => Promise<boolean>;
  setDates: (pickUpDate: string, returnDate: string) => Promise<boolean>;
  /** The designer approves every line still waiting, in one call. */
  approveRest: (lineIds: readonly string[]) => Promise<boolean>;
}

export interface ProductionListViewProps {
  productionName: string;
  list: ListHeaderProps["list"] & { groups: string[]; pickUpDate: string; returnDate: string };
  /** The lines as shown, in the list's order. */
  lines: readonly LineView[];
  calls: Calls;
  can: ListAbilities & { reviewer: boolean };
  moves: readonly OfferedMove[];
  quote: ListHeaderProps["quote"];
  /** The quote request form, when the coordinator opened it. */
  quoteForm?: ReactNode;
  /** Comments by line id (`wholeList` for the list's own); null while they load. */
  comments: ReadonlyMap<string, CommentView[]> | null;
  members: MemberNames;
  myUid: string;
  actions: ListActions;
  activity: ActivityState;
  /** What a screen reader hears of decisions as they arrive. */
  news: string;
  formatWhen: (date: Date) => string;
  LinkComponent: LinkComponent;
  back: ReactNode;
}

/** Lines from which cards off screen skip layout and paint (LineCard.module.css): a long list opens fast. */
const longList = 40;
/** The cards a long list shows in its first render: a phone's screens full, and more. */
const firstCards = 30;

type Filter = "all" | LineStatus;
const filters: readonly Filter[] = ["all", "pending", "alternatives", "rejected", "approved"];

export function ProductionListView(props: ProductionListViewProps) {
  const { list, lines, calls, can, comments, members, myUid, actions, formatWhen, LinkComponent } = props;
  const id = useId();
  const [filter, setFilter] = useState<Filter>("all");
  const [confirmRest, setConfirmRest] = useState(false);
  // Every live update brings the groups anew: the cards get the same array while they are the same.
  const groups = useStableArray(list.groups);
  // A long list opens with its first cards, and the rest follow in a render React may interrupt for input.
  const shownCards = useDeferredValue(lines.length, Math.min(lines.length, firstCards));
  const sections = useMemo(() => {
    let budget = shownCards;
    return linesByGroup({ groups, lines: lines.map((view) => ({ group: view.line.group, view })) }).map(
      ({ group, lines: held }) => {
        const all = held
          .map(({ view }) => view)
          .filter((view) => filter === "all" || view.line.decision.status === filter);
        const views = all.slice(0, Math.max(budget, 0));
        budget -= views.length;
        return { group, views, count: all.length };
      },
    );
  }, [groups, lines, filter, shownCards]);
  const waiting = lines.filter((view) => view.line.decision.status === "pending").map((view) => view.line.id);
  const listCall = calls.list;

  return (
    <div className={styles.page}>
      <div role="status">
        <VisuallyHidden>{props.news}</VisuallyHidden>
      </div>
      <ListHeader
        list={list}
        productionName={props.productionName}
        moves={props.moves}
        onMove={actions.move}
        moving={listCall?.pending.move === true}
        moveError={listCall?.errors.move}
        quote={props.quote}
        formatWhen={formatWhen}
        back={props.back}
      />
      {props.quoteForm}
      {can.reviewer && !can.review && (
        <p className={styles.muted}>Lines are decided while the list is in review; a buyer sends it.</p>
      )}
      {can.edit && (
        <ListTools
          list={list}
          call={listCall}
          findProps={actions.findProps}
          onAddProp={actions.addProp}
          onAddGroup={actions.addGroup}
          onRename={actions.rename}
          onDates={actions.setDates}
        />
      )}
      <div className={styles.columns}>
        <section className={styles.lines} aria-labelledby={`${id}-lines`}>
          <div className={styles.toolbar}>
            <VisuallyHidden as="h2" id={`${id}-lines`}>
              Lines
            </VisuallyHidden>
            <label className={styles.filter}>
              <span>Show</span>
              <select
                className={styles.select}
                value={filter}
                onChange={(event) => setFilter(event.target.value as Filter)}
              >
                {filters.map((each) => (
                  <option key={each} value={each}>
                    {each === "all" ? "Every line" : lineStatusLabels[each]}
                  </option>
                ))}
              </select>
            </label>
            {can.review && waiting.length > 0 && !confirmRest && (
              <button type="button" className={buttons.button} onClick={() => setConfirmRest(true)}>
                Approve the rest ({waiting.length.toLocaleString("en-US")} waiting)
              </button>
            )}
            {can.review && confirmRest && (
              <div className={styles.confirm} role="group" aria-label="Approve the rest">
                <span>
                  Approve {waiting.length.toLocaleString("en-US")} line{waiting.length === 1 ? "" : "s"} still waiting?
                </span>
                <button
                  type="button"
                  className={buttons.button}
                  data-variant="primary"
                  aria-busy={listCall?.pending.decision || undefined}
                  onClick={() => void actions.approveRest(waiting).then(() => setConfirmRest(false))}
                >
                  Approve them
                </button>
                <button type="button" className={buttons.button} onClick={() => setConfirmRest(false)}>
                  Cancel
                </button>
              </div>
            )}
          </div>
          {listCall?.errors.decision && (
            <p className={styles.error} role="alert">
              {listCall.errors.decision}
            </p>
          )}
          {lines.length === 0 && (
            <p className={styles.muted}>
              No props on the list yet.{can.edit ? " Add some from the catalogue with “Add props”." : ""}
            </p>
          )}
          {sections.map(({ group, views, count }, index) => (
            <section key={group} className={styles.group} aria-labelledby={`${id}-group-${index.toString()}`}>
              <GroupHeading
                id={`${id}-group-${index.toString()}`}
                group={group}
                count={count}
                canEdit={can.edit && group !== ""}
                call={calls[`group:${group}`]}
                onRename={(to) => actions.renameGroup(group, to)}
                onRemove={() => actions.removeGroup(group)}
              />
              {views.length > 0 && (
                <ol className={styles.cards} data-long={lines.length > longList || undefined}>
                  {views.map((view) => (
                    <li key={view.line.id}>
                      <LineCard
                        view={view}
                        call={calls[view.line.id]}
                        can={can}
                        groups={groups}
                        comments={comments?.get(view.line.id)}
                        members={members}
                        myUid={myUid}
                        actions={actions}
                        formatWhen={formatWhen}
                        LinkComponent={LinkComponent}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </section>
        <aside className={styles.aside} aria-label="Comments and history">
          <section className={styles.listComments} aria-labelledby={`${id}-comments`}>
            <h2 id={`${id}-comments`} className={styles.title}>
              Comments on the list
            </h2>
            {comments === null ? (
              <p role="status">Loading the comments…</p>
            ) : (
              <CommentThread
                comments={comments.get(wholeList) ?? []}
                members={members}
                myUid={myUid}
                onSend={can.comment ? (body) => actions.comment(null, body) : null}
                label="Comment on the list"
                error={listCall?.errors.comment}
                sending={listCall?.pending.comment === true}
                formatWhen={formatWhen}
              />
            )}
          </section>
          <ActivityPanel state={props.activity} formatWhen={formatWhen} />
        </aside>
      </div>
    </div>
  );
}
