// One prop in the set list editor (in its variant, if it has one): thumbnail, name, rate, a quantity
// stepper bounded 1..available that saves as it changes, and remove (after a confirm). A failed save
// puts the saved quantity back and says so on the line.
import { type LineIdentity, lineName, withVariant } from "@backlot/domain";
import { useEffect, useId, useState } from "react";
import { useConfirm } from "../ConfirmDialog/index.js";
import type { LinkComponent } from "../Link/index.js";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import { QuantityStepper, settleQuantity } from "../internal/QuantityStepper.js";
import type { SetListEditorLabels } from "./labels.js";
import styles from "./SetListEditor.module.css";

export interface SetListLine {
  propId: string;
  /** The variant chosen (a size, a finish), if any: a list may hold a prop once in each. */
  variantId?: string;
  /** The prop's name; the line shows it with its variant's ("Bentwood chair (Walnut)"). */
  name: string;
  variantName?: string;
  /** What is wrong with the line, such as a variant the prop no longer offers: shown on it. */
  problem?: string;
  /** The prop's page, for its name to link to. */
  href?: string;
  image?: ResponsiveImage;
  quantity: number;
  /** How many the vendor has: the most this line may ask for. */
  available: number;
  /** Minor units (cents) for one item for one week: the variant's, where it has its own. */
  weeklyRate: number;
}

/** The thumbnail's width in SetListEditor.module.css. */
const thumbSizes = "72px";

interface LineItemProps {
  line: SetListLine;
  listName: string;
  labels: SetListEditorLabels;
  money: (minorUnits: number) => string;
  onChangeQuantity: (line: LineIdentity, quantity: number) => Promise<void>;
  onRemove: (line: LineIdentity) => Promise<void>;
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
  // Every label names the variant too: two lines may be the same prop.
  const name = lineName(line.name, line.variantName);
  const identity = { propId: line.propId, ...withVariant(line) };

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
      await onChangeQuantity(identity, quantity);
    } catch {
      setDraft(String(line.quantity));
      setError(labels.quantityFailed(name));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    const answer = await confirm({
      title: labels.removeTitle(name, listName),
      paragraphs: [labels.removeExplanation],
      confirmLabel: labels.removeConfirm,
      tone: "danger",
    });
    if (answer !== "confirmed") return;
    setBusy("remove");
    setError(null);
    try {
      await onRemove(identity);
      onRemoved();
    } catch {
      setError(labels.removeFailed(name));
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
              {name}
            </LinkComponent>
          ) : (
            name
          )}
        </h3>
        {line.problem && <p className={styles.lineProblem}>{line.problem}</p>}
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
            quantityOf: labels.quantityOf(name),
            decrease: labels.decrease(name),
            increase: labels.increase(name),
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
        aria-label={labels.removeOne(name)}
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
