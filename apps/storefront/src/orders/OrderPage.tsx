// /account/orders/:orderId: one of the customer's orders, with its steps and estimate and, until it goes out, the
// checklist of what the prop house needs first (issue 33): the same list setOrderStatus holds it to
// (@backlot/domain's checklistOfOrder), live on both sides, so a certificate staff accept shows here at once. An
// account the house denied is not offered the card form or the agreement: it is told why (decision 0021). During the
// rental, the customer extends it or adds props to it (changes/, decision 0048).
import { papers, signatureQueries, vendorPaths } from "@backlot/data";
import {
  type ChecklistItem,
  type Order,
  type Paper,
  type ReleasePolicy,
  type SignatureOnFile,
  checklistOfOrder,
  mayCompleteOrderPaperwork,
  orderReference,
} from "@backlot/domain";
import { LoadError } from "@backlot/ui/LoadError";
import { ReleaseChecklist } from "@backlot/ui/ReleaseChecklist";
import { orderStatusLabels } from "@backlot/ui/labels";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { RouterLink } from "../app/router-link.js";
import { getServices } from "../app/services.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useCustomer } from "../app/use-customer.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useLoad } from "../app/use-load.js";
import { useWatchedDocument } from "../app/use-watched-document.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { hrefs } from "../app/hrefs.js";
import styles from "../account/AccountPage.module.css";
import { OrderOverview } from "./OrderOverview.js";
import { OrderPaperwork } from "./OrderPaperwork.js";
import { OrderChangesHere } from "./changes/OrderChangesHere.js";
import { OrderCardAuthorisation } from "./card/OrderCardAuthorisation.js";
import { OrderAtTheDock } from "./invoice/OrderAtTheDock.js";
import { OrderInvoice } from "./invoice/OrderInvoice.js";

const vendorId = tenant.vendor.id;
// The agreement brings micromark, and its pad signature_pad: loaded only when an order shows it.
const SignAgreement = lazy(async () => ({ default: (await import("./agreement/SignAgreement.js")).SignAgreement }));

export function OrderPage() {
  const { uid, user } = useCustomer();
  const orderId = useParams().orderId ?? "";
  const reference = orderReference(orderId);
  // The customer's orders query (the orders page watches the same one): this order, live.
  const orders = useWatchedQuery<Order>(({ orders: repository }) => repository.queryForUser(uid), [uid]);
  const order = orders.status === "ready" ? orders.docs.find((candidate) => candidate.id === orderId) : undefined;
  useDocumentMeta(order ? `${order.setListName} (${reference})` : `Order ${reference}`);
  const priced = useLoad(order ? async () => (await getServices()).orders.withEstimate(order) : null, [order], {
    keepPrevious: true,
  });

  return (
    <div className={styles.page}>
      <p>
        <RouterLink href={hrefs.orders}>All orders</RouterLink>
      </p>
      {orders.status === "loading" && <p role="status">Loading the order…</p>}
      {orders.status === "error" && (
        <LoadError
          message="The order did not load. Check your connection."
          onRetry={orders.retry}
          retryLabel="Try again"
        />
      )}
      {orders.status === "ready" && !order && (
        <>
          <h1 className={styles.title}>No order {reference}</h1>
          <p>
            There is no order {reference} on your account. Your orders are on the{" "}
            <RouterLink href={hrefs.orders}>orders page</RouterLink>.
          </p>
        </>
      )}
      {order && (
        <>
          <h1 className={styles.title}>
            {order.setListName}{" "}
            <span className={styles.muted}>
              {reference} · {orderStatusLabels[order.status]}
            </span>
          </h1>
          {(order.status === "placed" || order.status === "confirmed") && (
            <OrderChecklist order={order} orderId={orderId} uid={uid} paperworkHere={mayCompleteOrderPaperwork(user)} />
          )}
          <OrderPaperwork
            orderId={orderId}
            order={order}
            user={user}
            vendorName={vendor.displayName}
            takesCards={settings.hasCreditCardAuth}
          >
            <OrderCardAuthorisation orderId={orderId} order={order} />
            {order.status !== "cancelled" && (
              <Suspense fallback={<p role="status">Loading the rental agreement…</p>}>
                <SignAgreement orderId={orderId} order={order} />
              </Suspense>
            )}
          </OrderPaperwork>
          <OrderChangesHere orderId={orderId} order={order} user={user} />
          <OrderAtTheDock order={order} />
          <OrderInvoice orderId={orderId} order={order} />
          {priced.status === "ready" && <OrderOverview order={priced.value} uid={uid} headingLevel={2} />}
          {priced.status === "error" && (
            <LoadError message="The estimate did not load." onRetry={priced.retry} retryLabel="Try again" />
          )}
        </>
      )}
    </div>
  );
}

/** What the order still needs before it goes out, live: the customer's papers, its signatures, the house's policy. */
function OrderChecklist({
  order,
  orderId,
  uid,
  paperworkHere,
}: {
  order: Order;
  orderId: string;
  uid: string;
  /** False for a denied account: the card and the agreement are not on the page to link to. */
  paperworkHere: boolean;
}) {
  const policy = useWatchedDocument<ReleasePolicy>(vendorPaths(vendorId).vendor);
  const paperDocs = useWatchedQuery<Paper>(
    ({ documents }) => papers(documents, { vendorId }).queryForCustomer(uid),
    [uid],
  );
  const signatures = useWatchedQuery<SignatureOnFile>(
    () => signatureQueries({ vendorId }).forOrder(orderId, uid),
    [orderId, uid],
  );
  const failed = [policy, paperDocs, signatures].find((watched) => watched.status === "error");
  if (failed?.status === "error")
    return (
      <LoadError
        message="What the order needs before it goes out did not load. Check your connection."
        onRetry={failed.retry}
        retryLabel="Try again"
      />
    );
  if (policy.status !== "ready" || paperDocs.status !== "ready" || signatures.status !== "ready")
    return <p role="status">Checking what the order needs before it goes out…</p>;
  const items = checklistOfOrder(order, paperDocs.docs, signatures.docs, policy.data ?? {});
  if (items.length === 0) return null;
  return (
    <ReleaseChecklist
      items={items}
      headingLevel={2}
      action={(item) => <ChecklistAction item={item} paperworkHere={paperworkHere} />}
    />
  );
}

/** Where the customer sees to an unmet item. */
function ChecklistAction({ item, paperworkHere }: { item: ChecklistItem; paperworkHere: boolean }) {
  if (item.requirement === "insurance" || item.requirement === "taxExemption")
    return <RouterLink href={hrefs.paperwork}>Send it on your paperwork page</RouterLink>;
  // A denied account: the note below says why it cannot sign or authorise a card here.
  if (!paperworkHere) return null;
  if (item.requirement === "agreement") return <a href="#rental-agreement">Read and sign it below</a>;
  if (settings.hasCreditCardAuth) return <a href="#card-authorisation">Authorise a card below</a>;
  return <RouterLink href={hrefs.messages}>Ask us to put the account on terms</RouterLink>;
}
