// The catalogue search staff pick props with (under a quote's lines, on an order's "Add props"): a prop to add, or to
// use instead of the line being substituted (with a way out of substituting), and what the search found, each with its
// item number, rate and stock. A prop with variants is added in the one staff choose beside it.
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import { useState } from "react";
import type { PropFinderLabels } from "./labels.js";
import { type PropChoice, variantLine } from "./prop-choice.js";
import type { PropFinder as FinderState } from "./use-prop-finder.js";
import styles from "./PropFinder.module.css";

export interface PropFinderProps {
  finder: FinderState;
  /** The name of the line being substituted, or undefined when a pick adds a line. */
  substituting?: string | undefined;
  onCancelSubstitute?: () => void;
  /** A prop picked, in the variant chosen (undefined for a prop without variants). */
  onPick: (choice: PropChoice, variantId: string | undefined) => void;
  money: (minor: number) => string;
  labels: PropFinderLabels;
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
        <button type="button" className={buttons.button} onClick={() => onCancelSubstitute?.()}>
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
            <ChoiceItem
              key={choice.propId}
              choice={choice}
              substituting={substituting}
              onPick={onPick}
              money={money}
              labels={labels}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One prop found: its variant to choose (when it has variants), the button, and the chosen line's rate and stock. */
function ChoiceItem({
  choice,
  substituting,
  onPick,
  money,
  labels,
}: Pick<PropFinderProps, "substituting" | "onPick" | "money" | "labels"> & { choice: PropChoice }) {
  const variants = choice.variants ?? [];
  const [chosen, setVariantId] = useState(variants[0]?.id);
  // A newer search may list the prop without the variant chosen before: then its first.
  const variantId = variants.some((variant) => variant.id === chosen) ? chosen : variants[0]?.id;
  const line = variantLine(choice, variantId);
  return (
    <li>
      {variants.length > 0 && (
        <select
          className={styles.variant}
          aria-label={labels.variantOf(choice.name)}
          value={variantId}
          onChange={(event) => setVariantId(event.target.value)}
        >
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.name}
            </option>
          ))}
        </select>
      )}
      <button type="button" className={buttons.button} onClick={() => onPick(choice, variantId)}>
        {substituting === undefined ? labels.add(line.name) : labels.useInstead(line.name, substituting)}
      </button>
      <span className={styles.muted}>
        {choice.propId} · {money(line.catalogueRate ?? choice.weeklyRate)} · {labels.stock(line.stock)}
      </span>
    </li>
  );
}
