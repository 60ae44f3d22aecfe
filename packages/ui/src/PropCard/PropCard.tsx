// A prop in a grid: its photo, name, weekly price in the tenant's currency, a New badge for its first weeks, a
// favourite toggle, a quick "add to set list", and how many are in stock (hidden for single items when the tenant
// says so), or, once the visitor has chosen rental dates, how many are free for them.
import { Suspense, lazy } from "react";
import { formatMoney } from "@backlot/domain/money";
import { type TenantSettings, isNewProp } from "@backlot/tenant-config";
import type { AvailabilityNoteLabels, AvailabilityNoteProps } from "../AvailabilityNote/index.js";
import { checkingLabel } from "../AvailabilityNote/checking-label.js";
import noteStyles from "../AvailabilityNote/AvailabilityNote.module.css";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { Picture, type ResponsiveImage } from "../Picture/index.js";
import styles from "./PropCard.module.css";

/** The fields of a catalogue prop the card shows. */
export interface PropSummary {
  id: string;
  name: string;
  /** Minor units (cents) for one week. */
  weeklyRate: number;
  quantity: number;
  createdAt: string;
  images: readonly ResponsiveImage[];
}

/**
 * How wide a card's photo is in PropGrid's grid (PropGrid.module.css): under 40rem two columns,
 * each less than half the window; wider, columns of at least 220px with 16px gaps, so a row of
 * two or more never has a card wider than 338px (a third would fit).
 */
const gridCardSizes = "(min-width: 40rem) 338px, 50vw";

export interface PropCardLabels {
  perWeek: string;
  new: string;
  inStock: (count: number) => string;
  addFavorite: (name: string) => string;
  removeFavorite: (name: string) => string;
  addToSetList: (name: string) => string;
  /** The words of the availability for the chosen dates (AvailabilityNote's). */
  availability: Partial<AvailabilityNoteLabels>;
}

export const defaultPropCardLabels: PropCardLabels = {
  perWeek: "per week",
  new: "New",
  inStock: (count) => `${count} in stock`,
  addFavorite: (name) => `Add ${name} to favourites`,
  removeFavorite: (name) => `Remove ${name} from favourites`,
  addToSetList: (name) => `Add ${name} to a set list`,
  availability: {},
};

export interface PropCardProps {
  prop: PropSummary;
  settings: Pick<TenantSettings, "currency" | "locale" | "newWeekCount" | "hideQtyIfEq1">;
  href: string;
  isFavorite: boolean;
  onToggleFavorite?: (propId: string) => void;
  /** Shows the quick "add to set list" button; the app opens its dialog (SetListDialog) for this prop. */
  onAddToSetList?: (prop: PropSummary) => void;
  /** "Now" for the New badge (defaults to the current time). */
  now?: Date;
  LinkComponent?: LinkComponent;
  /** For the visitor's rental dates: shown in place of the stock count. Without dates, leave it out. */
  availability?: AvailabilityNoteProps["availability"];
  labels?: Partial<PropCardLabels>;
  /**
   * One of the first cards a visitor sees: its image loads at once and first (on a phone the first
   * card's picture is often the page's largest paint). The others load as they near the screen.
   */
  priority?: boolean;
  /** How wide the card shows its photo (the sizes attribute): PropGrid's card width unless told. */
  imageSizes?: string;
}

// Only a visitor with rental dates sees a card's availability: the note's code (and the dates' words) comes with the
// first one, and a grid without dates carries none of it. Meanwhile the card says it is checking, as the note would.
const AvailabilityNote = lazy(async () => ({
  default: (await import("../AvailabilityNote/AvailabilityNote.js")).AvailabilityNote,
}));

// The rule lives with the tenant's settings (the home page's build and the demo catalogue use it too); the card
// re-exports it, as its badge is where customers see it.
export { isNewProp };

export function PropCard({
  prop,
  settings,
  href,
  isFavorite,
  onToggleFavorite,
  onAddToSetList,
  now = new Date(),
  LinkComponent = PlainLink,
  labels: given = {},
  priority = false,
  availability,
  imageSizes = gridCardSizes,
}: PropCardProps) {
  const labels = { ...defaultPropCardLabels, ...given };
  const image = prop.images[0];
  const showQuantity = !(settings.hideQtyIfEq1 && prop.quantity === 1);
  return (
    <article className={styles.card} aria-label={prop.name}>
      <div className={styles.media}>
        {image && (
          <Picture
            image={image}
            alt={image.alt ?? ""}
            sizes={imageSizes}
            {...(priority
              ? { fetchPriority: "high" as const }
              : { loading: "lazy" as const, decoding: "async" as const })}
          />
        )}
      </div>
      {isNewProp(prop.createdAt, settings.newWeekCount, now) && <span className={styles.badge}>{labels.new}</span>}
      {onToggleFavorite && (
        <button
          type="button"
          className={styles.favorite}
          aria-pressed={isFavorite}
          aria-label={isFavorite ? labels.removeFavorite(prop.name) : labels.addFavorite(prop.name)}
          onClick={() => onToggleFavorite(prop.id)}
        >
          <span aria-hidden="true">{isFavorite ? "♥" : "♡"}</span>
        </button>
      )}
      {onAddToSetList && (
        <button
          type="button"
          className={styles.addToSetList}
          aria-haspopup="dialog"
          aria-label={labels.addToSetList(prop.name)}
          onClick={() => onAddToSetList(prop)}
        >
          <SetListIcon />
        </button>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <LinkComponent href={href}>{prop.name}</LinkComponent>
        </h3>
        <p className={styles.price}>
          {formatMoney(prop.weeklyRate, settings.currency, settings.locale)}{" "}
          <span className={styles.stock}>{labels.perWeek}</span>
        </p>
        {availability !== undefined ? (
          <Suspense
            fallback={
              <p className={`${noteStyles.note} ${styles.availability}`} data-tone="unknown">
                {labels.availability.loading ?? checkingLabel}
              </p>
            }
          >
            <AvailabilityNote
              as="p"
              className={styles.availability}
              availability={availability}
              locale={settings.locale}
              labels={labels.availability}
            />
          </Suspense>
        ) : (
          showQuantity && <p className={styles.stock}>{labels.inStock(prop.quantity)}</p>
        )}
      </div>
    </article>
  );
}

/** A list with a plus: the set list a prop goes on (drawn, as no character says it on every system). */
function SetListIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor">
      <path d="M4 6h11M4 11h11M4 16h7M18 13v8M14 17h8" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The card's shape while results load, so the grid does not jump when they arrive. */
export function PropCardSkeleton({ label = "Loading" }: { label?: string }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-busy="true" aria-label={label} role="status">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={styles.line} />
        <div className={styles.line} data-width="short" />
      </div>
    </div>
  );
}
