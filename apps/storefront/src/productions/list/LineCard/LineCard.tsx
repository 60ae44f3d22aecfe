// One line of a production's list, as a card: the prop's photo and name, how many, the buyer's note, the designer's
// decision (and why), the alternatives offered beside it, and the controls the member's roles allow. Memoised: a
// change to one line re-renders that card alone, as the page passes every other card the same objects.
import { memo, useId, useState } from "react";
import { lineStatusLabels } from "@backlot/domain/production";
import { Picture } from "@backlot/ui/Picture";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import type { LinkComponent } from "@backlot/ui/Link";
import { CommentThread } from "../CommentThread/index.js";
import type { CallState } from "../list-calls.js";
import type { CommentView, LineActions, LineView, ListAbilities, MemberNames } from "../list-types.js";
import { Alternatives } from "./Alternatives.js";
import { BuyerControls, QuantityControl } from "./BuyerControls.js";
import { ReviewControls } from "./ReviewControls.js";
import styles from "./LineCard.module.css";

export interface LineCardProps {
  view: LineView;
  call: CallState | undefined;
  can: ListAbilities;
  groups: readonly string[];
  /** The line's comments, oldest first. */
  comments: readonly CommentView[] | undefined;
  members: MemberNames;
  myUid: string;
  actions: LineActions;
  formatWhen: (date: Date) => string;
  LinkComponent: LinkComponent;
}

/** The photo box's widest, in LineCard.module.css (88px on a narrow card). */
const photoSizes = "112px";

const commentsLabel = (count: number, open: boolean) =>
  count === 0
    ? "Comment"
    : `${open ? "Hide" : "Show"} ${count.toLocaleString("en-US")} comment${count === 1 ? "" : "s"}`;

function decisionWords(view: LineView, formatWhen: (date: Date) => string): string | null {
  const { decision } = view.line;
  if (decision.status === "pending") return null;
  const who = `${decision.by.name}, ${formatWhen(decision.at)}`;
  switch (decision.status) {
    case "approved":
      return view.replaced ? `Chosen over ${view.replaced.name} by ${who}` : `By ${who}`;
    case "rejected":
      return `${decision.reason} (${who})`;
    case "alternatives":
      return decision.ask ? `${decision.by.name} asks for: ${decision.ask} (${formatWhen(decision.at)})` : `By ${who}`;
  }
}

function LineCardView({
  view,
  call,
  can,
  groups,
  comments = [],
  members,
  myUid,
  actions,
  formatWhen,
  LinkComponent,
}: LineCardProps) {
  const id = useId();
  const { line, prop } = view;
  const [commentsOpen, setCommentsOpen] = useState(false);
  const status = line.decision.status;
  const decided = decisionWords(view, formatWhen);
  const nameId = `${id}-name`;
  const commentCount = comments.length;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-status={status}>
      <div className={styles.layout}>
        <div className={styles.photo}>
          {prop.image && <Picture image={prop.image} alt="" sizes={photoSizes} loading="lazy" decoding="async" />}
        </div>
        <div className={styles.summary}>
          <h3 id={nameId} className={styles.name}>
            {prop.href ? (
              <LinkComponent href={prop.href} className={styles.nameLink}>
                {prop.name}
              </LinkComponent>
            ) : (
              prop.name
            )}
          </h3>
          <p className={styles.facts}>
            {prop.propId}
            {can.edit ? "" : ` · × ${line.quantity.toLocaleString("en-US")}`} · added by {line.addedBy.name}
          </p>
          <p className={styles.badge} data-status={status}>
            {lineStatusLabels[status]}
          </p>
        </div>
        {can.edit && <QuantityControl line={line} name={prop.name} call={call} actions={actions} />}
        {line.note && !can.edit && <p className={styles.note}>{line.note}</p>}
        {decided && (
          <p className={styles.decision} data-status={status}>
            {decided}
          </p>
        )}
        {(view.alternatives.length > 0 || (can.edit && status === "alternatives")) && (
          <Alternatives className={styles.alternatives} view={view} call={call} can={can} actions={actions} />
        )}
        {can.review && <ReviewControls line={line} name={prop.name} call={call} actions={actions} />}
        {can.edit && <BuyerControls line={line} name={prop.name} groups={groups} call={call} actions={actions} />}
        {(commentCount > 0 || can.comment) && (
          <div className={styles.commentsPart}>
            <button
              type="button"
              className={styles.textButton}
              aria-expanded={commentsOpen}
              aria-controls={`${id}-comments`}
              onClick={() => setCommentsOpen((open) => !open)}
            >
              {commentsLabel(commentCount, commentsOpen)} <VisuallyHidden>on {prop.name}</VisuallyHidden>
            </button>
            <div id={`${id}-comments`} hidden={!commentsOpen}>
              {commentsOpen && (
                <CommentThread
                  comments={comments}
                  members={members}
                  myUid={myUid}
                  onSend={can.comment ? (body) => actions.comment(line.id, body) : null}
                  label={`Comment on ${prop.name}`}
                  error={call?.errors.comment}
                  sending={call?.pending.comment === true}
                  formatWhen={formatWhen}
                />
              )}
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

export const LineCard = memo(LineCardView);
