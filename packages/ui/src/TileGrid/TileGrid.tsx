// Places to go next, as picture tiles: the home page's departments and services, a department's categories. Each
// tile is one link (its title), with a picture, a line of description and a count when there are. A tile without a
// picture shows its title's first letter on the brand colour, so a row never has a hole in it (a wide one, a brand
// coloured edge: a letter that large says nothing).
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import styles from "./TileGrid.module.css";

export interface Tile {
  title: string;
  href: string;
  description?: string;
  /** Props in it, shown under the title ("1,204 props"). */
  count?: number;
  picture?: ResponsiveImage;
}

export interface TileGridLabels {
  count: (count: number, locale: string | undefined) => string;
}

export const defaultTileGridLabels: TileGridLabels = {
  count: (count, locale) => (count === 1 ? "1 prop" : `${count.toLocaleString(locale)} props`),
};

export interface TileGridProps {
  tiles: readonly Tile[];
  /** Wide tiles (services: two or three a row) or narrow ones (departments: four or more a row). */
  size?: "wide" | "narrow";
  /** The tiles whose pictures load at once (the first row, when the grid is at the top of the page). */
  priorityCount?: number;
  /**
   * On phones, one row that scrolls sideways instead of rows down the page: for tiles above what the customer came
   * for (a department's categories above its props).
   */
  scroll?: boolean;
  LinkComponent?: LinkComponent;
  labels?: Partial<TileGridLabels>;
  /** The tenant's locale, for the counts (a prerendered page and the browser must write them alike). */
  locale?: string;
}

/** How wide a tile's picture is shown (TileGrid.module.css): the sizes attribute, to pick a file. */
const pictureSizes = {
  narrow: "(min-width: 40rem) 280px, 50vw",
  wide: "(min-width: 40rem) 560px, 100vw",
  // On phones a scrolling row's pictures are 64px squares.
  scroll: "(min-width: 40rem) 280px, 64px",
} as const;

export function TileGrid({
  tiles,
  size = "narrow",
  priorityCount = 0,
  scroll = false,
  LinkComponent = PlainLink,
  labels: given = {},
  locale,
}: TileGridProps) {
  const labels = { ...defaultTileGridLabels, ...given };
  return (
    <ul className={styles.grid} data-size={size} data-scroll={scroll ? "true" : "false"}>
      {tiles.map((tile, index) => (
        <li key={tile.href} className={styles.tile} data-picture={tile.picture ? "true" : "false"}>
          <div className={styles.media} aria-hidden={tile.picture ? undefined : "true"}>
            {tile.picture ? (
              <Picture
                image={tile.picture}
                // The title says where the link goes; the picture only shows it.
                alt=""
                sizes={pictureSizes[scroll ? "scroll" : size]}
                {...(index < priorityCount
                  ? { fetchPriority: "high" as const }
                  : { loading: "lazy" as const, decoding: "async" as const })}
              />
            ) : (
              <span className={styles.initial}>{tile.title.slice(0, 1)}</span>
            )}
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>
              <LinkComponent href={tile.href}>{tile.title}</LinkComponent>
            </h3>
            {tile.count !== undefined && <p className={styles.meta}>{labels.count(tile.count, locale)}</p>}
            {tile.description && <p className={styles.description}>{tile.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
