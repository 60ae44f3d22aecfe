// /orders/:id: one order, live: who ordered, for which dates, how the props travel, its price week
// by week (its lines as the server named them, variants and all: "Bentwood Chair (Walnut)"), and its
// progress, with the next steps staff can take (setOrderStatus, one step at a time, each with a note
// for the customer); before it goes out, the release checklist, asking for a reason to release it without what
// is missing; and during the rental, its extension and add-ons (OrderChanges, decision 0048).
import { useParams } from "react-router";
import { vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type Order,
  type OrderChangeResult,
  addDays,
  orderReference,
  orderStatusNext,
  bookingKey,
  cardAuthorisationText,
  quoteReference,
  vendorToday,
} from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { BookingConflicts } from "../bookings/BookingConflicts/index.js";
import { AgreementStatus } from "./AgreementStatus.js";
import { OrderProgress } from "@backlot/ui/OrderProgress";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { LiveStatus } from "../app/LiveStatus.js";
import { RentalFacts } from "../app/RentalFacts.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { useConflicts } from "../bookings/use-conflicts.js";
import { OrderPull } from "../dock/OrderPull.js";
import { catalogueFinder } from "../catalogue/PropFinder/index.js";
import { OrderChanges } from "./OrderChanges/index.js";
import { InvoicePanel } from "./OrderInvoice/index.js";
import { ReleaseGate } from "./ReleaseGate/index.js";
import { useReleaseGate } from "./use-release-gate.js";
import styles from "../quotes/QuotePage.module.css";

/** When a placed order's hold lapses, in the vendor's time. */
const heldUntilText = (iso: string, tenant: { settings: { locale: string }; vendor: { timezone: string } }) =>
  new Intl.DateTimeFormat(tenant.settings.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: tenant.vendor.timezone,
  }).format(Date.parse(iso));

/**
 * A prop short for the order's dates, named by the order's lines of it: its variants share its stock, so a
 * shortfall counts them together ("Bentwood Chair (Walnut), Bentwood Chair (Oak)").
 */
const conflictName = (order: Order, propId: string) =>
  (order.estimate?.lines ?? [])
    .filter((line) => line.propId === propId)
    .map((line) => line.name)
    .join(", ") || propId;

export function OrderPage() {
  const { id = "" } = useParams();
  const { call, documents } = useServices();
  const tenant = useTenant();
  const reference = orderReference(id);
  useTitle(reference);
  const live = useLiveDocument<Order & { production?: string }>(vendorPaths(tenant.vendor.id).order(id));

  const order = live.status === "ready" ? live.value : undefined;
  // Before it goes out, what would stop it: the order's own booking does not count against it.
  const waiting = order?.status === "placed" || order?.status === "confirmed";
  const conflicts = useConflicts(waiting ? order : undefined, bookingKey.order(id));
  const release = useReleaseGate(id, order, reference);
  if (!order)
    return (
      <LiveStatus live={live} name={`order ${reference}`} back={{ href: "/orders", label: "Back to the orders" }} />
    );
  const period = { pickUp: order.pickUpDate, return: order.returnDate };
  const today = vendorToday(tenant.vendor.timezone);
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
      {order.status === "confirmed" && (
        <p>
          <RouterLink href={`/dock/${id}`}>Check it out at the dock</RouterLink>: scan its pieces onto the truck, and
          the driver signs for them.
        </p>
      )}
      {order.status === "out" && (
        <p>
          <RouterLink href={`/dock/${id}`}>Check it in at the dock</RouterLink>: scan each piece back, and note what
          came back damaged or not at all.
        </p>
      )}
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
        {order.cardAuthorisation && (
          <>
            {/* Read-only: the customer saves the card on their order page (confirmCardAuthorisation). */}
            <dt>Card</dt>
            <dd>{cardAuthorisationText(order.cardAuthorisation, tenant.settings.locale)}</dd>
          </>
        )}
      </RentalFacts>
      {conflicts && (
        <BookingConflicts
          state={conflicts.status === "ready" ? conflicts.value : conflicts.status}
          {...(conflicts.status === "error" ? { onRetry: conflicts.retry } : {})}
          nameOf={(propId) => conflictName(order, propId)}
          locale={tenant.settings.locale}
        />
      )}
      {order.status === "placed" && order.heldUntil && (
        <p>Its props are held for it until {heldUntilText(order.heldUntil, tenant)}; confirming books them for good.</p>
      )}
      {release.props && <ReleaseGate {...release.props} LinkComponent={RouterLink} />}
      <OrderProgress
        history={(order.history ?? []).map((change) => ({ ...change, at: new Date(change.at).toISOString() }))}
        settings={tenant.settings}
        timeZone={tenant.vendor.timezone}
        next={orderStatusNext[order.status]}
        onStep={async (status, note) => {
          // Out with something unmet asks staff why first; the server refuses without a reason, naming what is missing.
          const override = await release.overrideFor(status);
          await call<CommandDone>("setOrderStatus", { orderId: id, status, note, ...(override ? { override } : {}) });
        }}
      />
      <OrderChanges
        order={order}
        settings={tenant.settings}
        today={today}
        latest={addDays(today, tenant.settings.availabilityHorizonDays)}
        extend={(change) => call<OrderChangeResult>("extendOrder", { orderId: id, ...change })}
        addTo={(change) => call<OrderChangeResult>("addToOrder", { orderId: id, ...change })}
        newChangeId={() => documents.newId()}
        findProps={catalogueFinder(documents, tenant)}
      />
      <AgreementStatus orderId={id} order={order} />
      <OrderPull orderId={id} order={order} />
      <InvoicePanel orderId={id} order={order} />
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
