// Picks one variant of a prop (a size, a finish). The tenant's variantMenuStyle decides how: a
// dropdown, a row of buttons, or colour swatches. Out-of-stock variants show but cannot be picked.
import { formatMoney } from "@backlot/domain/money";
import { type TenantSettings, slugify } from "@backlot/tenant-config";
import { useId } from "react";
import hidden from "../internal/visually-hidden.module.css";
import styles from "./VariantMenu.module.css";

export interface PropVariant {
  id: string;
  label: string;
  /** How many are free to rent; 0 means out of stock. */
  quantity: number;
  /** Minor units (cents) a week, when this variant's rate differs from the prop's. */
  weeklyRate?: number;
  /** A colour name from the tenant's colour map, drawn as the swatch (the label's, otherwise). */
  swatch?: string;
}

export interface VariantMenuLabels {
  /** The group's name, such as "Size" or "Finish". */
  legend: string;
  choose: string;
  outOfStock: string;
  perWeek: (price: string) => string;
  selected: (label: string) => string;
}

export const defaultVariantMenuLabels: VariantMenuLabels = {
  legend: "Options",
  choose: "Choose one",
  outOfStock: "Out of stock",
  perWeek: (price) => `${price} per week`,
  selected: (label) => label,
};

export interface VariantMenuProps {
  variants: readonly PropVariant[];
  selectedId: string | null;
  onSelect: (variantId: string) => void;
  settings: Pick<TenantSettings, "variantMenuStyle" | "currency" | "locale">;
  disabled?: boolean;
  labels?: Partial<VariantMenuLabels>;
}

export function VariantMenu({
  variants,
  selectedId,
  onSelect,
  settings,
  disabled = false,
  labels: given = {},
}: VariantMenuProps) {
  const labels = { ...defaultVariantMenuLabels, ...given };
  const id = useId();
  const style = settings.variantMenuStyle;
  const selected = variants.find((variant) => variant.id === selectedId);
  const price = (variant: PropVariant) =>
    variant.weeklyRate === undefined
      ? null
      : labels.perWeek(formatMoney(variant.weeklyRate, settings.currency, settings.locale));

  if (style === "dropdown") {
    const optionText = (variant: PropVariant) =>
      [variant.label, price(variant), variant.quantity > 0 ? null : labels.outOfStock].filter(Boolean).join(" · ");
    return (
      <div className={styles.menu} data-style={style}>
        <label className={styles.legend} htmlFor={id}>
          {labels.legend}
        </label>
        <select
          id={id}
          className={styles.select}
          value={selectedId ?? ""}
          disabled={disabled}
          onChange={(event) => onSelect(event.target.value)}
        >
          {!selected && (
            <option value="" disabled>
              {labels.choose}
            </option>
          )}
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id} disabled={variant.quantity <= 0}>
              {optionText(variant)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  // Buttons and swatches are radio buttons drawn differently: one tab stop, arrows move the choice.
  return (
    <fieldset className={styles.menu} data-style={style} disabled={disabled}>
      <legend className={styles.legend}>
        {labels.legend}
        {style === "swatches" && selected && (
          <>
            {" "}
            <span className={styles.current}>{labels.selected(selected.label)}</span>
          </>
        )}
      </legend>
      <div className={styles.options}>
        {variants.map((variant) => {
          const soldOut = variant.quantity <= 0;
          const shownPrice = price(variant);
          return (
            <label
              key={variant.id}
              className={styles.option}
              data-out-of-stock={soldOut}
              title={style === "swatches" ? variant.label : undefined}
            >
              <input
                type="radio"
                className={styles.radio}
                name={id}
                value={variant.id}
                checked={variant.id === selectedId}
                disabled={soldOut}
                onChange={() => onSelect(variant.id)}
              />
              {style === "swatches" ? (
                <>
                  <span
                    className={styles.swatch}
                    aria-hidden="true"
                    style={{
                      background: `var(--swatch-${slugify(variant.swatch ?? variant.label)}, var(--color-surface))`,
                    }}
                  />
                  <span className={hidden.hidden}>
                    {[variant.label, shownPrice, soldOut ? labels.outOfStock : null].filter(Boolean).join(", ")}
                  </span>
                </>
              ) : (
                <span className={styles.text}>
                  <span>{variant.label}</span>
                  {shownPrice && <span className={styles.detail}>{shownPrice}</span>}
                  {soldOut && <span className={styles.detail}>{labels.outOfStock}</span>}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
