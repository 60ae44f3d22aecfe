// What staff choose before printing labels: the label stock, and how many labels of each prop (one per piece of a
// set of chairs, say). The sheet itself is made by the page (onMake), busy and with its outcome as the kit's
// DownloadButton says.
import { useId, useState } from "react";
import { limits } from "@backlot/domain";
import { type LabelFormatId, labelFormats } from "@backlot/print/label-formats";
import form from "@backlot/ui/form.module.css";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import styles from "./LabelSheetForm.module.css";

const maxCopies = limits.dock.labelCopies;

export interface LabelSheetFormProps {
  /** "Print labels for these props" or "Print this prop's labels". */
  label: string;
  onMake: (choice: { format: LabelFormatId; copies: number }) => Promise<string>;
  defaultCopies?: number;
}

const formatIds = Object.keys(labelFormats) as LabelFormatId[];

export function LabelSheetForm({ label, onMake, defaultCopies = 1 }: LabelSheetFormProps) {
  const id = useId();
  const [format, setFormat] = useState<LabelFormatId>("avery-5160");
  const [copies, setCopies] = useState(String(defaultCopies));
  const count = Number(copies);
  const copiesProblem =
    Number.isInteger(count) && count >= 1 && count <= maxCopies
      ? null
      : `Labels of each prop: a whole number from 1 to ${maxCopies}.`;
  return (
    <fieldset className={styles.labels}>
      <legend className={styles.legend}>Labels</legend>
      <div className={form.field}>
        <label htmlFor={`${id}-format`} className={form.label}>
          Label stock
        </label>
        <select
          id={`${id}-format`}
          className={form.input}
          value={format}
          onChange={(event) => setFormat(event.target.value as LabelFormatId)}
        >
          {formatIds.map((each) => (
            <option key={each} value={each}>
              {labelFormats[each].name}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-copies`} className={form.label}>
          Labels of each prop
        </label>
        <input
          id={`${id}-copies`}
          className={`${form.input} ${styles.copies}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxCopies}
          value={copies}
          aria-invalid={copiesProblem !== null}
          aria-describedby={copiesProblem ? `${id}-copies-problem` : undefined}
          onChange={(event) => setCopies(event.target.value)}
        />
        {copiesProblem && (
          <p id={`${id}-copies-problem`} className={styles.problem}>
            {copiesProblem}
          </p>
        )}
      </div>
      <DownloadButton
        label={label}
        busyLabel="Making the labels…"
        disabled={copiesProblem !== null}
        onMake={() => onMake({ format, copies: count })}
      />
    </fieldset>
  );
}
