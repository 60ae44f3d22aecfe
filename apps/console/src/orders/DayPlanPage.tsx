// /day: what goes out and comes back on a day (today at the prop house unless ?day= says), live; at one dock with
// ?dock= (a prop house with more than one).
// Cancelled orders are left off: nothing moves for them. The orders still to pull print as one pull sheet.
import { useSearchParams } from "react-router";
import { orderDesk } from "@backlot/data";
import { type Order, pullableStatuses } from "@backlot/domain";
import { formatCalendarDate, isCalendarDate, vendorToday } from "@backlot/domain/calendar-date";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { savePullSheet } from "../dock/pull-sheet.js";
import { pullSheetSaid } from "../dock/pull-sheet-said.js";
import { DayPlan, type DayPlanList } from "./DayPlan/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { type Live, useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { dayPlanOrder } from "./order-rows.js";
import { DockFilter } from "../app/DockFilter/index.js";
import { useDockFilter } from "../app/use-dock-filter.js";

function listOf(live: Live<(Order & { id: string })[]>, moving: (order: Order) => boolean): DayPlanList {
  if (live.status === "error") return { status: "error", onRetry: live.retry };
  if (live.status === "loading") return { status: "loading" };
  return { status: "ready", orders: live.value.filter(moving).map(dayPlanOrder) };
}

export function DayPlanPage() {
  const { documents } = useServices();
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const asked = params.get("day") ?? "";
  const day = isCalendarDate(asked) ? asked : vendorToday(tenant.vendor.timezone);
  useTitle("Day plan");
  const desk = orderDesk(documents, { vendorId: tenant.vendor.id });
  const { docks, locationId, inAddress, setDock } = useDockFilter();
  const out = useLiveQuery<Order>(desk.queryForDay(day, "pickUp", locationId));
  const back = useLiveQuery<Order>(desk.queryForDay(day, "return", locationId));
  // The day's sheet is of what is still to pull: orders not yet out, not cancelled.
  const toPull =
    out.status === "ready"
      ? out.value.filter((order) => (pullableStatuses as readonly string[]).includes(order.status))
      : [];

  return (
    <DayPlan
      day={asked && !isCalendarDate(asked) ? asked : day}
      onDayChange={(next) => setParams({ ...(next ? { day: next } : {}), ...inAddress })}
      goingOut={listOf(out, (order) => order.status !== "cancelled")}
      comingBack={listOf(back, (order) => order.status !== "cancelled")}
      hrefOf={(id) => `/orders/${id}`}
      settings={tenant.settings}
      dockFilter={docks.length > 0 && <DockFilter docks={docks} value={locationId ?? ""} onChange={setDock} />}
      goingOutAction={
        toPull.length > 0 && (
          <DownloadButton
            label="Print the day's pull sheet"
            busyLabel="Making the pull sheet…"
            onMake={async () =>
              pullSheetSaid(
                await savePullSheet(
                  {
                    of: formatCalendarDate(day, tenant.settings.locale),
                    fileName: `pull-sheet-${day}`,
                    orders: toPull,
                  },
                  { documents, tenant },
                ),
              )
            }
          />
        )
      }
      LinkComponent={RouterLink}
    />
  );
}
