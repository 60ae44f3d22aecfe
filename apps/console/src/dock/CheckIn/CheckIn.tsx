// Checking an order back in, on the dock's screen once it is out: staff scan each piece coming off the truck (back
// fine: its stock is free at once), or report a line's pieces by hand, fine, damaged or missing (to the repair queue).
// Each line shows what went out and what is accounted for; the order turns "returned" on the server when the last
// piece is accounted for.
import { useState } from "react";
import {
  type CheckInResult,
  type Order,
  checkInProgress,
  checkInProgressLabel,
  checkedInOf,
  handedOverOf,
  stillOutOf,
} from "@backlot/domain";
import { type CalendarDate, formatCalendarDate } from "@backlot/domain/calendar-date";
import { formatMoney } from "@backlot/domain/money";
import buttons from "@backlot/ui/button.module.css";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { ScanField } from "../ScanField/index.js";
import type { DockLine } from "../DockLines/index.js";
import { type ReturnReport, ReturnReportForm } from "./ReturnReportForm.js";
import styles from "./CheckIn.module.css";

export interface CheckInProps {
  order: Pick<Order, "lines" | "handovers" | "checkIns" | "status">;
  /** The order's lines, named and numbered (usePullLines). */
  lines: readonly DockLine[];
  currency: string;
  locale: string;
  /** scanIn: one piece back fine. */
  onScan: (code: string) => Promise<CheckInResult>;
  /** reportReturn: some of a line's pieces, by hand. */
  onReport: (line: string, report: ReturnReport | { condition: "fine"; pieces: number }) => Promise<CheckInResult>;
}

export function CheckIn({ order, lines, currency, locale, onScan, onReport }: CheckInProps) {
  const [reporting, setReporting] = useState<{ key: string; condition: ReturnReport["condition"] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const open = order.status === "out";
  const progress = checkInProgress(order);
  const nameOf = (key: string) => lines.find((line) => line.key === key)?.name ?? key;
  const reports = (order.checkIns ?? []).filter((entry) => entry.condition !== "fine");

  const backFine = async (line: DockLine) => {
    setBusy(line.key);
    setFailed(null);
    try {
      await onReport(line.key, { condition: "fine", pieces: 1 });
    } catch (failure) {
      setFailed(messageOf(failure, `${line.name} was not checked in; try again`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.checkIn} aria-labelledby="check-in-title">
      <h2 id="check-in-title" className={styles.title}>
        Coming back
      </h2>
      <p role="status" className={styles.progress} data-done={progress.back === progress.out && progress.out > 0}>
        {checkInProgressLabel(progress)}
      </p>
      {open && (
        <ScanField
          label="Scan a label coming back, or type its item number"
          onScan={async (code) => {
            const { line, back, out, returned } = await onScan(code);
            const said = `${nameOf(line)}: ${back} of ${out} back`;
            return returned ? `${said}. Everything is back: the order is returned` : said;
          }}
        />
      )}
      {failed && <FormAlert>{failed}</FormAlert>}
      <ul className={styles.lines}>
        {lines.map((line) => {
          const out = handedOverOf(order, line.key);
          const left = stillOutOf(order, line.key);
          const damaged = checkedInOf(order, line.key, "damaged");
          const missing = checkedInOf(order, line.key, "missing");
          const counts = [`${checkedInOf(order, line.key)} of ${out} back`];
          if (damaged) counts.push(`${damaged} damaged`);
          if (missing) counts.push(`${missing} missing`);
          if (out < line.quantity) counts.push(`${line.quantity - out} never went out`);
          return (
            <li key={line.key} className={styles.line} data-done={out > 0 && left === 0}>
              <span className={styles.name}>
                {line.name} <span className={styles.itemNumber}>{line.itemNumber}</span>
              </span>
              <span className={styles.count}>{counts.join(" · ")}</span>
              {open && left > 0 && (
                <span className={styles.actions}>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={`One ${line.name} back fine`}
                    aria-busy={busy === line.key}
                    disabled={busy !== null}
                    onClick={() => void backFine(line)}
                  >
                    Back fine
                  </button>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={`Report ${line.name} damaged`}
                    onClick={() => setReporting({ key: line.key, condition: "damaged" })}
                  >
                    Damaged…
                  </button>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={`Report ${line.name} missing`}
                    onClick={() => setReporting({ key: line.key, condition: "missing" })}
                  >
                    Missing…
                  </button>
                </span>
              )}
              {open && reporting?.key === line.key && left > 0 && (
                <ReturnReportForm
                  key={reporting.condition}
                  name={line.name}
                  condition={reporting.condition}
                  stillOut={left}
                  currency={currency}
                  locale={locale}
                  onCancel={() => setReporting(null)}
                  onReport={async (report) => {
                    await onReport(line.key, report);
                    setReporting(null);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {reports.length > 0 && (
        <section aria-labelledby="reports-title">
          <h3 id="reports-title" className={styles.reportTitle}>
            Damaged and missing
          </h3>
          <ul className={styles.reports}>
            {reports.map((entry) => (
              <li key={entry.id}>
                {entry.condition === "damaged" ? "Damaged" : "Missing"}: {entry.pieces} × {nameOf(entry.key)}
                {entry.note ? `: ${entry.note}` : ""}
                {entry.condition === "damaged" ? ` (${chargeLabel(entry.charge ?? 0, currency, locale)})` : ""}
                {photosLabel((entry.photos ?? []).length)} · {entry.byName},{" "}
                {formatCalendarDate(entry.on as CalendarDate, locale, "medium")}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** " · 2 photos" after a report that has any. */
const photosLabel = (count: number) => (count === 0 ? "" : count === 1 ? " · 1 photo" : ` · ${count} photos`);

/** A damage charge as the dock shows it. */
const chargeLabel = (cents: number, currency: string, locale: string) =>
  cents > 0 ? `charged ${formatMoney(cents, currency, locale)}` : "not charged";
