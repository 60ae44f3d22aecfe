// A customer's paperwork on their page in the console: every paper they sent or staff granted, newest first and live,
// with Accept and Reject on those awaiting review, and the form that puts the account on terms.
import { useId } from "react";
import type { PaperWithId } from "@backlot/data";
import type { PaperFile } from "@backlot/domain";
import { LoadError } from "@backlot/ui/LoadError";
import { AccountTermsForm } from "../AccountTermsForm/index.js";
import { ReviewablePaper, type ReviewDecision } from "../PaperReview/index.js";
import styles from "./CustomerPaperwork.module.css";

export type CustomerPaperworkState =
  | { status: "loading" }
  | { status: "error"; onRetry?: (() => void) | undefined }
  | { status: "ready"; papers: readonly PaperWithId[] };

export interface CustomerPaperworkLabels {
  title: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
}

export const defaultCustomerPaperworkLabels: CustomerPaperworkLabels = {
  title: "Paperwork",
  loading: "Loading their paperwork…",
  empty: "No paperwork on file: they have sent no certificates, and the account is not on terms.",
  error: "Their paperwork could not be loaded.",
  retry: "Try again",
};

export interface CustomerPaperworkProps {
  state: CustomerPaperworkState;
  onReview: (paper: PaperWithId, decision: ReviewDecision, reason: string) => Promise<void>;
  /** Grants account terms (the limit in minor units); throws the server's refusal. */
  onGrantTerms: (terms: string, creditLimit: number) => Promise<void>;
  onOpenFile?: (file: PaperFile) => Promise<void>;
  settings: { locale: string; currency: string };
  labels?: Partial<CustomerPaperworkLabels>;
}

export function CustomerPaperwork({
  state,
  onReview,
  onGrantTerms,
  onOpenFile,
  settings,
  labels: given = {},
}: CustomerPaperworkProps) {
  const labels = { ...defaultCustomerPaperworkLabels, ...given };
  const titleId = useId();
  return (
    <section className={styles.paperwork} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      {state.status === "loading" && (
        <p role="status" aria-busy="true" className={styles.muted}>
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.papers.length === 0 && <p className={styles.muted}>{labels.empty}</p>}
      {state.status === "ready" && state.papers.length > 0 && (
        <ul className={styles.papers}>
          {state.papers.map((paper) => (
            <li key={paper.id}>
              <ReviewablePaper
                paper={paper}
                settings={settings}
                headingLevel={3}
                onOpenFile={onOpenFile}
                onReview={onReview}
              />
            </li>
          ))}
        </ul>
      )}
      <AccountTermsForm onGrant={onGrantTerms} settings={settings} />
    </section>
  );
}
