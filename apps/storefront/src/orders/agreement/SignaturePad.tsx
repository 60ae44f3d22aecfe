// A canvas to draw a signature on, with mouse, finger or pen: signature_pad loads when it shows (never with a first
// page). Drawing is optional: the typed name signs on its own, so a keyboard or screen-reader user loses nothing, and
// where the pad cannot load the form says so and still signs.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type SignaturePadLibrary from "signature_pad";
import styles from "./SignAgreement.module.css";

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  dataUrl(): string | null;
  clear(): void;
}

/** At most twice the CSS size, so a dense screen's drawing stays a small PNG (limits.agreement). */
const maxDensity = 2;

export function SignaturePad({
  ref,
  describedBy,
  onDrawn,
}: {
  ref: Ref<SignaturePadHandle>;
  describedBy: string;
  onDrawn: (drawn: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLibrary | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");

  useImperativeHandle(ref, () => ({
    dataUrl: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL("image/png") : null),
    clear: () => {
      pad.current?.clear();
      onDrawn(false);
    },
  }));

  useEffect(() => {
    let current = true;
    const element = canvas.current;
    import("signature_pad")
      .then(({ default: Pad }) => {
        if (!current || !element) return;
        const density = Math.min(window.devicePixelRatio || 1, maxDensity);
        element.width = element.offsetWidth * density || 600;
        element.height = element.offsetHeight * density || 200;
        element.getContext("2d")?.scale(density, density);
        const drawn = new Pad(element, { penColor: getComputedStyle(element).color || undefined });
        drawn.addEventListener("endStroke", () => onDrawn(!drawn.isEmpty()));
        pad.current = drawn;
        setState("ready");
      })
      .catch(() => current && setState("unavailable"));
    return () => {
      current = false;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className={styles.pad} data-state={state}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        aria-label="Signature pad: draw your signature with a mouse, finger or pen (optional)"
        aria-describedby={describedBy}
      />
      {state === "unavailable" && (
        <p className={styles.muted}>The drawing pad could not load here; your typed name signs on its own.</p>
      )}
    </div>
  );
}
