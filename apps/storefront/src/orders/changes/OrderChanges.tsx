// During the rental (a confirmed order, or one out), the customer extends their order or adds props to it (decision
// 0048), on their order's page: the kit's forms, answered by the server (extendOrder, addToOrder), which books, prices
// and refuses; the history above shows each change once made, to them and to the prop house. An account the house has
// not approved is told why instead, in the server's words.
import {
  type Order,
  type Prop,
  type VendorUser,
  mayChangeOrders,
  orderChangeRefusal,
  orderChangeStatuses,
} from "@backlot/domain";
import { AddPropsForm } from "@backlot/ui/AddPropsForm";
import { ExtendRentalForm } from "@backlot/ui/ExtendRentalForm";
import type { ServerCommands } from "../../app/server-commands.js";
import { PropPicker } from "./PropPicker.js";
import account from "../../account/AccountPage.module.css";
import styles from "./OrderChanges.module.css";

export interface OrderChangesProps {
  orderId: string;
  order: Pick<Order, "status" | "pickUpDate" | "returnDate">;
  /** The customer's record, live: approving the account shows the forms without a reload. */
  user: Pick<VendorUser, "isAuthorized"> | null;
  vendorName: string;
  settings: { locale: string };
  /** Today and the last day a rental may reach, at the prop house. */
  today: string;
  latest: string;
  commands: Pick<ServerCommands, "extendOrder" | "addToOrder">;
  newChangeId: () => string | Promise<string>;
  favoriteIds: readonly string[];
  loadProps: (ids: readonly string[]) => Promise<Map<string, Prop>>;
}

export function OrderChanges(props: OrderChangesProps) {
  const { orderId, order, settings, commands, newChangeId } = props;
  if (!(orderChangeStatuses as readonly string[]).includes(order.status)) return null;
  if (!mayChangeOrders(props.user))
    return (
      <p className={account.standing} data-standing={props.user?.isAuthorized === false ? "denied" : "awaiting"}>
        {orderChangeRefusal(props.vendorName)}
      </p>
    );
  return (
    <div className={styles.changes}>
      <ExtendRentalForm
        pickUpDate={order.pickUpDate}
        returnDate={order.returnDate}
        today={props.today}
        latest={props.latest}
        settings={settings}
        onExtend={(change) => commands.extendOrder({ orderId, ...change })}
        newChangeId={newChangeId}
      />
      <AddPropsForm
        settings={settings}
        picker={(add) => <PropPicker add={add} favoriteIds={props.favoriteIds} loadProps={props.loadProps} />}
        onAdd={(change) => commands.addToOrder({ orderId, ...change })}
        newChangeId={newChangeId}
      />
    </div>
  );
}
