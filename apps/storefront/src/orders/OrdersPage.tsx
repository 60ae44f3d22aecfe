// /account/orders: every order the customer placed, newest first, each with its estimate at the
// catalogue's current rates (orders carry no price of the customer's; the vendor confirms it).
import { type Order, orderReference } from "@backlot/domain";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { OrderOverview } from "./OrderOverview.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { useCustomer } from "../app/use-customer.js";
import { getServices } from "../app/services.js";
import { useLoad } from "../app/use-load.js";
import { orderStatusLabels } from "@backlot/ui/labels";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";

export function OrdersPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Orders");
  // Live: a status the prop house changes shows without a reload; estimates follow each change.
  const watched = useWatchedQuery<Order>(({ orders }) => orders.queryForUser(uid), [uid]);
  const docs = watched.status === "ready" ? watched.docs : undefined;
  // The last pricing stays on screen while a change is priced, so a live update does not flicker.
  const pricing = useLoad(
    docs
      ? async () => {
          const { orders } = await getServices();
          return Promise.all(docs.map((order) => orders.withEstimate(order)));
        }
      : null,
    [docs],
    { keepPrevious: true },
  );
  const load = watched.status === "error" ? watched : pricing;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Orders</h1>
      {load.status === "loading" && <OrderSummary state={{ status: "loading" }} settings={settings} />}
      {load.status === "error" && <OrderSummary state={{ status: "error", onRetry: load.retry }} settings={settings} />}
      {load.status === "ready" && load.value.length === 0 && (
        <p>
          No orders yet. Orders are placed from a <RouterLink href={hrefs.setLists}>set list</RouterLink>.
        </p>
      )}
      {load.status === "ready" &&
        load.value.map((order) => (
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
            <OrderOverview order={order} uid={uid} headingLevel={3} />
            <p>
              <RouterLink href={hrefs.order(order.id)}>
                {settings.requiredPaperwork.length > 0 && ["placed", "confirmed"].includes(order.status)
                  ? `Open ${orderReference(order.id)}: what it needs before it goes out`
                  : `Open ${orderReference(order.id)}`}
              </RouterLink>
            </p>
          </section>
        ))}
    </div>
  );
}
