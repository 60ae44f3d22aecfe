// The previous and next buttons over a photo: in the gallery's frame, and over the window in its zoom.
import styles from "./PhotoArrows.module.css";

export interface PhotoArrowsProps {
  /** Moves one photo back (-1) or on (1); the caller wraps round. */
  onStep: (by: -1 | 1) => void;
  labels: { previous: string; next: string };
  /** Over the gallery's frame, or over the whole window (the zoom: larger, fixed to the window's sides). */
  over?: "frame" | "window";
}

/** Each arrow: which way it steps, and the label it takes (its name says where it goes; the glyph is only drawn). */
const arrows = [
  { by: -1, direction: "previous", glyph: "‹" },
  { by: 1, direction: "next", glyph: "›" },
] as const;

export function PhotoArrows({ onStep, labels, over = "frame" }: PhotoArrowsProps) {
  return arrows.map(({ by, direction, glyph }) => (
    <button
      key={direction}
      type="button"
      className={styles.arrow}
      data-over={over}
      data-direction={direction}
      aria-label={labels[direction]}
      onClick={() => onStep(by)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  ));
}
