// One prop's availability for the chosen dates in a few words ("2 of 3 available", "booked until
// Mar 14"), quiet enough to sit on every card of a grid. Its tone (all, some or none free) is in
// the words and in a mark's shape as well as its colour, and in data-tone for styles and tests.
import { isCalendarDate } from "@backlot/domain/calendar-date";
import { availabilityLabel } from "@backlot/domain/availability";
import { checkingLabel } from "./checking-label.js";
import styles from "./AvailabilityNote.module.css";

/** How many of a prop are free for the dates (the shape of @backlot/data's Availability, less its conflicts). */
export interface PropAvailability {
  stock: number;
  available: number;
  /** When none is free: the last day of the booking in the way ("YYYY-MM-DD"), if there is one. */
  bookedUntil: string | null;
  /**
   * A prop house with more than one dock: how many are free for the same dates at each other one, by the dock's name
   * as the visitor knows it ("Vancouver"). Those with none free are not mentioned.
   */
  elsewhere?: Readonly<Record<string, number>>;
}

/** All wanted are free, some are, or none (or fewer than wanted). */
export type AvailabilityTone = "free" | "some" | "none";

export interface AvailabilityNoteLabels {
  loading: string;
  error: string;
  /** The availability in words; @backlot/data's availabilityLabel by default. */
  status: (availability: PropAvailability, locale: string) => string;
  /** Some free, but fewer than a set list's line wants. */
  notEnough: (available: number, wanted: number) => string;
  /** Free at another dock ("3 free in Vancouver"), after the count at the visitor's. */
  elsewhere: (available: number, place: string) => string;
}

export const defaultAvailabilityNoteLabels: AvailabilityNoteLabels = {
  loading: checkingLabel,
  error: "Availability unknown",
  status: ({ stock, available, bookedUntil }, locale) =>
    availabilityLabel({ stock, available, bookedUntil: isCalendarDate(bookedUntil) ? bookedUntil : null }, locale),
  notEnough: (available, wanted) => `only ${available} of ${wanted} wanted free`,
  elsewhere: (available, place) => `${available} free in ${place}`,
};

export interface AvailabilityNoteProps {
  /** The count for the dates, or where its load is. */
  availability: PropAvailability | "loading" | "error";
  locale: string;
  /** How many are wanted (a set list line's quantity): fewer free than that is "none". */
  wanted?: number;
  /** A <p> where the note is a line of its own (a card's), a <span> (the default) within a line. */
  as?: "span" | "p";
  className?: string;
  labels?: Partial<AvailabilityNoteLabels>;
}

export function availabilityTone({ stock, available }: PropAvailability, wanted?: number): AvailabilityTone {
  if (available <= 0 || (wanted !== undefined && available < wanted)) return "none";
  return available < stock ? "some" : "free";
}

export function AvailabilityNote({
  availability,
  locale,
  wanted,
  as: Tag = "span",
  className,
  labels: given = {},
}: AvailabilityNoteProps) {
  const labels = { ...defaultAvailabilityNoteLabels, ...given };
  const classes = [styles.note, className].filter(Boolean).join(" ");
  if (availability === "loading" || availability === "error") {
    return (
      <Tag className={classes} data-tone="unknown">
        {availability === "loading" ? labels.loading : labels.error}
      </Tag>
    );
  }
  const tone = availabilityTone(availability, wanted);
  // None free says why (booked until, out of stock); some but too few says how many of those wanted.
  const short = wanted !== undefined && availability.available > 0 && availability.available < wanted;
  const elsewhere = Object.entries(availability.elsewhere ?? {}).filter(([, available]) => available > 0);
  return (
    <Tag className={classes} data-tone={tone}>
      {short ? labels.notEnough(availability.available, wanted) : labels.status(availability, locale)}
      {elsewhere.length > 0 && (
        <span className={styles.elsewhere}>
          {elsewhere.map(([place, available]) => labels.elsewhere(available, place)).join(", ")}
        </span>
      )}
    </Tag>
  );
}
