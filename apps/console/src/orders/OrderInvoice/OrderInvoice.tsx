// An order's final invoice on its page in the console: "Issue the final invoice" once the order is returned; then the
// invoice as the server priced it, its PDF, the payments recorded against it, a form to record another (check, ACH,
// account, a card taken by phone), and "Charge the card" where the customer authorised one. The balance is the
// server's.
import { useState } from "react";
import { type CardAuthorisation, type Invoice, cardLabel } from "@backlot/domain";
import { formatMoney } from "@backlot/domain/money";
import { InvoiceSummary } from "@backlot/ui/InvoiceSummary";
import buttons from "@backlot/ui/button.module.css";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { type PaymentDraft, RecordPaymentForm } from "./RecordPaymentForm.js";
import styles from "./OrderInvoice.module.css";

export interface OrderInvoiceProps {
  /** The invoice, null before one is issued. */
  invoice: Invoice | null;
  /** Whether the order is returned: the invoice is issued then. */
  returned: boolean;
  card: Pick<CardAuthorisation, "card"> | undefined;
  currency: string;
  locale: string;
  timeZone: string;
  onIssue: () => Promise<void>;
  onRecord: (payment: PaymentDraft) => Promise<void>;
  onCharge: () => Promise<void>;
  /** Builds and saves the invoice's PDF; resolves to what was saved. */
  onSavePdf: () => Promise<string>;
  /** A new document id, for a payment's id. */
  newId: () => string;
}

export function OrderInvoice(props: OrderInvoiceProps) {
  const { invoice, returned, card, currency, locale, timeZone } = props;
  const [busy, setBusy] = useState<"issue" | "charge" | null>(null);
  const [outcome, setOutcome] = useState<{ failed: string } | { done: string } | null>(null);
  const act = async (what: "issue" | "charge", run: () => Promise<void>, done: string, failed: string) => {
    if (busy) return;
    setBusy(what);
    setOutcome(null);
    try {
      await run();
      setOutcome({ done });
    } catch (failure) {
      setOutcome({ failed: messageOf(failure, failed) });
    } finally {
      setBusy(null);
    }
  };
  const said = outcome && ("failed" in outcome ? <FormAlert>{outcome.failed}</FormAlert> : null);
  const done = outcome && "done" in outcome ? outcome.done : "";

  if (!invoice)
    return (
      <section className={styles.invoice} aria-labelledby="invoice-title">
        <h2 id="invoice-title" className={styles.title}>
          Final invoice
        </h2>
        {returned ? (
          <>
            <p>Everything is accounted for. The invoice charges each piece's weeks out, losses, damage and delivery.</p>
            <div>
              <button
                type="button"
                className={buttons.button}
                data-variant="primary"
                aria-busy={busy === "issue"}
                onClick={() =>
                  void act(
                    "issue",
                    props.onIssue,
                    "Invoice issued and mailed.",
                    "The invoice was not issued; try again",
                  )
                }
              >
                {busy === "issue" ? "Issuing…" : "Issue the final invoice"}
              </button>
            </div>
          </>
        ) : (
          <p className={styles.muted}>
            The final invoice is issued once the order is returned: checked in at the dock.
          </p>
        )}
        {said}
        <p role="status" className={styles.muted}>
          {done}
        </p>
      </section>
    );

  const due = invoice.balanceDue;
  return (
    <section className={styles.invoice} aria-label="Final invoice">
      <InvoiceSummary invoice={invoice} locale={locale} timeZone={timeZone} />
      <DownloadButton label="Download the invoice (PDF)" busyLabel="Making the PDF…" onMake={props.onSavePdf} />
      {due > 0 && card && (
        <div>
          <button
            type="button"
            className={buttons.button}
            aria-busy={busy === "charge"}
            onClick={() =>
              void act("charge", props.onCharge, "The card was charged.", "The card was not charged; try again")
            }
          >
            {busy === "charge"
              ? "Charging…"
              : `Charge ${formatMoney(due, currency, locale)} to ${cardLabel(card.card)}`}
          </button>
        </div>
      )}
      {said}
      <p role="status" className={styles.muted}>
        {done}
      </p>
      {due > 0 && (
        <RecordPaymentForm
          newId={props.newId}
          due={due}
          currency={currency}
          locale={locale}
          onRecord={props.onRecord}
        />
      )}
    </section>
  );
}
