// A prop's photos: the shown image, thumbnails to pick another, previous and next buttons, and the
// arrow keys while the gallery has focus. Every image keeps its width and height, and the frame
// keeps one shape, so switching photos never moves the page. A zoom button (or a click on the
// photo) shows it over the whole window, fitted or at full size (GalleryZoom.tsx).
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import { type GalleryLabels, defaultGalleryLabels } from "./gallery-labels.js";
import { GalleryZoom } from "./GalleryZoom.js";
import { PhotoArrows } from "./PhotoArrows.js";
import styles from "./Gallery.module.css";

export type GalleryImage = ResponsiveImage;

/**
 * How wide the storefront's prop page (apps/storefront/src/catalogue/props/PropPage.module.css) shows the
 * gallery: at most the window on phones and tablets, then the wider of its two columns (3fr of
 * 3fr + 2fr) in a page at most 80rem wide, which is 711px once the window is that wide.
 */
const propPageSizes = "(min-width: 80rem) 711px, (min-width: 56.25rem) 60vw, 100vw";
/** The thumbnails' width in Gallery.module.css. */
const thumbnailSizes = "72px";

export interface GalleryProps {
  /** The prop's name: the gallery's label and the alt text of photos that have none. */
  name: string;
  images: readonly GalleryImage[];
  /** The image shown first (0-based). */
  initialIndex?: number;
  labels?: Partial<GalleryLabels>;
  /** How wide the page shows the gallery (the sizes attribute of its photo): the prop page's unless told. */
  imageSizes?: string;
}

export function Gallery({
  name,
  images,
  initialIndex = 0,
  labels: given = {},
  imageSizes = propPageSizes,
}: GalleryProps) {
  const labels = { ...defaultGalleryLabels, ...given };
  const positionId = useId();
  const count = images.length;
  const [chosen, setIndex] = useState(initialIndex);
  const [zoomed, setZoomed] = useState(false);
  const thumbnailsRef = useRef<HTMLUListElement>(null);
  // Clamped, in case the app passes fewer images than before.
  const index = Math.min(Math.max(chosen, 0), Math.max(count - 1, 0));
  const current = images[index];

  if (!current) {
    return (
      <div className={styles.gallery} data-count="0">
        <div className={styles.frame}>
          <div className={styles.placeholder} role="img" aria-label={labels.noImage(name)}>
            <span aria-hidden="true">⌷</span>
          </div>
        </div>
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);

  // Left and right (Home and End) move through the photos; a focused thumbnail hands its focus
  // to the one now shown, so the keyboard user stays where they were looking.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ((target % count) + count) % count;
    setIndex(next);
    if (thumbnailsRef.current?.contains(event.target as Node))
      thumbnailsRef.current.querySelectorAll("button")[next]?.focus();
  };

  const alt = current.alt ?? name;
  // The photo opens the zoom on a click (the button beside it is the keyboard's and screen reader's way).
  const photo = (
    <>
      <Picture className={styles.image} image={current} alt={alt} sizes={imageSizes} decoding="async" />
      <button type="button" className={styles.zoomButton} aria-haspopup="dialog" onClick={() => setZoomed(true)}>
        {labels.zoom}
      </button>
    </>
  );
  const onFrameClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).localName === "img") setZoomed(true);
  };
  const zoom = zoomed && (
    <GalleryZoom
      name={name}
      images={images}
      index={index}
      onIndex={setIndex}
      onClose={() => setZoomed(false)}
      labels={labels}
    />
  );
  if (count === 1) {
    return (
      <div className={styles.gallery} data-count="1">
        <div className={styles.frame} onClick={onFrameClick}>
          {photo}
        </div>
        {zoom}
      </div>
    );
  }

  return (
    // The region takes focus (tabIndex 0) so its arrow keys work before a button is reached.
    <section
      className={styles.gallery}
      data-count="many"
      aria-label={labels.gallery(name)}
      aria-describedby={positionId}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} onClick={onFrameClick}>
        {photo}
        <PhotoArrows onStep={(by) => show(index + by)} labels={labels} />
      </div>
      <p id={positionId} className={styles.position} aria-live="polite">
        {labels.position(index + 1, count)}
      </p>
      <ul ref={thumbnailsRef} className={styles.thumbnails} aria-label={labels.thumbnails}>
        {images.map((image, position) => (
          <li key={`${image.url}-${position.toString()}`}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={labels.showImage(position + 1, count)}
              aria-current={position === index ? "true" : undefined}
              onClick={() => setIndex(position)}
            >
              <Picture image={image} alt="" sizes={thumbnailSizes} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {zoom}
    </section>
  );
}
