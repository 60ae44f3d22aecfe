// The review queue: every paper customers sent that no one has reviewed, oldest first (first come, first reviewed),
// each with whose it is (a link to their page), its file, and Accept or Reject. Live: a paper sent now appears, and
// one reviewed here or by a colleague leaves.
import { useId } from "react";
import type { PaperWithId } from "@backlot/data";
import type { PaperFile } from "@backlot/domain";
import { LoadError } from "@backlot/ui/LoadError";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import buttons from "@backlot/ui/button.module.css";
import { ReviewablePaper, type ReviewDecision } from "../PaperReview/index.js";
import styles from "./ReviewQueue.module.css";

export interface ReviewQueueItem {
  paper: PaperWithId;
  customer: { name: string; href: string };
}

export type ReviewQueueState =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  /** `hasMore`: the page is full, so older papers may wait past it. */
  | { status: "ready"; items: readonly ReviewQueueItem[]; hasMore?: boolean };

export interface ReviewQueueLabels {
  title: string;
  intro: string;
  /** "3 papers" in the heading. */
  count: (count: number, more: boolean) => string;
  from: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  showMore: string;
}

export const defaultReviewQueueLabels: ReviewQueueLabels = {
  title: "Paperwork to review",
  intro:
    "Papers customers sent, oldest first. An accepted paper counts on their orders' checklists; a rejected one goes " +
    "back to the customer with your reason.",
  count: (count, more) => `${count.toLocaleString()}${more ? "+" : ""} ${count === 1 && !more ? "paper" : "papers"}`,
  from: "From",
  loading: "Loading the papers awaiting review…",
  empty: "Nothing awaits review.",
  error: "The papers awaiting review could not be loaded.",
  retry: "Try again",
  showMore: "Show more",
};

export interface ReviewQueueProps {
  state: ReviewQueueState;
  onReview: (paper: PaperWithId, decision: ReviewDecision, reason: string) => Promise<void>;
  /** Saves a paper's file; its failure shows on the paper's card. */
  onOpenFile?: (file: PaperFile) => Promise<void>;
  onShowMore?: () => void;
  settings: { locale: string; currency: string };
  LinkComponent?: LinkComponent;
  labels?: Partial<ReviewQueueLabels>;
}

export function ReviewQueue({
  state,
  onReview,
  onOpenFile,
  onShowMore,
  settings,
  LinkComponent = PlainLink,
  labels: given = {},
}: ReviewQueueProps) {
  const labels = { ...defaultReviewQueueLabels, ...given };
  const titleId = useId();
  return (
    <section className={styles.queue} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {labels.title}
        {state.status === "ready" && state.items.length > 0 && (
          <span className={styles.count}> ({labels.count(state.items.length, state.hasMore ?? false)})</span>
        )}
      </h1>
      <p className={styles.muted}>{labels.intro}</p>
      {state.status === "loading" && (
        <p role="status" aria-busy="true" className={styles.muted}>
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.items.length === 0 && (
        <p role="status" className={styles.empty}>
          {labels.empty}
        </p>
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <ul className={styles.papers}>
          {state.items.map(({ paper, customer }) => (
            <li key={paper.id}>
              <ReviewablePaper
                paper={paper}
                settings={settings}
                headingLevel={2}
                owner={
                  <>
                    {labels.from} <LinkComponent href={customer.href}>{customer.name}</LinkComponent>
                  </>
                }
                onOpenFile={onOpenFile}
                onReview={onReview}
              />
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.hasMore && onShowMore && (
        <button type="button" className={buttons.button} onClick={onShowMore}>
          {labels.showMore}
        </button>
      )}
    </section>
  );
}
