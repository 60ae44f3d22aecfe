// One paper of a customer's paperwork, as the customer and staff see it: what it is, its state (and why it was
// rejected), its details, and its file to open. Staff's review buttons and the like come in as children.
import { type CalendarDate, type Paper, type PaperFile, formatCalendarDate, formatMoney } from "@backlot/domain";
import type { ReactNode } from "react";
import { useState } from "react";
import { FormHeading, type HeadingLevel } from "../internal/form/FormHeading.js";
import { paperKindLabels, paperStateLabels } from "../labels/index.js";
import styles from "./PaperCard.module.css";

export interface PaperCardProps {
  paper: Paper;
  locale: string;
  currency: string;
  /** Opens the paper's file (the file store reads it as the signed-in user); its failure is shown on the card. */
  onOpenFile?: (file: PaperFile) => Promise<void>;
  headingLevel?: HeadingLevel;
  /** Who the paper belongs to, where that is not obvious (the console's review queue). */
  owner?: ReactNode;
  children?: ReactNode;
}

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${String(Math.ceil(bytes / 1024))} KB`;

export function PaperCard({ paper, locale, currency, onOpenFile, headingLevel = 3, owner, children }: PaperCardProps) {
  const [opening, setOpening] = useState<"idle" | "busy" | { failed: string }>("idle");
  const day = (date: string) => formatCalendarDate(date as CalendarDate, locale, "medium");
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const when = (at: Date | undefined) =>
    at ? new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(at)) : "";

  const details: [string, string][] =
    paper.kind === "insurance"
      ? [
          ["Insurer", paper.insurer],
          ["Policy", paper.policyNumber],
          ["Covers", `${day(paper.coverageStart)} to ${day(paper.coverageEnd)}`],
          ["Limit", `${money(paper.limit)} each occurrence`],
          ["Additional insured", paper.additionalInsured ? "Names the prop house" : "Does not name the prop house"],
          ["Loss payee", paper.lossPayee ? "Names the prop house" : "Does not name the prop house"],
        ]
      : paper.kind === "taxExemption"
        ? [
            ["Form", `${paper.form}, ${paper.region}`],
            ["Holds until", day(paper.expiresOn)],
          ]
        : [
            ["Terms", paper.terms],
            ["Credit limit", money(paper.creditLimit)],
          ];
  const file = paper.kind === "accountTerms" ? null : paper.file;
  // Named by what tells two of a kind apart (a renewed certificate beside the lapsed one); the kind above it.
  const title =
    paper.kind === "insurance"
      ? `${paper.insurer}, policy ${paper.policyNumber}`
      : paper.kind === "taxExemption"
        ? `${paper.form} (${paper.region})`
        : paper.terms;

  async function open(target: PaperFile) {
    if (!onOpenFile) return;
    setOpening("busy");
    try {
      await onOpenFile(target);
      setOpening("idle");
    } catch (error) {
      setOpening({ failed: error instanceof Error ? error.message : `${target.name} could not be opened; try again` });
    }
  }

  return (
    <article className={styles.card} data-state={paper.state} aria-label={`${paperKindLabels[paper.kind]}: ${title}`}>
      <header className={styles.header}>
        <div>
          <p className={styles.kind}>{paperKindLabels[paper.kind]}</p>
          <FormHeading level={headingLevel}>{title}</FormHeading>
        </div>
        <span className={styles.state}>{paperStateLabels[paper.state]}</span>
      </header>
      {owner && <p className={styles.owner}>{owner}</p>}
      {paper.state === "rejected" && paper.rejectedReason && (
        <p className={styles.reason}>Why it was rejected: {paper.rejectedReason}</p>
      )}
      <dl className={styles.details}>
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{paper.kind === "accountTerms" ? "Granted" : "Sent"}</dt>
          <dd>
            {when(paper.sentAt)}
            {paper.actedBy ? ` by ${paper.actedBy.staffName} for the customer` : ""}
          </dd>
        </div>
        {paper.reviewedAt && paper.kind !== "accountTerms" && (
          <div>
            <dt>Reviewed</dt>
            <dd>
              {when(paper.reviewedAt)}
              {paper.reviewedByName ? ` by ${paper.reviewedByName}` : ""}
            </dd>
          </div>
        )}
      </dl>
      {file && (
        <p className={styles.file}>
          {onOpenFile ? (
            <button
              type="button"
              className={styles.open}
              onClick={() => void open(file)}
              aria-busy={opening === "busy"}
            >
              {opening === "busy" ? `Opening ${file.name}…` : `Open ${file.name}`}
            </button>
          ) : (
            file.name
          )}{" "}
          <span className={styles.muted}>({kilobytes(file.size)})</span>
        </p>
      )}
      {typeof opening === "object" && (
        <p role="alert" className={styles.reason}>
          {opening.failed}
        </p>
      )}
      {children}
    </article>
  );
}
