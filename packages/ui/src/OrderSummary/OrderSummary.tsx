// An order's price, presented: its lines (prop, quantity, weekly rate), the rental period, the
// week-by-week table (the factor charged each week from the vendor's weeklyDiscounts, and the
// amount), the subtotal, the card-authorisation fee when the tenant takes one, and the total.
// It calculates nothing: the app passes the estimate @backlot/data's pricing produces.
import { formatRentalDates } from "@backlot/domain/calendar-date";
import { formatMoney } from "@backlot/domain/money";
import { lineKey } from "@backlot/domain";
import type { TenantSettings } from "@backlot/tenant-config";
import { useId } from "react";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import styles from "./OrderSummary.module.css";
import { LoadError } from "../LoadError/index.js";

/** One line of the estimate (the shape of @backlot/data's RentalLineEstimate). */
export interface OrderEstimateLine {
  propId: string;
  /** The variant priced, if any: an estimate may hold a prop once in each variant, `name` saying which. */
  variantId?: string;
  name: string;
  /** Minor units (cents) for one item for one week. */
  weeklyRate: number;
  quantity: number;
  /** Charged for each rental week, in minor units. */
  byWeek: readonly number[];
  total: number;
}

/** A rental estimate (the shape of @backlot/data's RentalEstimate; money in minor units). */
export interface OrderEstimate {
  weeks: number;
  currency: string;
  /** The fraction of the weekly rate charged in each rental week (1 = full, 0 = free). */
  factors: readonly number[];
  lines: readonly OrderEstimateLine[];
  weekTotals: readonly number[];
  subtotal: number;
  /** Subtotal plus the processing percentage, or null when the tenant takes no card authorisation. */
  cardAuthorisation: number | null;
}

/** Loading, failed, or ready with the estimate. */
export type OrderSummaryState =
  { status: "loading" } | { status: "error"; onRetry?: () => void } | { status: "ready"; estimate: OrderEstimate };

export interface OrderSummaryLabels {
  title: string;
  period: string;
  weekCount: (weeks: number) => string;
  linesCaption: string;
  prop: string;
  quantity: string;
  weeklyRate: string;
  lineTotal: string;
  weeksCaption: string;
  week: string;
  charged: string;
  amount: string;
  weekNumber: (week: number) => string;
  free: string;
  subtotal: string;
  cardFee: (percent: string) => string;
  total: string;
  cardNote: string;
  loading: string;
  empty: string;
  browse: string;
  error: string;
  retry: string;
}

export const defaultOrderSummaryLabels: OrderSummaryLabels = {
  title: "Order summary",
  period: "Rental period",
  weekCount: (weeks) => (weeks === 1 ? "1 week" : `${weeks.toString()} weeks`),
  linesCaption: "Props",
  prop: "Prop",
  quantity: "Quantity",
  weeklyRate: "Weekly rate",
  lineTotal: "Line total",
  weeksCaption: "Price by week",
  week: "Week",
  charged: "Rate charged",
  amount: "Amount",
  weekNumber: (week) => `Week ${week.toString()}`,
  free: "Free",
  subtotal: "Subtotal",
  cardFee: (percent) => `Card processing fee (${percent})`,
  total: "Total",
  cardNote:
    "Once the order is placed, you authorise a card for the total on the order's page; the authorisation stands as " +
    "the deposit.",
  loading: "Loading the order summary",
  empty: "There are no props in this order yet.",
  browse: "Browse props",
  error: "The order summary could not be loaded. Check your connection and try again.",
  retry: "Try again",
};

export interface OrderSummaryProps {
  state: OrderSummaryState;
  /** Pick-up and return dates, "YYYY-MM-DD" (calendar days at the vendor). */
  period?: { pickUp: string; return: string };
  settings: Pick<TenantSettings, "locale" | "ccAuthProcessingPercentage">;
  /** Offered when the order has no lines. */
  browseHref?: string;
  headingLevel?: 2 | 3;
  LinkComponent?: LinkComponent;
  labels?: Partial<OrderSummaryLabels>;
}

/** "Dec 1 – 8, 2026" in the tenant's locale; dates the app did not check are shown as they came. */
export function OrderSummary({
  state,
  period,
  settings,
  browseHref,
  headingLevel = 2,
  LinkComponent = PlainLink,
  labels: given = {},
}: OrderSummaryProps) {
  const labels = { ...defaultOrderSummaryLabels, ...given };
  const titleId = useId();
  const Heading = `h${headingLevel.toString()}` as "h2";
  const heading = (
    <Heading id={titleId} className={styles.title}>
      {labels.title}
    </Heading>
  );

  if (state.status === "loading") {
    return (
      <section className={`${styles.summary} ${styles.skeleton}`} aria-labelledby={titleId}>
        {heading}
        <div role="status" aria-busy="true" aria-label={labels.loading} className={styles.lines}>
          <div className={styles.line} />
          <div className={styles.line} />
          <div className={styles.line} data-width="short" />
        </div>
      </section>
    );
  }

  if (state.status === "error") {
    return (
      <section className={styles.summary} aria-labelledby={titleId}>
        {heading}
        <LoadError
          className={styles.message}
          message={labels.error}
          onRetry={state.onRetry}
          retryLabel={labels.retry}
        />
      </section>
    );
  }

  const { estimate } = state;
  const money = (minorUnits: number) => formatMoney(minorUnits, estimate.currency, settings.locale);
  const percent = new Intl.NumberFormat(settings.locale, { style: "percent", maximumFractionDigits: 2 });
  const cardFee = estimate.cardAuthorisation === null ? null : estimate.cardAuthorisation - estimate.subtotal;

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      {heading}
      {period && (
        <p className={styles.period}>
          <span className={styles.periodLabel}>{labels.period}</span>{" "}
          {formatRentalDates(period.pickUp, period.return, settings.locale)}
          {estimate.lines.length > 0 && <> · {labels.weekCount(estimate.weeks)}</>}
        </p>
      )}
      {estimate.lines.length === 0 ? (
        <div className={styles.message}>
          <p>{labels.empty}</p>
          {browseHref && (
            <LinkComponent href={browseHref} className={styles.messageLink}>
              {labels.browse}
            </LinkComponent>
          )}
        </div>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>{labels.linesCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.prop}</th>
                  <th scope="col" data-numeric="true">
                    {labels.quantity}
                  </th>
                  <th scope="col" data-numeric="true">
                    {labels.weeklyRate}
                  </th>
                  <th scope="col" data-numeric="true">
                    {labels.lineTotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((line) => (
                  <tr key={lineKey(line)}>
                    <th scope="row">{line.name}</th>
                    <td data-numeric="true">{line.quantity.toLocaleString(settings.locale)}</td>
                    <td data-numeric="true">{money(line.weeklyRate)}</td>
                    <td data-numeric="true">{money(line.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>{labels.weeksCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.week}</th>
                  <th scope="col" data-numeric="true">
                    {labels.charged}
                  </th>
                  <th scope="col" data-numeric="true">
                    {labels.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.factors.map((factor, index) => (
                  <tr key={index} data-free={factor === 0}>
                    <th scope="row">{labels.weekNumber(index + 1)}</th>
                    <td data-numeric="true">{factor === 0 ? labels.free : percent.format(factor)}</td>
                    <td data-numeric="true">{money(estimate.weekTotals[index] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={styles.totals}>
            <div>
              <dt>{labels.subtotal}</dt>
              <dd>{money(estimate.subtotal)}</dd>
            </div>
            {cardFee !== null && (
              <div>
                <dt>{labels.cardFee(percent.format(settings.ccAuthProcessingPercentage / 100))}</dt>
                <dd>{money(cardFee)}</dd>
              </div>
            )}
            <div data-total="true">
              <dt>{labels.total}</dt>
              <dd>{money(estimate.cardAuthorisation ?? estimate.subtotal)}</dd>
            </div>
          </dl>
          {cardFee !== null && <p className={styles.note}>{labels.cardNote}</p>}
        </>
      )}
    </section>
  );
}
