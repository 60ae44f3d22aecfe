// The week-by-week total of the lines as priced (the kit's OrderSummary), or, while a line has a
// problem, what to fix to see it.
import { type OrderEstimate, OrderSummary } from "@backlot/ui/OrderSummary";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";
import styles from "./QuotePricing.module.css";

export interface PricingTotalsProps {
  /** The total of the lines, or null while one has a problem. */
  estimate: OrderEstimate | null;
  hasLines: boolean;
  period: { pickUp: string; return: string };
  settings: { locale: string; currency: string; ccAuthProcessingPercentage: number };
  labels: QuotePricingLabels;
}

export function PricingTotals({ estimate, hasLines, period, settings, labels }: PricingTotalsProps) {
  if (estimate)
    return <OrderSummary state={{ status: "ready", estimate }} period={period} settings={settings} headingLevel={3} />;
  return hasLines ? <p className={styles.muted}>{labels.fixLines}</p> : null;
}
