// Staff price a quote request: each line (a prop, in its variant if it names one) with the prop's
// picture, stock and catalogue rate, its quantity and the weekly rate they charge (prefilled from the
// catalogue), props added or substituted from a search, a note, and the week-by-week total as they
// type. The lines are checked by @backlot/domain's quotedLineProblems, the server's own rules; nothing
// typed is lost when sending fails. The parts: the lines (PricingLines, PricingLineItem), the search
// (the console's PropFinder), the total (PricingTotals), and the form's state (usePricingForm, usePropFinder).
import { type QuotedLineInput, limits } from "@backlot/domain";
import { formatMoney } from "@backlot/domain/money";
import { FormAlert } from "@backlot/ui/FormAlert";
import type { OrderEstimate } from "@backlot/ui/OrderSummary";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import { useId } from "react";
import { type PricingLine, type PropChoice, variantLine } from "./pricing-line.js";
import { PricingLines } from "./PricingLines.js";
import { PricingTotals } from "./PricingTotals.js";
import { type QuotePricingLabels, defaultQuotePricingLabels } from "./quote-pricing-labels.js";
import { usePricingForm } from "./use-pricing-form.js";
import { PropFinder, usePropFinder } from "../../catalogue/PropFinder/index.js";
import styles from "./QuotePricing.module.css";

export interface QuotePricingProps {
  lines: readonly PricingLine[];
  note?: string;
  settings: { locale: string; currency: string; ccAuthProcessingPercentage: number };
  period: { pickUp: string; return: string };
  /** Works out the week-by-week total of priced lines (the vendor's schedule over the request's dates). */
  estimate: (
    lines: readonly { propId: string; variantId?: string; name: string; quantity: number; weeklyRate: number }[],
  ) => OrderEstimate;
  /** Searches the catalogue (at least two characters typed). */
  findProps: (text: string) => Promise<readonly PropChoice[]>;
  /** Sends the quote; resolve once sent, throw with a message to show (and `fieldErrors`) on failure. */
  onSubmit: (quote: { lines: QuotedLineInput[]; note: string }) => Promise<void>;
  labels?: Partial<QuotePricingLabels>;
}

export function QuotePricing({
  lines,
  note = "",
  settings,
  period,
  estimate,
  findProps,
  onSubmit,
  labels: given = {},
}: QuotePricingProps) {
  const labels = { ...defaultQuotePricingLabels, ...given };
  const { currency, locale } = settings;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const form = usePricingForm({ lines, note, currency, labels, onSubmit });
  const finder = usePropFinder(findProps);
  const titleId = useId();

  const { rows, substituting, status } = form;
  const substitutingRow = rows.find((row) => row.key === substituting);
  const priced = form.valid
    ? estimate(form.current.lines.map((line, index) => ({ ...line, name: rows[index]?.name ?? line.propId })))
    : null;

  const substitute = (key: number) => {
    form.setSubstituting(substituting === key ? null : key);
    finder.setNotice("");
    finder.inputRef.current?.focus();
  };

  const pick = (choice: PropChoice, variantId: string | undefined) => {
    if (!form.place(choice, variantId)) {
      finder.setNotice(labels.alreadyOn(variantLine(choice, variantId).name));
      return;
    }
    finder.setNotice("");
    finder.setText("");
  };

  return (
    <form
      ref={form.formRef}
      className={styles.pricing}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <PricingLines
        rows={rows}
        errors={form.errors}
        substituting={substituting}
        onChange={form.change}
        onSubstitute={substitute}
        onRemove={form.remove}
        currency={currency}
        money={money}
        labels={labels}
      />
      <PropFinder
        finder={finder}
        substituting={substitutingRow?.name}
        onCancelSubstitute={() => form.setSubstituting(null)}
        onPick={pick}
        money={money}
        labels={labels}
      />
      <PricingTotals estimate={priced} hasLines={rows.length > 0} period={period} settings={settings} labels={labels} />
      <TextField
        label={labels.note}
        name="note"
        multiline
        rows={4}
        value={form.note}
        hint={labels.noteHint}
        onChange={form.changeNote}
        maxLength={limits.staff.quoteAnswer}
      />
      {status.kind === "failed" && <FormAlert>{status.message}</FormAlert>}
      {status.kind === "sent" && <FormAlert tone="success">{labels.sent}</FormAlert>}
      <SubmitButton busy={status.kind === "sending"} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
