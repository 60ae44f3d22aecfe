// One production list, read-only, as the prop house sees it: its state and who last moved it, then its lines by
// group, each with the catalogue's name, the designer's decision and who made it when, the reason of a rejection,
// what was asked for and offered instead, and what an approved alternative replaced; then where the list was sent
// and the quote requests made from it. Staff never change a list here (decision 0049).
import { Fragment, useId } from "react";
import type { ProductionListWithId } from "@backlot/data";
import type { ProductionLine } from "@backlot/domain/production";
import { linesByGroup, listStateLabels, reviewCounts, reviewProgressLabel } from "@backlot/domain/production";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { SentLink } from "../SentLink.js";
import { decisionWords, whenFormat, whoDid } from "../production-words.js";
import styles from "./ListReview.module.css";

export interface ListReviewProps {
  list: ProductionListWithId;
  /** The catalogue's name of a prop (in its variant); the prop's id while the catalogue loads or for one gone. */
  nameOf: (propId: string, variantId?: string) => string;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
}

type When = (at: unknown) => string;

export function ListReview({ list, nameOf, settings, timeZone, LinkComponent = PlainLink }: ListReviewProps) {
  const titleId = useId();
  const sentId = useId();
  const when = whenFormat(settings.locale, timeZone);
  const dates =
    list.pickUpDate && list.returnDate
      ? formatRentalDates(list.pickUpDate, list.returnDate, settings.locale)
      : "No dates chosen yet";
  return (
    <article className={styles.list} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {list.name}
      </h1>
      <p className={styles.state}>
        {listStateLabels[list.state]}
        {list.stateChangedBy && (
          <span className={styles.muted}>
            {" "}
            · by {whoDid(list.stateChangedBy)}, {when(list.stateChangedAt)}
          </span>
        )}
      </p>
      <p className={styles.muted}>
        {reviewProgressLabel(reviewCounts(list))} · {dates} · made by {whoDid(list.createdBy)}, {when(list.createdAt)}
      </p>
      {list.lines.length === 0 && <p>No lines yet.</p>}
      {linesByGroup(list).map(({ group, lines }) => (
        <Group key={group} group={group} lines={lines} nameOf={nameOf} when={when} />
      ))}
      <section className={styles.sent} aria-labelledby={sentId}>
        <h2 id={sentId} className={styles.groupTitle}>
          Sent to the house
        </h2>
        {list.sent.length === 0 ? (
          <p className={styles.muted}>Not yet: a coordinator sends it once the designer approves it.</p>
        ) : (
          <ol className={styles.history}>
            {list.sent.map((sent) => (
              <li key={`${sent.kind}-${sent.id}`}>
                As <SentLink sent={sent} LinkComponent={LinkComponent} /> by {whoDid(sent.by)}, {when(sent.at)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

function Group({
  group,
  lines,
  nameOf,
  when,
}: {
  group: string;
  lines: readonly ProductionLine[];
  nameOf: ListReviewProps["nameOf"];
  when: When;
}) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group || "No group"}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>No lines in this group.</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <Line key={line.id} line={line} nameOf={nameOf} when={when} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Line({ line, nameOf, when }: { line: ProductionLine; nameOf: ListReviewProps["nameOf"]; when: When }) {
  const titleId = useId();
  const { decision } = line;
  return (
    <li className={styles.line} aria-labelledby={titleId} data-status={decision.status}>
      <h3 id={titleId} className={styles.name}>
        {line.quantity} × {nameOf(line.propId, line.variantId)} <span className={styles.muted}>{line.propId}</span>
      </h3>
      {line.note && <p className={styles.note}>“{line.note}”</p>}
      <p className={styles.decision}>{decisionWords(decision, when)}</p>
      {decision.status === "rejected" && <p>Why: {decision.reason}</p>}
      {decision.status === "alternatives" && decision.ask && <p>Looking for: {decision.ask}</p>}
      {line.replaced && (
        <p>
          Chosen from the alternatives, in place of {nameOf(line.replaced.propId, line.replaced.variantId)}{" "}
          <span className={styles.muted}>{line.replaced.propId}</span>
        </p>
      )}
      {line.alternatives.length > 0 && (
        <div>
          <p className={styles.subhead}>Alternatives offered</p>
          <ul className={styles.alternatives}>
            {line.alternatives.map((alternative) => (
              <li key={alternative.id}>
                {nameOf(alternative.propId, alternative.variantId)}{" "}
                <span className={styles.muted}>{alternative.propId}</span>
                {alternative.note && <Fragment>: “{alternative.note}”</Fragment>}
                <span className={styles.muted}>
                  {" "}
                  · by {whoDid(alternative.by)}, {when(alternative.at)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.muted}>Added by {whoDid(line.addedBy)}</p>
    </li>
  );
}
