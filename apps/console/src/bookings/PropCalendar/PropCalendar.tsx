// A prop's bookings for staff: a month of days, each showing how many of its stock are out or held,
// and below it the orders and holds from today on, with a link to each order and, for a customer's
// hold, Extend (another hold period) and Release. Lapsed holds are left out: they take nothing.
import { useState } from "react";
import { type BookingKind, isLive, noEnd } from "@backlot/domain/availability";
import { type CalendarDate, formatCalendarDate, formatCalendarRange } from "@backlot/domain/calendar-date";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import button from "@backlot/ui/button.module.css";
import { inUseOn, monthStart, monthWeeks, shiftMonth } from "./month-grid.js";
import styles from "./PropCalendar.module.css";

export interface CalendarBooking {
  key: string;
  kind: BookingKind;
  ref: string;
  from: CalendarDate;
  to: CalendarDate;
  quantity: number;
  /** When a hold lapses (ISO 8601); null for a confirmed order. */
  expiresAt: string | null;
}

export interface PropCalendarLabels {
  previous: string;
  next: string;
  weekdays: readonly string[];
  day: (date: string, inUse: number, stock: number) => string;
  bookings: string;
  noBookings: string;
  lapses: (when: string) => string;
  /** A piece back damaged or missing: booked from the day it came back with no end. */
  inRepair: (since: string) => string;
  booked: string;
  extend: string;
  release: string;
  busy: string;
}

export const defaultPropCalendarLabels: PropCalendarLabels = {
  previous: "Previous month",
  next: "Next month",
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  day: (date, inUse, stock) => `${date}: ${inUse} of ${stock} out or held`,
  bookings: "Orders and holds from today",
  noBookings: "No orders or holds from today on.",
  lapses: (when) => `held until ${when}`,
  booked: "booked",
  inRepair: (since) => `in the repair queue since ${since}, until staff clear it`,
  extend: "Extend hold",
  release: "Release hold",
  busy: "Working…",
};

export interface PropCalendarProps {
  stock: number;
  bookings: readonly CalendarBooking[];
  /** Today at the vendor: the month shown first, and the day marked. */
  today: CalendarDate;
  /** For telling lapsed holds (defaults to the current time). */
  now?: Date;
  locale: string;
  /** The vendor's time zone, for when a hold lapses. */
  timeZone: string;
  /** Where an order's booking links to (null for none). */
  hrefOf?: (booking: CalendarBooking) => string | null;
  /** A customer's hold (key "hold:<setListId>"): another hold period, or let go. */
  onExtend?: (holdId: string) => Promise<void>;
  onRelease?: (holdId: string) => Promise<void>;
  LinkComponent?: LinkComponent;
  labels?: Partial<PropCalendarLabels>;
}

const holdPrefix = "hold:";

export function PropCalendar({
  stock,
  bookings,
  today,
  now = new Date(),
  locale,
  timeZone,
  hrefOf = () => null,
  onExtend,
  onRelease,
  LinkComponent = PlainLink,
  labels: given = {},
}: PropCalendarProps) {
  const labels = { ...defaultPropCalendarLabels, ...given };
  const [month, setMonth] = useState(monthStart(today));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const live = bookings.filter((booking) => isLive(booking, now));
  const weeks = monthWeeks(month);
  // The list is what is still to come, whichever month the grid shows: what staff act on.
  const upcoming = live.filter((booking) => booking.to >= today).sort((a, b) => (a.from < b.from ? -1 : 1));
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${month}T00:00:00Z`),
  );
  const lapseTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });

  const act = async (key: string, action: (holdId: string) => Promise<void>) => {
    setBusy(key);
    setFailure(null);
    try {
      await action(key.slice(holdPrefix.length));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.nav}>
        <button type="button" className={button.button} onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">‹</span> {labels.previous}
        </button>
        <button type="button" className={button.button} onClick={() => setMonth(shiftMonth(month, 1))}>
          {labels.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className={styles.grid}>
        <caption className={styles.caption} aria-live="polite">
          {title}
        </caption>
        <thead>
          <tr>
            {labels.weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={`empty-${column}`} />;
                const inUse = inUseOn(day, live);
                const level = inUse === 0 ? "free" : inUse >= stock ? "full" : "some";
                return (
                  <td
                    key={day}
                    className={styles.day}
                    data-level={level}
                    aria-current={day === today ? "date" : undefined}
                    aria-label={labels.day(formatCalendarDate(day, locale), inUse, stock)}
                  >
                    <span className={styles.number}>{Number(day.slice(8))}</span>
                    {inUse > 0 && (
                      <span className={styles.use} aria-hidden="true">
                        {inUse}/{stock}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.heading}>{labels.bookings}</h3>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {upcoming.length === 0 ? (
        <p className={styles.none}>{labels.noBookings}</p>
      ) : (
        <ul className={styles.bookings}>
          {upcoming.map((booking) => {
            const href = hrefOf(booking);
            const isHold = booking.key.startsWith(holdPrefix);
            return (
              <li key={booking.key} className={styles.booking} data-kind={booking.kind}>
                <span className={styles.ref}>
                  {href ? <LinkComponent href={href}>{booking.ref}</LinkComponent> : booking.ref}
                </span>
                <span>
                  {booking.to >= noEnd ? (
                    <>
                      {booking.quantity} · {labels.inRepair(formatCalendarDate(booking.from, locale, "day"))}
                    </>
                  ) : (
                    <>
                      {formatCalendarRange(booking.from, booking.to, locale)} · {booking.quantity} ·{" "}
                      {booking.expiresAt
                        ? labels.lapses(lapseTime.format(Date.parse(booking.expiresAt)))
                        : labels.booked}
                    </>
                  )}
                </span>
                {isHold && (onExtend || onRelease) && (
                  <span className={styles.actions}>
                    {onExtend && (
                      <button
                        type="button"
                        className={button.button}
                        disabled={busy !== null}
                        onClick={() => void act(booking.key, onExtend)}
                      >
                        {busy === booking.key ? labels.busy : labels.extend}
                      </button>
                    )}
                    {onRelease && (
                      <button
                        type="button"
                        className={button.button}
                        disabled={busy !== null}
                        onClick={() => void act(booking.key, onRelease)}
                      >
                        {labels.release}
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
