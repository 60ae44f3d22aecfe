// The head of a production's list: its name and state, how far the review has got, who last moved it and where it was
// sent; the moves the member's roles allow (each disabled with the domain's reason when it cannot happen yet), with a
// word for the feed and the mail; and, for a coordinator, the quote request of an approved list.
import { type ReactNode, useId, useState } from "react";
import { orderReference, quoteReference } from "@backlot/domain";
import { limits } from "@backlot/domain/limits";
import {
  type ListMove,
  type ListState,
  type ProductionList,
  type SentToHouse,
  listStateLabels,
  reviewCounts,
  reviewProgressLabel,
} from "@backlot/domain/production";
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import type { OfferedMove } from "../list-view.js";
import styles from "./ListHeader.module.css";

export interface ListHeaderProps {
  list: Pick<ProductionList, "name" | "state" | "lines" | "stateChangedBy" | "stateChangedAt" | "sent">;
  productionName: string;
  moves: readonly OfferedMove[];
  onMove: (move: ListMove, note: string) => Promise<boolean>;
  moving: boolean;
  /** The server's words when the last move was refused. */
  moveError?: string | undefined;
  /** A coordinator's quote request: null for anyone else. */
  quote: { problem: string | null; open: boolean; onOpen: () => void } | null;
  formatWhen: (date: Date) => string;
  /** The way back to the production (a link). */
  back: ReactNode;
}

/** What the last move did, by the state it left the list in. */
const movedWords: Record<ListState, string> = {
  drafting: "Reopened",
  in_review: "Sent for review",
  approved: "Approved",
  changes_requested: "Changes requested",
};

const sentWords: Record<SentToHouse["kind"], (id: string) => string> = {
  quote: (id) => `a quote request, ${quoteReference(id)}`,
  hold: () => "a hold",
  order: (id) => `an order, ${orderReference(id)}`,
};

export function ListHeader({
  list,
  productionName,
  moves,
  onMove,
  moving,
  moveError,
  quote,
  formatWhen,
  back,
}: ListHeaderProps) {
  const id = useId();
  const [note, setNote] = useState("");
  const counts = reviewCounts(list);
  const moved = list.stateChangedBy && list.stateChangedAt;

  const move = async (offered: OfferedMove) => {
    if (moving || offered.problem) return;
    if (await onMove(offered.move, note.trim())) setNote("");
  };

  return (
    <header className={styles.header}>
      <p className={styles.back}>{back}</p>
      <p className={styles.production}>{productionName}</p>
      <h1 className={styles.name}>{list.name}</h1>
      <p className={styles.state} data-state={list.state}>
        {listStateLabels[list.state]}
      </p>
      <p className={styles.progress}>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ inlineSize: `${counts.lines ? (100 * counts.approved) / counts.lines : 0}%` }} />
        </span>
        {reviewProgressLabel(counts)}
      </p>
      {moved && (
        <p className={styles.muted}>
          {movedWords[list.state]} by {list.stateChangedBy?.name}, {formatWhen(list.stateChangedAt as Date)}
        </p>
      )}
      {list.sent.length > 0 && (
        <ul className={styles.sent} aria-label="Sent to the prop house">
          {list.sent.map((sent) => (
            <li key={`${sent.kind}-${sent.id}`}>
              Sent as {sentWords[sent.kind](sent.id)} by {sent.by.name}, {formatWhen(sent.at)}
            </li>
          ))}
        </ul>
      )}
      {moves.length > 0 && (
        <div className={styles.moves} aria-busy={moving || undefined}>
          <TextField
            label="A word with it (optional)"
            name="moveNote"
            value={note}
            maxLength={limits.production.reason}
            showLimit={false}
            hint={`For the history and the mail, up to ${limits.production.reason.toLocaleString("en-US")} characters.`}
            onChange={setNote}
          />
          <div className={styles.actions}>
            {moves.map((offered) => (
              <div key={offered.move} className={styles.move}>
                <button
                  type="button"
                  className={buttons.button}
                  data-variant={offered.move === "request_changes" || offered.move === "reopen" ? undefined : "primary"}
                  aria-disabled={offered.problem !== null || moving || undefined}
                  aria-describedby={offered.problem ? `${id}-${offered.move}` : undefined}
                  onClick={() => void move(offered)}
                >
                  {offered.label}
                </button>
                {offered.problem && (
                  <p id={`${id}-${offered.move}`} className={styles.muted}>
                    {offered.problem}
                  </p>
                )}
              </div>
            ))}
          </div>
          {moveError && (
            <p className={styles.error} role="alert">
              {moveError}
            </p>
          )}
        </div>
      )}
      {quote && (
        <div className={styles.move}>
          <button
            type="button"
            className={buttons.button}
            data-variant="primary"
            aria-disabled={quote.problem !== null || undefined}
            aria-expanded={quote.open}
            aria-describedby={quote.problem ? `${id}-quote` : undefined}
            onClick={() => quote.problem === null && quote.onOpen()}
          >
            Request a quote
          </button>
          {quote.problem && (
            <p id={`${id}-quote`} className={styles.muted}>
              {quote.problem}
            </p>
          )}
        </div>
      )}
    </header>
  );
}
