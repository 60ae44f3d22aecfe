// The previous and next buttons over a photo: in the gallery's frame, and over the window in its zoom.
import styles from "./PhotoArrows.module.css";

export interface PhotoArrowsProps {
  /** Moves one photo back (-1) or on (1); the caller wraps round. */
  onStep: (by: -1 | 1) => void;
  labels: { previous: string; next: string };
  /** Over the gallery's frame, or over the whole window (the zoom: larger, fixed to the window's sides). */
  over?: "frame" | "window";
}

export function PhotoArrows({ onStep, labels, over = "frame" }: PhotoArrowsProps) {
  return (
    <>
      <button
        type="button"
        className={styles.arrow}
        data-over={over}
        data-direction="previous"
        aria-label={labels.previous}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={styles.arrow}
        data-over={over}
        data-direction="next"
        aria-label={labels.next}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
