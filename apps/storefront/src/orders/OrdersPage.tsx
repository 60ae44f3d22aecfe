// /account/orders: every order the customer placed, newest first, each with its estimate at the
// catalogue's current rates (orders carry no price of the customer's; the vendor confirms it).
import { useEffect, useState } from "react";
import type { Order, PricedOrder } from "@backlot/data";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { useCustomer } from "../account/use-customer.js";
import { ordersOver, ordersRepository } from "./orders-repository.js";
import { orderReference, orderStatusLabels } from "@backlot/data";
import styles from "../account/AccountPage.module.css";

type Load = { status: "loading" } | { status: "error" } | { status: "ready"; orders: PricedOrder[] };

export function OrdersPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Orders");
  // Live: a status the prop house changes shows without a reload; estimates follow each change.
  const watched = useWatchedQuery<Order>(({ documents }) => ordersOver(documents).queryForUser(uid), [uid]);
  const docs = watched.status === "ready" ? watched.docs : undefined;
  // The last pricing stays on screen while a change is priced, so a live update does not flicker.
  const [pricing, setPricing] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!docs) return;
    let current = true;
    ordersRepository()
      .then((orders) => Promise.all(docs.map((order) => orders.withEstimate(order))))
      .then((orders) => current && setPricing({ status: "ready", orders }))
      .catch(() => current && setPricing({ status: "error" }));
    return () => {
      current = false;
    };
  }, [docs, attempt]);
  const load: Load = watched.status === "error" ? { status: "error" } : pricing;
  const retry = () => {
    if (watched.status === "error") watched.retry();
    setPricing({ status: "loading" });
    setAttempt((value) => value + 1);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Orders</h1>
      {load.status === "loading" && <OrderSummary state={{ status: "loading" }} settings={settings} />}
      {load.status === "error" && <OrderSummary state={{ status: "error", onRetry: retry }} settings={settings} />}
      {load.status === "ready" && load.orders.length === 0 && (
        <p>
          No orders yet. Orders are placed from a <RouterLink href="/account/set-lists">set list</RouterLink>.
        </p>
      )}
      {load.status === "ready" &&
        load.orders.map((order) => (
          <section
            key={order.id}
            className={styles.order}
            aria-label={`${orderReference(order.id)}, ${order.setListName}`}
          >
            <h2 className={styles.orderTitle}>
              {order.setListName}{" "}
              <span className={styles.muted}>
                {orderReference(order.id)} · {orderStatusLabels[order.status]}
              </span>
            </h2>
            {order.statusNote && <p>{order.statusNote}</p>}
            {order.estimate ? (
              <OrderSummary
                state={{ status: "ready", estimate: order.estimate }}
                period={{ pickUp: order.pickUpDate, return: order.returnDate }}
                settings={settings}
                headingLevel={3}
                LinkComponent={RouterLink}
              />
            ) : (
              <p>
                A prop on this order is no longer in the catalogue, so there is no estimate; we will confirm the price
                with you.
              </p>
            )}
          </section>
        ))}
    </div>
  );
}
