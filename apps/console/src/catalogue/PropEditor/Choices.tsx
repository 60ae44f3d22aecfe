// A group of checkboxes with its legend and error: the prop's colours, or one custom field's values.
import { useId } from "react";
import styles from "./PropEditor.module.css";

/** A group of checkboxes: the colours, or one custom field's values. */
export function Choices({
  legend,
  values,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  values: readonly string[];
  chosen: readonly string[];
  error: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined} aria-invalid={!!error}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, value] : chosen.filter((each) => each !== value))
              }
            />
            {value}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
