// Under the lines, the catalogue search: a prop to add, or to use instead of the line being
// substituted (with a way out of substituting), and what the search found, each with its item
// number, rate and stock.
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import type { PropChoice } from "./pricing-line.js";
import type { QuotePricingLabels } from "./quote-pricing-labels.js";
import type { PropFinder as FinderState } from "./use-prop-finder.js";
import styles from "./QuotePricing.module.css";

export interface PropFinderProps {
  finder: FinderState;
  /** The name of the line being substituted, or undefined when a pick adds a line. */
  substituting: string | undefined;
  onCancelSubstitute: () => void;
  onPick: (choice: PropChoice) => void;
  money: (minor: number) => string;
  labels: QuotePricingLabels;
}

export function PropFinder({ finder, substituting, onCancelSubstitute, onPick, money, labels }: PropFinderProps) {
  const { state } = finder;
  return (
    <div className={styles.finder}>
      <TextField
        ref={finder.inputRef}
        label={substituting === undefined ? labels.finder : labels.finderFor(substituting)}
        name="finder"
        type="search"
        value={finder.text}
        hint={labels.finderHint}
        onChange={finder.setText}
      />
      {substituting !== undefined && (
        <button type="button" className={buttons.button} onClick={onCancelSubstitute}>
          {labels.cancelSubstitute}
        </button>
      )}
      <div role="status" className={styles.muted}>
        {state.status === "searching" && labels.searching}
        {state.status === "found" && state.choices.length === 0 && labels.noProps}
        {finder.notice}
      </div>
      {state.status === "failed" && <p role="alert">{labels.findFailed}</p>}
      {state.status === "found" && state.choices.length > 0 && (
        <ul className={styles.choices}>
          {state.choices.map((choice) => (
            <li key={choice.propId}>
              <button type="button" className={buttons.button} onClick={() => onPick(choice)}>
                {substituting === undefined ? labels.add(choice.name) : labels.useInstead(choice.name, substituting)}
              </button>
              <span className={styles.muted}>
                {choice.propId} · {money(choice.weeklyRate)} · {labels.stock(choice.stock)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
