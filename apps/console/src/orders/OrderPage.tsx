// /orders/:id: one order, live: who ordered, for which dates, how the props travel, its price week
// by week, and its progress, with the next steps staff can take (setOrderStatus, one step at a
// time, each with a note for the customer).
import { useParams } from "react-router";
import {
  type CommandDone,
  type Order,
  orderReference,
  orderStatusLabels,
  orderStatusNext,
  quoteReference,
  vendorPaths,
} from "@backlot/data";
import { OrderProgress } from "@backlot/ui/OrderProgress";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { LiveStatus } from "../app/LiveStatus.js";
import { RentalFacts } from "../app/RentalFacts.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import styles from "../quotes/QuotePage.module.css";

export function OrderPage() {
  const { id = "" } = useParams();
  const { call } = useServices();
  const tenant = useTenant();
  const reference = orderReference(id);
  useTitle(reference);
  const live = useLiveDocument<Order & { production?: string }>(vendorPaths(tenant.vendor.id).order(id));

  const order = live.status === "ready" ? live.value : undefined;
  if (!order)
    return (
      <LiveStatus live={live} name={`order ${reference}`} back={{ href: "/orders", label: "Back to the orders" }} />
    );
  const period = { pickUp: order.pickUpDate, return: order.returnDate };
  return (
    <article className={styles.quote} aria-labelledby="order-title">
      <p>
        <RouterLink href="/orders">Orders</RouterLink> ·{" "}
        <RouterLink href={`/day?day=${order.pickUpDate}`}>Day plan</RouterLink>
      </p>
      <h1 id="order-title" className={styles.title}>
        {reference}: {order.setListName || order.production}
      </h1>
      <p className={styles.status}>{orderStatusLabels[order.status]}</p>
      <RentalFacts
        contact={order.contact}
        fulfilment={order.fulfilment}
        deliveryAddress={order.deliveryAddress}
        notes={order.notes}
      >
        {order.quoteRequestId && (
          <>
            <dt>From quote</dt>
            <dd>
              <RouterLink href={`/quotes/${order.quoteRequestId}`}>{quoteReference(order.quoteRequestId)}</RouterLink>
            </dd>
          </>
        )}
      </RentalFacts>
      <OrderProgress
        history={(order.history ?? []).map((change) => ({ ...change, at: new Date(change.at).toISOString() }))}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        next={orderStatusNext[order.status]}
        onStep={async (status, note) => {
          await call<CommandDone>("setOrderStatus", { orderId: id, status, note });
        }}
      />
      {order.estimate ? (
        <OrderSummary
          state={{ status: "ready", estimate: order.estimate }}
          period={period}
          settings={tenant.settings}
        />
      ) : (
        <p>This order has no price: it was placed where no server priced it.</p>
      )}
    </article>
  );
}
