// /orders: the order desk. The status, the pick-up day and the dock are in the address
// (?status=confirmed&day=2026-12-01&dock=vancouver); the page listens to its query, so a new order or a status
// changed elsewhere shows without a reload.
import { useSearchParams } from "react-router";
import { orderDesk } from "@backlot/data";
import { type Order, type OrderStatus, orderStatuses } from "@backlot/domain";
import { isCalendarDate } from "@backlot/domain/calendar-date";
import { OrderDesk } from "./OrderDesk/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { deskState, usePages } from "../app/desk-address.js";
import { orderDeskRow } from "./order-rows.js";
import { DockFilter } from "../app/DockFilter/index.js";
import { useDockFilter } from "../app/use-dock-filter.js";

const isStatus = (value: string | null): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

export function OrderDeskPage() {
  const { documents } = useServices();
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as OrderStatus) : "placed";
  const day = params.get("day") ?? "";
  const { docks, locationId, inAddress, setDock } = useDockFilter();
  const { pageSize, loadMore } = usePages(`${status}\u0000${day}\u0000${locationId ?? ""}`);
  useTitle("Orders");

  const desk = orderDesk(documents, { vendorId: tenant.vendor.id });
  const pickUpDay = isCalendarDate(day) ? day : null;
  const live = useLiveQuery<Order>(desk.queryForDesk({ status, pickUpDay, pageSize, locationId }));
  const update = (next: { status?: OrderStatus; day?: string }) => {
    const merged = { status, day, ...next };
    setParams({
      ...(merged.status === "placed" ? {} : { status: merged.status }),
      ...(merged.day ? { day: merged.day } : {}),
      ...inAddress,
    });
  };

  return (
    <OrderDesk
      status={status}
      onStatusChange={(next) => update({ status: next })}
      pickUpDay={day}
      onPickUpDayChange={(next) => update({ day: next })}
      state={deskState(live, pageSize, orderDeskRow)}
      onLoadMore={loadMore}
      hrefOf={(id) => `/orders/${id}`}
      settings={tenant.settings}
      dockFilter={docks.length > 0 && <DockFilter docks={docks} value={locationId ?? ""} onChange={setDock} />}
      LinkComponent={RouterLink}
    />
  );
}
