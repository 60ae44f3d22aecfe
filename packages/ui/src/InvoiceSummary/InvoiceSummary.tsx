// A final invoice, presented (issue 34): what was charged for each line's weeks out, losses at replacement value,
// damage at staff's charge, delivery, sales tax (or the exemption), the card fee, the total, the payments recorded and
// the balance due. It calculates nothing: the server priced the invoice (@backlot/domain's priceInvoice) and stored it.
import { useId } from "react";
import type { Invoice, PaymentMethod } from "@backlot/domain/dock";
import { formatCalendarRange } from "@backlot/domain/calendar-date";
import { formatMoney } from "@backlot/domain/money";
import styles from "./InvoiceSummary.module.css";

export type InvoiceSummaryInvoice = Pick<Invoice, "number" | "issuedAt" | "charges" | "balanceDue"> & {
  payments: ReadonlyArray<Pick<Invoice["payments"][number], "id" | "method" | "amount" | "reference" | "at">>;
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  check: "Check",
  ach: "ACH transfer",
  account: "On account",
};

export interface InvoiceSummaryProps {
  invoice: InvoiceSummaryInvoice;
  locale: string;
  /** The house's time zone: the days of issue and of each payment are its days. */
  timeZone: string;
  /** The heading's level in the page (2 by default). */
  headingLevel?: 2 | 3;
}

export function InvoiceSummary({ invoice, locale, timeZone, headingLevel = 2 }: InvoiceSummaryProps) {
  const titleId = useId();
  const { charges } = invoice;
  const money = (cents: number) => formatMoney(cents, charges.currency, locale);
  const day = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(at));
  const Heading = `h${headingLevel}` as const;
  const { totals } = charges;
  const weeks = (count: number) => (count === 1 ? "1 week" : `${count} weeks`);
  return (
    <section className={styles.invoice} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Invoice {invoice.number}
      </Heading>
      <p className={styles.muted}>Issued {day(invoice.issuedAt)}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>Rent, for the weeks each piece was out</caption>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Pieces</th>
            <th scope="col">Out</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.rent.map((line) => (
            <tr key={`${line.key}-${line.from}-${line.to}`}>
              <th scope="row">
                {line.name} <span className={styles.muted}>{line.propId}</span>
              </th>
              <td>{line.pieces}</td>
              <td>
                {formatCalendarRange(line.from, line.to, locale)} · {weeks(line.weeks)}
              </td>
              <td className={styles.amount}>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(charges.losses.length > 0 || charges.damages.length > 0) && (
        <table className={styles.table}>
          <caption className={styles.caption}>Loss and damage</caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">What happened</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.losses.map((loss) => (
              <tr key={`loss-${loss.key}`}>
                <th scope="row">
                  {loss.name} <span className={styles.muted}>{loss.propId}</span>
                </th>
                <td>
                  {loss.pieces} lost, at {money(loss.replacementValue)} each
                </td>
                <td className={styles.amount}>{money(loss.amount)}</td>
              </tr>
            ))}
            {charges.damages.map((damage, index) => (
              <tr key={`damage-${damage.key}-${index}`}>
                <th scope="row">
                  {damage.name} <span className={styles.muted}>{damage.propId}</span>
                </th>
                <td>Damaged: {damage.note}</td>
                <td className={styles.amount}>{money(damage.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className={styles.totals}>
        <dt>Rent</dt>
        <dd>{money(totals.rent)}</dd>
        {totals.loss > 0 && (
          <>
            <dt>Loss</dt>
            <dd>{money(totals.loss)}</dd>
          </>
        )}
        {totals.damage > 0 && (
          <>
            <dt>Damage</dt>
            <dd>{money(totals.damage)}</dd>
          </>
        )}
        {totals.delivery > 0 && (
          <>
            <dt>Delivery</dt>
            <dd>{money(totals.delivery)}</dd>
          </>
        )}
        <dt>{charges.taxExempt ? "Sales tax (exempt)" : `Sales tax (${charges.taxPercentage}%)`}</dt>
        <dd>{money(totals.tax)}</dd>
        {charges.cardFeePercentage !== null && (
          <>
            <dt>Card fee ({charges.cardFeePercentage}%)</dt>
            <dd>{money(totals.cardFee)}</dd>
          </>
        )}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{money(totals.total)}</dd>
      </dl>
      <h3 className={styles.subtitle}>Payments</h3>
      {invoice.payments.length === 0 ? (
        <p className={styles.muted}>No payment recorded yet.</p>
      ) : (
        <ul className={styles.payments}>
          {invoice.payments.map((payment) => (
            <li key={payment.id}>
              {day(payment.at)}: {paymentMethodLabels[payment.method]} {money(payment.amount)}
              {payment.reference ? ` (${payment.reference})` : ""}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.balance} role="status">
        {invoice.balanceDue > 0 ? `Balance due: ${money(invoice.balanceDue)}` : "Paid in full"}
      </p>
    </section>
  );
}
