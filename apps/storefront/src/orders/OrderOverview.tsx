// An order as the customer reads it: its steps so far (their own as "you", the prop house's by its name, staff's
// acting for them as the server named it) and its estimate. The orders page shows one per order; an order's page one.
import type { PricedOrder } from "@backlot/data";
import { OrderProgress } from "@backlot/ui/OrderProgress";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { RouterLink } from "../app/router-link.js";
import { settings, vendor } from "../app/tenant.js";

export function OrderOverview({ order, uid, headingLevel }: { order: PricedOrder; uid: string; headingLevel: 2 | 3 }) {
  return (
    <>
      {order.history && order.history.length > 0 && (
        <OrderProgress
          history={order.history.map((change) => ({
            ...change,
            at: new Date(change.at).toISOString(),
            byName: change.actedBy ? change.byName : change.by === uid ? "you" : vendor.displayName,
          }))}
          settings={settings}
          timeZone={vendor.timezone}
          headingLevel={headingLevel}
        />
      )}
      {!order.history?.length && order.statusNote && <p>{order.statusNote}</p>}
      {order.estimate ? (
        <OrderSummary
          state={{ status: "ready", estimate: order.estimate }}
          period={{ pickUp: order.pickUpDate, return: order.returnDate }}
          settings={settings}
          headingLevel={headingLevel}
          LinkComponent={RouterLink}
        />
      ) : (
        <p>
          A prop on this order is no longer in the catalogue, so there is no estimate; we will confirm the price with
          you.
        </p>
      )}
    </>
  );
}
