// A canvas to draw a signature on, with mouse, finger or pen: signature_pad loads when the pad shows (never with a
// first page). The app names the canvas and says what stands in for a drawing where the pad cannot load (a typed name,
// say), so nobody needs the pad to sign.
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from "react";
import type SignaturePadLibrary from "signature_pad";
import styles from "./SignaturePad.module.css";

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  dataUrl(): string | null;
  clear(): void;
}

export interface SignaturePadProps {
  ref: Ref<SignaturePadHandle>;
  /** The canvas's accessible name, e.g. "Signature pad: draw your signature with a mouse, finger or pen (optional)". */
  label: string;
  /** Shown when signature_pad cannot load. */
  unavailable: string;
  describedBy?: string;
  onDrawn: (drawn: boolean) => void;
}

/** At most twice the CSS size, so a dense screen's drawing stays a small PNG (limits.agreement). */
const maxDensity = 2;

export function SignaturePad({ ref, label, unavailable, describedBy, onDrawn }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLibrary | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  // The pad is made once; each stroke reports to the onDrawn of the latest render, not the first.
  const strokeEnded = useEffectEvent((drawn: boolean) => onDrawn(drawn));

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
        drawn.addEventListener("endStroke", () => strokeEnded(!drawn.isEmpty()));
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
      <canvas ref={canvas} className={styles.canvas} aria-label={label} aria-describedby={describedBy} />
      {state === "unavailable" && <p className={styles.unavailable}>{unavailable}</p>}
    </div>
  );
}
