// On a customer's set list: what the list's dates mean for its props (everything free, or which
// lines are not), and the hold that keeps them for those dates for the tenant's holdHours. A list
// can be held only when everything on it is free; a hold shows when it lapses (in the prop house's
// time zone), and offers "Hold again" once it has lapsed or the list has changed since.
import { useEffect, useId, useRef, useState } from "react";
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { LoadError } from "../LoadError/index.js";
import { FormAlert, messageOf } from "../internal/form/index.js";
import buttons from "../internal/button.module.css";
import { formatLapse, useNow } from "./hold-time.js";
import { type HoldPanelLabels, type HoldShortfall, defaultHoldPanelLabels } from "./labels.js";
import styles from "./HoldPanel.module.css";

/** The customer's hold on the list. */
export interface ListHold {
  /** When it lapses, ISO 8601. */
  expiresAt: string;
  pickUpDate: string;
  returnDate: string;
  /** The list's dates or lines changed since it was held: the hold keeps what the list was then. */
  stale: boolean;
}

export interface HoldPanelProps {
  /** Whether the list has rental dates; without them nothing can be checked or held. */
  hasDates: boolean;
  /** The lines not fully free for the list's dates (none: all free), or where their check is. */
  shortfalls: readonly HoldShortfall[] | "loading" | "error";
  /** Checks availability again after "error". */
  onRetry?: () => void;
  hold: ListHold | null;
  /** How long a hold lasts (the tenant's holdHours). */
  holdHours: number;
  locale: string;
  /** The prop house's IANA time zone: a hold lapses at a time there. */
  timeZone: string;
  /** Holds the list as it is now (again, when held); resolve once done, throw with a message to show. */
  onHold: () => Promise<void>;
  onRelease: () => Promise<void>;
  headingLevel?: 2 | 3;
  labels?: Partial<HoldPanelLabels>;
  /** "Now", to tell a lapsed hold (defaults to the current time, and the panel updates when the hold lapses). */
  now?: Date;
}

type Busy = "holding" | "releasing" | null;

export function HoldPanel({
  hasDates,
  shortfalls,
  onRetry,
  hold,
  holdHours,
  locale,
  timeZone,
  onHold,
  onRelease,
  headingLevel = 2,
  labels: given = {},
  now: givenNow,
}: HoldPanelProps) {
  const labels = { ...defaultHoldPanelLabels, ...given };
  const titleId = useId();
  const reasonId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const holdRef = useRef<HTMLButtonElement>(null);
  const releaseRef = useRef<HTMLButtonElement>(null);
  // The button pressed goes away once the app shows the new hold (or none): focus moves to what
  // took its place, whenever that render comes, rather than dropping to the top of the page.
  const focusNext = useRef<"release" | "hold" | null>(null);
  const now = useNow(givenNow, hold?.expiresAt);

  useEffect(() => {
    const target =
      focusNext.current === "release" && hold
        ? releaseRef.current
        : focusNext.current === "hold" && !hold
          ? (holdRef.current ?? titleRef.current)
          : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    focusNext.current = null;
    try {
      await action();
      focusNext.current = kind === "holding" ? "release" : "hold";
    } catch (failure) {
      setError(messageOf(failure, kind === "holding" ? labels.holdFailed : labels.releaseFailed));
    } finally {
      setBusy(null);
    }
  };

  const Heading = `h${headingLevel.toString()}` as "h2";
  const SubHeading = `h${(headingLevel + 1).toString()}` as "h3";
  const short = typeof shortfalls === "string" ? [] : shortfalls;
  // Why holding is not possible yet, if it is not: the reason is read with the button.
  const holdBlocked = !hasDates
    ? labels.holdNeedsDates
    : shortfalls === "loading"
      ? labels.holdWaitsForCheck
      : short.length > 0
        ? labels.holdNeedsAllFree
        : null;
  const lapsed = hold !== null && Date.parse(hold.expiresAt) <= now.getTime();
  // Without dates there is nothing to hold; a hold that lapsed or no longer matches the list is held again.
  const holdText = !hold ? (hasDates ? labels.hold(holdHours) : null) : lapsed || hold.stale ? labels.holdAgain : null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {labels.title}
      </Heading>
      {/* One region that stays, so a screen reader hears each new answer (checking, all free, not free). */}
      <div role="status">
        {!hasDates ? (
          <p>{labels.noDates}</p>
        ) : shortfalls === "loading" ? (
          <p className={styles.muted}>{labels.checking}</p>
        ) : shortfalls === "error" ? null : short.length === 0 ? (
          <p>{labels.allFree}</p>
        ) : (
          <>
            <SubHeading className={styles.subtitle}>{labels.notFree}</SubHeading>
            <ul className={styles.lines}>
              {short.map((line) => (
                <li key={line.propId}>
                  <span className={styles.name}>{line.name}</span> — {labels.shortfall(line, locale)}
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{labels.notFreeHint}</p>
          </>
        )}
      </div>
      {hasDates && shortfalls === "error" && (
        <LoadError message={labels.checkFailed} onRetry={onRetry} retryLabel={labels.retry} />
      )}
      <div aria-live="polite">
        {hold && (
          <>
            <p>
              <strong>{labels.heldUntil(formatLapse(hold.expiresAt, locale, timeZone))}</strong>
              {lapsed && <> {labels.lapsed}</>}{" "}
              {labels.heldFor(formatRentalDates(hold.pickUpDate, hold.returnDate, locale))}
            </p>
            {hold.stale && <p>{labels.stale}</p>}
          </>
        )}
      </div>
      <div className={styles.actions}>
        {holdText && (
          <button
            ref={holdRef}
            type="button"
            className={buttons.button}
            data-variant="primary"
            aria-busy={busy === "holding" || undefined}
            aria-disabled={busy !== null || holdBlocked !== null || undefined}
            aria-describedby={holdBlocked ? reasonId : undefined}
            onClick={() => holdBlocked === null && void run("holding", onHold)}
          >
            {busy === "holding" ? labels.holding : holdText}
          </button>
        )}
        {hold && (
          <button
            ref={releaseRef}
            type="button"
            className={buttons.button}
            aria-busy={busy === "releasing" || undefined}
            aria-disabled={busy !== null || undefined}
            onClick={() => void run("releasing", onRelease)}
          >
            {busy === "releasing" ? labels.releasing : labels.release}
          </button>
        )}
      </div>
      {holdText && holdBlocked && (
        <p id={reasonId} className={styles.muted}>
          {holdBlocked}
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}
