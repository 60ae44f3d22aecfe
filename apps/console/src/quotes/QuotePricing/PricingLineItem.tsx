// One line of the quote being priced: the prop's picture, name (with its variant), item number,
// stock and catalogue rate, the customer's note, the quantity and weekly rate staff charge, and the
// line's buttons. A line that cannot be sent as it is (a variant its prop no longer has) says why.
import { Picture } from "@backlot/ui/Picture";
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import type { PricingRow } from "./pricing-line.js";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";
import styles from "./QuotePricing.module.css";

/** The picture's width in QuotePricing.module.css. */
const pictureSizes = "96px";

export interface PricingLineItemProps {
  row: PricingRow;
  /** The problem shown for one of the line's fields, if any. */
  errorOf: (field: "quantity" | "weeklyRate" | "propId" | "variantId") => string | undefined;
  currency: string;
  money: (minor: number) => string;
  /** Whether this line is the one being substituted. */
  substituting: boolean;
  onChange: (update: Partial<PricingRow>) => void;
  onSubstitute: () => void;
  onRemove: () => void;
  labels: QuotePricingLabels;
}

export function PricingLineItem({
  row,
  errorOf,
  currency,
  money,
  substituting,
  onChange,
  onSubstitute,
  onRemove,
  labels,
}: PricingLineItemProps) {
  // The server's word on the prop or variant first; before any send, what the catalogue says is wrong.
  const lineError = errorOf("propId") ?? errorOf("variantId") ?? row.problem;
  return (
    <li className={styles.line} aria-label={row.name}>
      {row.imageUrl ? (
        <Picture
          className={styles.picture}
          image={{ url: row.imageUrl, width: 96, height: 72, srcSet: row.imageSrcSet, sources: row.imageSources }}
          alt={labels.picture(row.name)}
          sizes={pictureSizes}
        />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.about}>
        <span className={styles.name}>{row.name}</span>
        <span className={styles.muted}>
          {row.propId} · {labels.stock(row.stock)}
        </span>
        {!row.problem && (
          <span className={styles.muted}>
            {row.catalogueRate === null ? labels.notInCatalogue : labels.catalogueRate(money(row.catalogueRate))}
          </span>
        )}
        {row.note && <span className={styles.muted}>“{row.note}”</span>}
      </div>
      <TextField
        className={styles.quantity}
        label={labels.quantity}
        name={`quantity-${row.key}`}
        inputMode="numeric"
        value={row.quantity}
        onChange={(value) => onChange({ quantity: value })}
        error={errorOf("quantity")}
      />
      <TextField
        className={styles.rate}
        label={`${labels.weeklyRate} (${currency})`}
        name={`rate-${row.key}`}
        inputMode="decimal"
        value={row.rate}
        onChange={(value) => onChange({ rate: value })}
        error={errorOf("weeklyRate")}
      />
      <div className={styles.lineActions}>
        <button type="button" className={buttons.button} aria-pressed={substituting} onClick={onSubstitute}>
          {labels.substitute}
        </button>
        <button type="button" className={buttons.button} onClick={onRemove}>
          {labels.remove(row.name)}
        </button>
      </div>
      {lineError && (
        // Focused when a send is refused for it: the line has no field of its own to mark.
        <p className={styles.error} role="alert" tabIndex={-1} data-line-problem={row.problem ? "" : undefined}>
          {lineError}
        </p>
      )}
    </li>
  );
}
