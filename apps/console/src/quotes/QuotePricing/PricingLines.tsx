// The quote's lines as a list, one PricingLineItem each; a quote with none says so.
import type { PricingRow } from "./pricing-line.js";
import { PricingLineItem, type PricingLineItemProps } from "./PricingLineItem.js";
import styles from "./QuotePricing.module.css";

export interface PricingLinesProps extends Pick<PricingLineItemProps, "currency" | "money" | "labels"> {
  rows: readonly PricingRow[];
  /** The problems shown, by field ("lines.2.weeklyRate"). */
  errors: Readonly<Record<string, string>>;
  /** The key of the row being substituted, or null. */
  substituting: number | null;
  onChange: (key: number, update: Partial<PricingRow>) => void;
  onSubstitute: (key: number) => void;
  onRemove: (key: number) => void;
}

export function PricingLines({
  rows,
  errors,
  substituting,
  onChange,
  onSubstitute,
  onRemove,
  ...shared
}: PricingLinesProps) {
  return (
    <>
      {rows.length === 0 && <p role="status">{shared.labels.noLines}</p>}
      <ul className={styles.lines}>
        {rows.map((row, index) => (
          <PricingLineItem
            key={row.key}
            {...shared}
            row={row}
            errorOf={(field) => errors[`lines.${index}.${field}`]}
            substituting={substituting === row.key}
            onChange={(update) => onChange(row.key, update)}
            onSubstitute={() => onSubstitute(row.key)}
            onRemove={() => onRemove(row.key)}
          />
        ))}
      </ul>
    </>
  );
}
