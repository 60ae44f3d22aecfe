// Recording a payment against an invoice: how it was paid, how much (the balance due to start with), and its
// reference (a check number, an ACH trace). The payment's id is made once per attempt, so a retry after a lost answer
// is recorded once.
import { useId, useRef, useState } from "react";
import { type PaymentMethod, limits, paymentMethods } from "@backlot/domain";
import { decimalAmount, formatMoney, parseMoney } from "@backlot/domain/money";
import { paymentMethodLabels } from "@backlot/ui/InvoiceSummary";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import form from "@backlot/ui/form.module.css";
import styles from "./OrderInvoice.module.css";

export interface PaymentDraft {
  paymentId: string;
  method: PaymentMethod;
  amount: number;
  reference: string;
}

export function RecordPaymentForm({
  due,
  currency,
  locale,
  onRecord,
  newId,
}: {
  /** A new document id (the document store's newId): one per payment, kept for its retries. */
  newId: () => string;
  due: number;
  currency: string;
  locale: string;
  onRecord: (payment: PaymentDraft) => Promise<void>;
}) {
  const titleId = useId();
  const methodId = useId();
  const [method, setMethod] = useState<PaymentMethod>("check");
  const [amount, setAmount] = useState<string>(decimalAmount(due, currency));
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ failed: string } | { done: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const attempt = useRef<string | null>(null);

  const submit = async () => {
    if (busy) return;
    const cents = parseMoney(amount, currency);
    if (cents === null || cents < 1 || cents > due) {
      setProblem(`Enter an amount from ${formatMoney(1, currency, locale)} to ${formatMoney(due, currency, locale)}`);
      amountRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    setOutcome(null);
    try {
      attempt.current ??= newId();
      await onRecord({ paymentId: attempt.current, method, amount: cents, reference: reference.trim() });
      attempt.current = null;
      setOutcome({
        done: `${paymentMethodLabels[method]} payment of ${formatMoney(cents, currency, locale)} recorded.`,
      });
      setReference("");
    } catch (failure) {
      setOutcome({ failed: messageOf(failure, "The payment was not recorded; try again") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.payment}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.subtitle}>
        Record a payment
      </h3>
      <div className={styles.fields}>
        <div className={form.field}>
          <label htmlFor={methodId} className={form.label}>
            Paid by
          </label>
          <select
            id={methodId}
            className={form.input}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {paymentMethods.map((each) => (
              <option key={each} value={each}>
                {paymentMethodLabels[each]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={`Amount (${currency})`}
          name="amount"
          ref={amountRef}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          error={problem}
          required
        />
        <TextField
          label="Reference (optional)"
          name="reference"
          value={reference}
          onChange={setReference}
          hint="A check number, an ACH trace"
          maxLength={limits.dock.paymentReference}
          showLimit={false}
        />
      </div>
      {outcome && "failed" in outcome && <FormAlert>{outcome.failed}</FormAlert>}
      {outcome && "done" in outcome && <FormAlert tone="success">{outcome.done}</FormAlert>}
      <div>
        <SubmitButton busy={busy} busyLabel="Recording…">
          Record the payment
        </SubmitButton>
      </div>
    </form>
  );
}
