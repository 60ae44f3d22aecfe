// One prop in the set list editor: thumbnail, name, rate, a quantity stepper bounded 1..available
// that saves as it changes, and remove (after a confirm). A failed save puts the saved quantity
// back and says so on the line.
import { useEffect, useId, useState } from "react";
import { useConfirm } from "../ConfirmDialog/index.js";
import type { LinkComponent } from "../Link/index.js";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import { QuantityStepper, settleQuantity } from "../internal/QuantityStepper.js";
import type { SetListEditorLabels } from "./labels.js";
import styles from "./SetListEditor.module.css";

export interface SetListLine {
  propId: string;
  name: string;
  /** The prop's page, for its name to link to. */
  href?: string;
  image?: ResponsiveImage;
  quantity: number;
  /** How many the vendor has: the most this line may ask for. */
  available: number;
  /** Minor units (cents) for one item for one week. */
  weeklyRate: number;
}

/** The thumbnail's width in SetListEditor.module.css. */
const thumbSizes = "72px";

interface LineItemProps {
  line: SetListLine;
  listName: string;
  labels: SetListEditorLabels;
  money: (minorUnits: number) => string;
  onChangeQuantity: (propId: string, quantity: number) => Promise<void>;
  onRemove: (propId: string) => Promise<void>;
  onRemoved: () => void;
  LinkComponent: LinkComponent;
}

export function SetListLineItem({
  line,
  listName,
  labels,
  money,
  onChangeQuantity,
  onRemove,
  onRemoved,
  LinkComponent,
}: LineItemProps) {
  const id = useId();
  const confirm = useConfirm();
  const [draft, setDraft] = useState(String(line.quantity));
  const [busy, setBusy] = useState<"quantity" | "remove" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const max = Math.max(line.available, 1);

  // The saved quantity wins whenever it changes (after a save, or from another device).
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const save = async (wanted: number) => {
    if (busy) return;
    const quantity = settleQuantity(wanted, max, line.quantity);
    setDraft(String(quantity));
    if (quantity === line.quantity) return;
    setBusy("quantity");
    setError(null);
    try {
      await onChangeQuantity(line.propId, quantity);
    } catch {
      setDraft(String(line.quantity));
      setError(labels.quantityFailed(line.name));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    const answer = await confirm({
      title: labels.removeTitle(line.name, listName),
      paragraphs: [labels.removeExplanation],
      confirmLabel: labels.removeConfirm,
      tone: "danger",
    });
    if (answer !== "confirmed") return;
    setBusy("remove");
    setError(null);
    try {
      await onRemove(line.propId);
      onRemoved();
    } catch {
      setError(labels.removeFailed(line.name));
      setBusy(null);
    }
  };

  const errorId = `${id}-error`;
  return (
    <li className={styles.line} aria-busy={busy !== null}>
      <div className={styles.thumb}>
        {line.image && <Picture image={line.image} alt="" sizes={thumbSizes} loading="lazy" decoding="async" />}
      </div>
      <div className={styles.lineText}>
        <h3 className={styles.lineName}>
          {line.href ? (
            <LinkComponent href={line.href} className={styles.lineLink}>
              {line.name}
            </LinkComponent>
          ) : (
            line.name
          )}
        </h3>
        <p className={styles.muted}>
          {labels.rateEach(money(line.weeklyRate))} · {labels.available(line.available)}
        </p>
      </div>
      <div className={styles.stepper}>
        {/* Seen as "Quantity" beside the stepper; heard with the prop's name, as every line has one. */}
        <QuantityStepper
          id={`${id}-quantity`}
          text={draft}
          onText={setDraft}
          onSettle={(wanted) => void save(wanted)}
          max={max}
          labels={{
            quantity: labels.quantity,
            quantityOf: labels.quantityOf(line.name),
            decrease: labels.decrease(line.name),
            increase: labels.increase(line.name),
          }}
          busy={busy !== null}
          invalid={error !== null}
          {...(error ? { describedBy: errorId } : {})}
        />
      </div>
      <p className={styles.lineTotal}>{labels.linePerWeek(money(line.weeklyRate * line.quantity))}</p>
      <button
        type="button"
        className={styles.remove}
        aria-label={labels.removeOne(line.name)}
        aria-disabled={busy !== null}
        onClick={() => void remove()}
      >
        {labels.remove}
      </button>
      {error && (
        <p id={errorId} className={styles.lineError} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
