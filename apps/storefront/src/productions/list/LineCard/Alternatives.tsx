// The props a buyer offers in a line's place, side by side with it (a row that scrolls sideways on a phone): photo,
// name, the buyer's note and who offered it. The designer chooses one (it takes the line's place, approved); a buyer
// offers another while the designer asks for alternatives, up to the domain's limit.
import { useId, useState } from "react";
import { limits } from "@backlot/domain/limits";
import { TextField } from "@backlot/ui/TextField";
import { Picture } from "@backlot/ui/Picture";
import buttons from "@backlot/ui/button.module.css";
import { PropFinder } from "../PropFinder/index.js";
import type { CallState } from "../list-calls.js";
import type { LineActions, LineView, ListAbilities } from "../list-types.js";
import styles from "./Alternatives.module.css";

export interface AlternativesProps {
  /** Where the card places the section. */
  className?: string | undefined;
  view: LineView;
  call: CallState | undefined;
  can: ListAbilities;
  actions: Pick<LineActions, "decide" | "offerAlternative" | "findProps">;
}

export function Alternatives({ className, view, call, can, actions }: AlternativesProps) {
  const id = useId();
  const { line, prop } = view;
  const [offering, setOffering] = useState(false);
  const [note, setNote] = useState("");
  const full = view.alternatives.length >= limits.production.alternatives;
  const asked = line.decision.status === "alternatives";

  return (
    <section className={[className, styles.section].filter(Boolean).join(" ")} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        Alternatives to {prop.name}
      </h4>
      {view.alternatives.length > 0 && (
        // Focusable, so a keyboard scrolls the row when the alternatives are wider than the phone.
        <ul className={styles.row} tabIndex={0} aria-labelledby={`${id}-title`}>
          {view.alternatives.map(({ alternative, prop: offered }) => (
            <li key={alternative.id} className={styles.alternative}>
              <div className={styles.photo}>
                {offered.image && (
                  <Picture image={offered.image} alt="" sizes="120px" loading="lazy" decoding="async" />
                )}
              </div>
              <p className={styles.name}>{offered.name}</p>
              {alternative.note && <p className={styles.note}>{alternative.note}</p>}
              <p className={styles.facts}>Offered by {alternative.by.name}</p>
              {can.review && (
                <button
                  type="button"
                  className={buttons.button}
                  data-variant="primary"
                  aria-busy={call?.pending.decision || undefined}
                  onClick={() =>
                    void actions.decide({ lineId: line.id, status: "chosen", alternativeId: alternative.id })
                  }
                >
                  Choose {offered.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {can.edit && asked && !full && (
        <>
          <button
            type="button"
            className={buttons.button}
            aria-expanded={offering}
            aria-controls={`${id}-offer`}
            onClick={() => setOffering((open) => !open)}
          >
            {offering ? "Done offering" : "Offer an alternative"}
          </button>
          <div id={`${id}-offer`} hidden={!offering} className={styles.offer}>
            {offering && (
              <>
                <TextField
                  label="A note with it (optional)"
                  name="alternativeNote"
                  value={note}
                  maxLength={limits.production.note}
                  onChange={setNote}
                />
                <PropFinder
                  find={actions.findProps}
                  label={`Find a prop to offer instead of ${prop.name}`}
                  pickLabel={(name) => `Offer ${name}`}
                  takenLabel={(name) => `Offered ${name}`}
                  exclude={[line.propId, ...view.alternatives.map(({ alternative }) => alternative.propId)]}
                  onPick={async (found, variantId) => {
                    const done = await actions.offerAlternative(line.id, found.id, variantId, note);
                    if (done) setNote("");
                    return done;
                  }}
                />
              </>
            )}
          </div>
        </>
      )}
      {can.edit && asked && full && (
        <p className={styles.facts}>
          {limits.production.alternatives.toLocaleString("en-US")} alternatives offered, the most a line takes.
        </p>
      )}
      {call?.errors.alternative && (
        <p className={styles.error} role="alert">
          {call.errors.alternative}
        </p>
      )}
    </section>
  );
}
