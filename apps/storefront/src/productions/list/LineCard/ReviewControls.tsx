// The designer's three big buttons on a line (thumb-sized on a phone): Approve at once; Reject with a reason, which the
// buyer reads; Alternatives with what to look for. The decision shows as soon as it is pressed; a refusal puts the
// stored one back and says why under the buttons, with the reason still in its box.
import { type FormEvent, useId, useRef, useState } from "react";
import { limits } from "@backlot/domain/limits";
import type { ProductionLine, ReviewDecision } from "@backlot/domain/production";
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import type { CallState } from "../list-calls.js";
import type { LineActions } from "../list-types.js";
import styles from "./LineCard.module.css";

type Asking = "rejected" | "alternatives";

export interface ReviewControlsProps {
  line: Pick<ProductionLine, "id" | "decision">;
  name: string;
  call: CallState | undefined;
  actions: Pick<LineActions, "decide">;
}

export function ReviewControls({ line, name, call, actions }: ReviewControlsProps) {
  const id = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [words, setWords] = useState<Record<Asking, string>>({ rejected: "", alternatives: "" });
  const [problem, setProblem] = useState<string>();
  const opener = useRef<Record<Asking, HTMLButtonElement | null>>({ rejected: null, alternatives: null });
  const status = line.decision.status;
  const busy = call?.pending.decision === true;
  const error = call?.errors.decision;
  const errorId = `${id}-error`;

  const decide = (decision: ReviewDecision) => {
    if (busy) return Promise.resolve(false);
    return actions.decide(decision);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    const said = words[asking].trim();
    if (asking === "rejected" && said === "") {
      setProblem("Say why, so the buyer knows what to look for instead");
      return;
    }
    const decision: ReviewDecision =
      asking === "rejected"
        ? { lineId: line.id, status: "rejected", reason: said }
        : { lineId: line.id, status: "alternatives", ask: said };
    const closing = asking;
    setAsking(null);
    opener.current[closing]?.focus();
    // What was typed stays in the box if the server refuses: pressing the button again shows it.
    if (await decide(decision)) setWords((all) => ({ ...all, [closing]: "" }));
  };

  const toggle = (kind: Asking) => {
    setProblem(undefined);
    setAsking((open) => (open === kind ? null : kind));
  };

  return (
    <div className={styles.review} aria-busy={busy || undefined}>
      <div className={styles.reviewButtons} role="group" aria-label={`Decide ${name}`}>
        <button
          type="button"
          className={`${buttons.button} ${styles.big}`}
          aria-pressed={status === "approved"}
          aria-describedby={error ? errorId : undefined}
          onClick={() => void decide({ lineId: line.id, status: status === "approved" ? "pending" : "approved" })}
        >
          Approve
        </button>
        <button
          ref={(button) => void (opener.current.rejected = button)}
          type="button"
          className={`${buttons.button} ${styles.big}`}
          data-tone="danger"
          aria-pressed={status === "rejected"}
          aria-expanded={asking === "rejected"}
          onClick={() => toggle("rejected")}
        >
          Reject
        </button>
        <button
          ref={(button) => void (opener.current.alternatives = button)}
          type="button"
          className={`${buttons.button} ${styles.big}`}
          aria-pressed={status === "alternatives"}
          aria-expanded={asking === "alternatives"}
          onClick={() => toggle("alternatives")}
        >
          Alternatives
        </button>
      </div>
      {asking && (
        <form className={styles.askForm} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={asking === "rejected" ? `Why is ${name} rejected?` : "What should the buyer look for?"}
            name={asking === "rejected" ? "reason" : "ask"}
            multiline
            rows={2}
            required={asking === "rejected"}
            value={words[asking]}
            maxLength={limits.production.reason}
            hint={asking === "rejected" ? "The buyer reads this." : "Optional: a colour, a size, a period."}
            error={problem}
            onChange={(value) => {
              setProblem(undefined);
              setWords((all) => ({ ...all, [asking]: value }));
            }}
          />
          <div className={styles.actions}>
            <button type="submit" className={buttons.button} data-variant="primary">
              {asking === "rejected" ? "Reject" : "Ask for alternatives"}
            </button>
            <button type="button" className={buttons.button} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
