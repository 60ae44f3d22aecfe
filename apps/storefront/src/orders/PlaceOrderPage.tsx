// /account/set-lists/:setListId/order: a rental period and delivery details for a set list; the
// server (placeOrder) prices and stores the order, and its week-by-week estimate shows here. One
// order id per submission, kept across retries, so pressing the button again after a dropped
// connection never places two orders.
import { mayPlaceOrders, orderRefusal } from "@backlot/domain";
import { useParams } from "react-router";
import { RouterLink } from "../app/router-link.js";
import { settings, vendor } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCatalogueProps } from "../app/use-catalogue-props.js";
import { usePreparedCommands } from "../app/use-prepared-commands.js";
import { useCustomer } from "../app/use-customer.js";
import { useSetLists } from "../set-lists/use-set-lists.js";
import { NotFoundPage } from "../app/NotFoundPage.js";
import { withListAtChosenLocation } from "../pickup/list-location.js";
import { getServices } from "../app/services.js";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";
import { datesOfList, useRentalDates } from "../catalogue/availability/rental-dates.js";
import { lineItem } from "../set-lists/line-items.js";
import { OrderForm, contactPrefill } from "./OrderForm.js";

export function PlaceOrderPage() {
  const { setListId = "" } = useParams();
  const { uid, user } = useCustomer();
  const { state } = useSetLists(uid);
  const list = state.status === "ready" ? state.lists.find((each) => each.id === setListId) : undefined;
  const load = useCatalogueProps(list?.lines.map((line) => line.propId) ?? []);
  const browsingDates = useRentalDates();
  usePreparedCommands("order");
  useDocumentMeta(list ? `Order: ${list.name}` : "Place an order");

  if (state.status === "loading" || (list && load.status === "loading"))
    return <p role="status">Loading the set list…</p>;
  if (state.status === "error")
    return <p role="alert">The set list could not be loaded. Reload the page to try again.</p>;
  if (!list) return <NotFoundPage />;
  // Each line named with its variant, as the server's estimate names it once the order is placed.
  const items = list.lines.map((line) =>
    lineItem(line, load.status === "ready" ? load.value.get(line.propId) : undefined),
  );

  // placeOrder would refuse too; saying so first keeps the customer from filling in a form for nothing.
  if (!mayPlaceOrders(user))
    return (
      <div className={styles.page}>
        <p>
          <RouterLink href={hrefs.setList(list.id)}>Back to {list.name}</RouterLink>
        </p>
        <h1 className={styles.title}>Place an order</h1>
        <p className={styles.standing} data-standing={user?.isAuthorized === false ? "denied" : "awaiting"}>
          {orderRefusal(user?.isAuthorized, vendor.displayName)}
        </p>
        <RouterLink href={hrefs.quoteFromSetList(settings.request.basepath, list.id)}>
          Ask for a quote for {list.name}
        </RouterLink>
      </div>
    );

  return (
    <div className={styles.page}>
      <p>
        <RouterLink href={hrefs.setList(list.id)}>Back to {list.name}</RouterLink>
      </p>
      <OrderForm
        setList={{ id: list.id, name: list.name, items }}
        initialValues={{
          ...contactPrefill(user),
          production: list.production || (user?.production ?? ""),
          ...datesOfList(list, browsingDates),
        }}
        headingLevel={1}
        title="Place an order"
        intro={
          "Choose the rental period and how the props get to you. The estimate below uses our weekly rates and " +
          "discounts."
        }
        place={async (orderId, request) => {
          const { commands, setLists } = await getServices();
          if (uid) await withListAtChosenLocation(setLists, uid, list.id);
          return commands.placeOrder({ orderId, setListId: list.id, request });
        }}
      />
    </div>
  );
}
