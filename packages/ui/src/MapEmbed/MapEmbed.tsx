// The vendor's map on the contact page. The third-party map loads only when the visitor asks for
// it: until then nothing is fetched from the map provider (no cookies, no tracking, no weight on
// first paint), and the address and a directions link are there without it.
import { useState } from "react";
import styles from "./MapEmbed.module.css";

export interface MapEmbedLabels {
  show: string;
  title: (place: string) => string;
  directions: string;
  notice: string;
}

export const defaultMapEmbedLabels: MapEmbedLabels = {
  show: "Show map",
  title: (place) => `Map of ${place}`,
  directions: "Get directions",
  notice: "The map is loaded from an outside service when you choose to show it.",
};

export interface MapEmbedProps {
  /** The vendor's mapsEmbedUrl (https, checked by the tenant settings). */
  src: string;
  /** Who or what is on the map, for its title: "Bowery Prop House". */
  place: string;
  /** The address, one line, shown beside the map and used for directions. */
  address: string;
  labels?: Partial<MapEmbedLabels>;
}

export function MapEmbed({ src, place, address, labels: given = {} }: MapEmbedProps) {
  const labels = { ...defaultMapEmbedLabels, ...given };
  const [shown, setShown] = useState(false);
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
  return (
    <figure className={styles.map}>
      <div className={styles.frame}>
        {shown ? (
          <iframe
            src={src}
            title={labels.title(place)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div className={styles.placeholder}>
            <button type="button" className={styles.show} onClick={() => setShown(true)}>
              {labels.show}
            </button>
            <p className={styles.notice}>{labels.notice}</p>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span>{address}</span>
        <a href={directions} className={styles.directions} target="_blank" rel="noreferrer">
          {labels.directions}
        </a>
      </figcaption>
    </figure>
  );
}
