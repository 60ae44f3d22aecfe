// /account/orders: every order the customer placed, newest first, each with its estimate at the
// catalogue's current rates (orders carry no price of the customer's; the vendor confirms it).
import { useEffect, useState } from "react";
import type { PricedOrder } from "@backlot/data";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../account/use-customer.js";
import { ordersRepository } from "./orders-repository.js";
import { orderReference } from "./PlaceOrderPage.js";
import styles from "../account/AccountPage.module.css";

type Load = { status: "loading" } | { status: "error" } | { status: "ready"; orders: PricedOrder[] };

export function OrdersPage() {
  const { uid } = useCustomer();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useDocumentMeta("Orders");
  useEffect(() => {
    let current = true;
    ordersRepository()
      .then((orders) => orders.listForUser(uid))
      .then((orders) => current && setLoad({ status: "ready", orders }))
      .catch(() => current && setLoad({ status: "error" }));
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Orders</h1>
      {load.status === "loading" && <OrderSummary state={{ status: "loading" }} settings={settings} />}
      {load.status === "error" && <OrderSummary state={{ status: "error", onRetry: () => setAttempt((value) => value + 1) }} settings={settings} />}
      {load.status === "ready" && load.orders.length === 0 && (
        <p>
          No orders yet. Orders are placed from a <RouterLink href="/account/set-lists">set list</RouterLink>.
        </p>
      )}
      {load.status === "ready" &&
        load.orders.map((order) => (
          <section key={order.id} className={styles.order} aria-label={`${orderReference(order.id)}, ${order.setListName}`}>
            <h2 className={styles.orderTitle}>
              {order.setListName} <span className={styles.muted}>{orderReference(order.id)} · {order.status}</span>
            </h2>
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
                A prop on this order is no longer in the catalogue, so there is no estimate; we will confirm the
                price with you.
              </p>
            )}
          </section>
        ))}
    </div>
  );
}
