// The gallery's zoom: one photo over the whole window, fitted to it or at its full size (then the window scrolls
// around it, and a phone's pinch zooms further), with the other photos a key or a button away. A modal dialog: focus
// moves in and back out, Tab stays inside, Escape closes it, and the page behind does not scroll.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { trapTab, useFocusOnOpen } from "../internal/focus.js";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import type { GalleryLabels } from "./gallery-labels.js";
import { PhotoArrows } from "./PhotoArrows.js";
import styles from "./GalleryZoom.module.css";

export interface GalleryZoomProps {
  name: string;
  images: readonly ResponsiveImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  labels: GalleryLabels;
}

export function GalleryZoom({ name, images, index, onIndex, onClose, labels }: GalleryZoomProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const positionId = useId();
  const [fullSize, setFullSize] = useState(false);
  useFocusOnOpen(dialogRef, closeRef);
  useEffect(() => {
    // The page behind stays where it was (a scroll would move it, not the photo).
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const count = images.length;
  const current = images[index];
  if (!current) return null;
  const show = (next: number) => onIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (count > 1 && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      // Not the gallery's too (a portal's events still reach its React parents).
      event.preventDefault();
      event.stopPropagation();
      show(index + (event.key === "ArrowLeft" ? -1 : 1));
    } else trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.zoom}
      role="dialog"
      aria-modal="true"
      aria-label={labels.zoomed(name)}
      aria-describedby={count > 1 ? positionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.toolbar}>
        {count > 1 && (
          <p id={positionId} className={styles.position} aria-live="polite">
            {labels.position(index + 1, count)}
          </p>
        )}
        <button type="button" className={styles.button} aria-pressed={fullSize} onClick={() => setFullSize(!fullSize)}>
          {labels.fullSize}
        </button>
        <button ref={closeRef} type="button" className={styles.button} onClick={onClose}>
          {labels.closeZoom}
        </button>
      </div>
      {/* A click on the photo switches between fitted and full size too (the button is the keyboard's way). */}
      <div className={styles.viewport} data-full-size={fullSize} onClick={() => setFullSize(!fullSize)}>
        <Picture
          className={styles.image}
          image={current}
          alt={current.alt ?? name}
          // Fitted, it is at most the window's width; at full size, its own.
          sizes={fullSize ? `${current.width.toString()}px` : "100vw"}
          decoding="async"
        />
      </div>
      {count > 1 && <PhotoArrows onStep={(by) => show(index + by)} labels={labels} over="window" />}
    </div>,
    document.body,
  );
}
