// The paperwork a customer completes on an order's page (a card authorisation, the rental agreement), or, for an
// account the house denied, why it cannot: the words the server refuses with (decision 0021), said before a form.
import type { ReactNode } from "react";
import {
  type Order,
  type OrderPaperwork as Paperwork,
  type VendorUser,
  mayCompleteOrderPaperwork,
  orderPaperworkRefusal,
} from "@backlot/domain";
import styles from "../account/AccountPage.module.css";

export interface OrderPaperworkProps {
  orderId: string;
  order: Pick<Order, "status">;
  /** The customer's record, live: approving or denying the account shows here without a reload. */
  user: Pick<VendorUser, "isAuthorized"> | null;
  vendorName: string;
  /** Whether the prop house takes card authorisations (the tenant's hasCreditCardAuth). */
  takesCards: boolean;
  /** The card authorisation and the agreement, as the order page shows them. */
  children: ReactNode;
}

export function OrderPaperwork({ orderId, order, user, vendorName, takesCards, children }: OrderPaperworkProps) {
  if (mayCompleteOrderPaperwork(user)) return children;
  if (order.status === "cancelled") return null;
  const paperwork: [Paperwork, ...Paperwork[]] = takesCards ? ["card", "agreement"] : ["agreement"];
  return (
    <p id="order-paperwork" className={styles.standing} data-standing="denied">
      {orderPaperworkRefusal(vendorName, orderId, ...paperwork)}
    </p>
  );
}
