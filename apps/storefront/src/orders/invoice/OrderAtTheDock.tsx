// What the customer sees of the dock on their order: each hand-over (when, how many pieces, to which driver) and what
// came back (when, and what was damaged or missing, with the house's note). The signature stays with the house.
import { type Order, checkInProgress, checkInProgressLabel, pricedLineName } from "@backlot/domain";
import { type CalendarDate, formatCalendarDate } from "@backlot/domain/calendar-date";
import { settings, vendor } from "../../app/tenant.js";
import styles from "./OrderAtTheDock.module.css";

const pieces = (count: number) => (count === 1 ? "1 piece" : `${count.toLocaleString(settings.locale)} pieces`);

export function OrderAtTheDock({ order }: { order: Pick<Order, "lines" | "handovers" | "checkIns" | "estimate"> }) {
  const handovers = order.handovers ?? [];
  if (handovers.length === 0) return null;
  const when = (at: Date) =>
    new Intl.DateTimeFormat(settings.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: vendor.timezone,
    }).format(new Date(at));
  const nameOf = (key: string) => pricedLineName(order, key);
  const reports = (order.checkIns ?? []).filter((entry) => entry.condition !== "fine");
  return (
    <section aria-labelledby="dock-title">
      <h2 id="dock-title" className={styles.subtitle}>
        Out and back
      </h2>
      <ul>
        {handovers.map((handover) => (
          <li key={handover.id}>
            {when(handover.at)}: {pieces(Object.values(handover.pieces).reduce((sum, each) => sum + each, 0))} handed
            over to {handover.driverName}
          </li>
        ))}
      </ul>
      {(order.checkIns ?? []).length > 0 && <p>{checkInProgressLabel(checkInProgress(order))}</p>}
      {reports.length > 0 && (
        <ul>
          {reports.map((entry) => (
            <li key={entry.id}>
              {`${entry.condition === "damaged" ? "Came back damaged" : "Did not come back"}: `}
              {`${pieces(entry.pieces)} of ${nameOf(entry.key)}${entry.note ? ` (${entry.note})` : ""}, `}
              {formatCalendarDate(entry.on as CalendarDate, settings.locale, "medium")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
