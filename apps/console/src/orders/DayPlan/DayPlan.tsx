// A day at the warehouse: the orders going out (picked up or delivered) and the ones coming back,
// for one day, with the day before and after a button away. It loads nothing itself: the console
// passes each list as it has it.
import type { ReactNode } from "react";
import { type OrderStatus, type PullProgress, pullProgressLabel } from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { addDays, formatCalendarDate, isCalendarDate } from "@backlot/domain/calendar-date";
import buttons from "@backlot/ui/button.module.css";
import { TextField } from "@backlot/ui/TextField";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import styles from "./DayPlan.module.css";

/** One order on the day's plan. */
export interface DayPlanOrder {
  id: string;
  reference: string;
  customer: string;
  title: string;
  fulfilment: "pickup" | "delivery";
  status: OrderStatus;
  lineCount: number;
  /** How much is pulled from the shelves, before it goes out. */
  pull?: PullProgress;
}

export type DayPlanList =
  | { status: "loading" }
  | { status: "error"; onRetry?: () => void }
  | { status: "ready"; orders: readonly DayPlanOrder[] };

export interface DayPlanLabels {
  title: string;
  day: string;
  previous: string;
  next: string;
  goingOut: string;
  comingBack: string;
  noneOut: string;
  noneBack: string;
  loading: string;
  error: string;
  retry: string;
  fulfilment: (fulfilment: DayPlanOrder["fulfilment"]) => string;
  propCount: (count: number) => string;
}

export const defaultDayPlanLabels: DayPlanLabels = {
  title: "Day plan",
  day: "Day",
  previous: "Day before",
  next: "Day after",
  goingOut: "Going out",
  comingBack: "Coming back",
  noneOut: "Nothing goes out this day.",
  noneBack: "Nothing comes back this day.",
  loading: "Loading…",
  error: "These orders could not be loaded.",
  retry: "Try again",
  fulfilment: (fulfilment) => (fulfilment === "delivery" ? "delivery" : "pick-up"),
  propCount: (count) => (count === 1 ? "1 prop" : `${count.toLocaleString()} props`),
};

export interface DayPlanProps {
  /** "YYYY-MM-DD" */
  day: string;
  onDayChange: (day: string) => void;
  goingOut: DayPlanList;
  comingBack: DayPlanList;
  hrefOf: (id: string) => string;
  settings: { locale: string };
  /** Under "Going out": what the warehouse does with the day's orders (the console's pull sheet). */
  goingOutAction?: ReactNode;
  /** A prop house with more than one dock: its dock filter (DockFilter), beside the day. */
  dockFilter?: ReactNode;
  LinkComponent?: LinkComponent;
  labels?: Partial<DayPlanLabels>;
}

export function DayPlan({
  day,
  onDayChange,
  goingOut,
  comingBack,
  hrefOf,
  settings,
  goingOutAction,
  dockFilter,
  LinkComponent = PlainLink,
  labels: given = {},
}: DayPlanProps) {
  const labels = { ...defaultDayPlanLabels, ...given };
  const valid = isCalendarDate(day);
  const list = (title: string, state: DayPlanList, none: string, action?: ReactNode) => (
    <section className={styles.list} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {state.status === "ready" && state.orders.length > 0 && action}
      {state.status === "loading" && (
        <p role="status" aria-busy="true">
          {labels.loading}
        </p>
      )}
      {state.status === "error" && (
        <LoadError message={labels.error} onRetry={state.onRetry} retryLabel={labels.retry} />
      )}
      {state.status === "ready" && state.orders.length === 0 && <p>{none}</p>}
      {state.status === "ready" && state.orders.length > 0 && (
        <ul className={styles.orders}>
          {state.orders.map((order) => (
            <li key={order.id} className={styles.order}>
              <LinkComponent href={hrefOf(order.id)}>{order.reference}</LinkComponent>{" "}
              <span>
                {order.customer}: {order.title}
              </span>{" "}
              <span className={styles.muted}>
                {labels.fulfilment(order.fulfilment)} · {labels.propCount(order.lineCount)} ·{" "}
                {orderStatusLabels[order.status]}
                {order.pull && ` · ${pullProgressLabel(order.pull)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <section className={styles.plan} aria-label={labels.title}>
      <h1 className={styles.title}>
        {labels.title}
        {valid && `: ${formatCalendarDate(day, settings.locale)}`}
      </h1>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.button}
          disabled={!valid}
          onClick={() => valid && onDayChange(addDays(day, -1))}
        >
          {labels.previous}
        </button>
        <TextField label={labels.day} name="day" type="date" value={day} onChange={onDayChange} />
        <button
          type="button"
          className={buttons.button}
          disabled={!valid}
          onClick={() => valid && onDayChange(addDays(day, 1))}
        >
          {labels.next}
        </button>
        {dockFilter}
      </div>
      <div className={styles.lists}>
        {list(labels.goingOut, goingOut, labels.noneOut, goingOutAction)}
        {list(labels.comingBack, comingBack, labels.noneBack)}
      </div>
    </section>
  );
}
