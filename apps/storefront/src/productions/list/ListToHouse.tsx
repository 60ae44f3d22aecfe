// A coordinator's hold and order of an approved production list, beside its quote request (decision 0049, "To the
// house"): the kit's hold panel for the approved props and the list's dates (the hold is the production's, under
// productionHoldId), and the order form a customer's set list uses, the approved lines shown (the server takes them
// from the list) and priced by the server once placed. One order id per submission, kept across retries.
import { useState } from "react";
import { mayPlaceOrders, orderRefusal } from "@backlot/domain";
import { approvedLines, productionHoldId, quoteLinesOf } from "@backlot/domain/production";
import { HoldPanel } from "@backlot/ui/HoldPanel";
import buttons from "@backlot/ui/button.module.css";
import { getServices } from "../../app/services.js";
import { vendor } from "../../app/tenant.js";
import { useAuthState, useLoggedInUid } from "../../app/use-auth.js";
import { usePreparedCommands } from "../../app/use-prepared-commands.js";
import { lineItem } from "../../set-lists/line-items.js";
import { useListHold } from "../../set-lists/use-list-hold.js";
import { OrderForm, contactPrefill } from "../../orders/OrderForm.js";
import type { ListQuoteRequestProps } from "./ListQuoteRequest.js";

/** What the list's quote request is given: the same list goes to the house as a hold or an order. */
export type ListToHouseProps = ListQuoteRequestProps;

/** The hold panel's words for a production's list: its approved props, for the dates the buyers set. */
const holdLabels = {
  noDates: "A buyer sets the list's dates; its approved props are held for them.",
  allFree: "Every approved prop is free for the list's dates.",
  stale: "The list's dates changed since it was held: hold again to hold its props for the new dates.",
};

export function ListToHouse({ productionId, listId, production, list, propOf }: ListToHouseProps) {
  const auth = useAuthState();
  const uid = useLoggedInUid() ?? "";
  const user = auth.status === "authenticated" ? auth.vendorUser : null;
  const ref = { productionId, listId };
  const holdId = productionHoldId(ref);
  const approved = quoteLinesOf(list);
  const dates = { pickUpDate: list.pickUpDate, returnDate: list.returnDate };

  // The hold shows to the coordinator who made it (the house's hold records are read by their holder).
  const hold = useListHold({
    uid,
    holdId,
    lines: approved,
    dates,
    nameOf: (propId) => propOf(propId)?.name ?? propId,
    hold: async () => (await getServices()).commands.holdSetList({ setListId: null, productionList: ref }),
  });

  const [ordering, setOrdering] = useState(false);
  usePreparedCommands("order");
  const items = approvedLines(list.lines).map((line) => lineItem(line, propOf(line.propId)));

  return (
    <>
      <HoldPanel {...hold} labels={holdLabels} />
      <p>
        <button
          type="button"
          className={buttons.button}
          data-variant="primary"
          aria-expanded={ordering}
          onClick={() => setOrdering((open) => !open)}
        >
          Place the order
        </button>
      </p>
      {ordering && !mayPlaceOrders(user) && <p>{orderRefusal(user?.isAuthorized, vendor.displayName)}</p>}
      {ordering && mayPlaceOrders(user) && (
        <OrderForm
          setList={{ id: listId, name: list.name, items }}
          initialValues={{ ...dates, production: production.name, ...contactPrefill(user) }}
          headingLevel={2}
          title="Place the order"
          intro="The approved props, for the rental period and delivery you choose, at our weekly rates."
          place={async (orderId, request) =>
            (await getServices()).commands.placeOrder({ orderId, setListId: null, productionList: ref, request })
          }
        />
      )}
    </>
  );
}

export default ListToHouse;
