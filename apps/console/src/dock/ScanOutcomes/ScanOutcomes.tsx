// The last few scans at the dock, whichever way they came (the scanner field, the camera): the newest is announced
// (a count politely, a refusal as an alert, so it is heard over the next scan), and all stay in view, each with a mark
// and its words: counted, refused (why, plainly), or still on its way.
import styles from "./ScanOutcomes.module.css";

export interface ScanOutcome {
  id: number;
  code: string;
  said: string;
  state: "sending" | "counted" | "refused";
}

export function ScanOutcomes({ outcomes, label }: { outcomes: readonly ScanOutcome[]; label: string }) {
  const latest = outcomes[0];
  return (
    <>
      <p role="status" className={styles.announce}>
        {latest?.state === "counted" ? `${latest.code}: ${latest.said}` : ""}
      </p>
      <p role="alert" className={styles.announce}>
        {latest?.state === "refused" ? `${latest.code}: ${latest.said}` : ""}
      </p>
      {outcomes.length > 0 && (
        <ol className={styles.outcomes} aria-label={label}>
          {outcomes.map((outcome) => (
            <li key={outcome.id} className={styles.outcome} data-state={outcome.state}>
              <span className={styles.mark} aria-hidden="true">
                {outcome.state === "counted" ? "✓" : outcome.state === "refused" ? "✗" : "…"}
              </span>
              <strong>{outcome.code}</strong> {outcome.said}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
