// A coordinator's hold and order of an approved production list, beside its quote request (decision 0049, "To the
// house"): the kit's hold panel for the approved props and the list's dates (the hold is the production's, under
// productionHoldId), and the order form a customer's set list uses, the approved lines shown (the server takes them
// from the list) and priced by the server once placed. One order id per submission, kept across retries.
import { useEffect, useState } from "react";
import { type Hold, holdsOfCustomer } from "@backlot/data";
import { type Prop, mayPlaceOrders, orderRefusal, quantitiesByProp } from "@backlot/domain";
import { type ProductionList, approvedLines, productionHoldId, quoteLinesOf } from "@backlot/domain/production";
import { HoldPanel } from "@backlot/ui/HoldPanel";
import buttons from "@backlot/ui/button.module.css";
import { getServices } from "../../app/services.js";
import { settings, vendor } from "../../app/tenant.js";
import { useAuthState } from "../../app/use-auth.js";
import { usePreparedCommands } from "../../app/use-prepared-commands.js";
import { useWatchedQuery } from "../../app/use-watched-query.js";
import { useAvailability } from "../../catalogue/availability/use-availability.js";
import { lineItem } from "../../set-lists/line-items.js";
import { OrderForm, contactPrefill } from "../../orders/OrderForm.js";

export interface ListToHouseProps {
  productionId: string;
  listId: string;
  production: { name: string };
  list: Pick<ProductionList, "name" | "lines" | "pickUpDate" | "returnDate">;
  propOf: (propId: string) => Prop | undefined;
}

/** The hold panel's words for a production's list: its approved props, for the dates the buyers set. */
const holdLabels = {
  noDates: "A buyer sets the list's dates; its approved props are held for them.",
  allFree: "Every approved prop is free for the list's dates.",
  stale: "The list's dates changed since it was held: hold again to hold its props for the new dates.",
};

export function ListToHouse({ productionId, listId, production, list, propOf }: ListToHouseProps) {
  const auth = useAuthState();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : "";
  const user = auth.status === "authenticated" ? auth.vendorUser : null;
  const ref = { productionId, listId };
  const holdId = productionHoldId(ref);
  const approved = quoteLinesOf(list);
  const dates = { pickUpDate: list.pickUpDate, returnDate: list.returnDate };

  // The hold shows to the coordinator who made it (the house's hold records are read by their holder).
  const holds = useWatchedQuery<Hold>(uid ? () => holdsOfCustomer(vendor.id, uid) : null, [uid]);
  const liveHold = holds.status === "ready" ? (holds.docs.find((each) => each.id === holdId) ?? null) : null;
  // What the last press did, shown until the live hold catches up (as on a customer's set list).
  const [pressed, setPressed] = useState<{ heldUntil: string } | "released" | null>(null);
  const caughtUp =
    pressed === null || (pressed === "released" ? liveHold === null : liveHold?.expiresAt === pressed.heldUntil);
  useEffect(() => {
    if (caughtUp && pressed !== null) setPressed(null);
  }, [caughtUp, pressed]);
  const hold =
    caughtUp || pressed === null
      ? liveHold
      : pressed === "released"
        ? null
        : { expiresAt: pressed.heldUntil, ...dates, lines: approved };
  const availability = useAvailability(
    approved.map((line) => line.propId),
    dates,
    { ownHold: holdId, version: hold?.expiresAt ?? "" },
  );
  const props = [...quantitiesByProp(approved)].map(([propId, wanted]) => ({
    propId,
    wanted,
    of: availability?.of(propId) ?? null,
  }));
  const shortfalls =
    holds.status === "error" || props.some(({ of }) => of === "error")
      ? "error"
      : holds.status === "loading" || props.some(({ of }) => of === "loading")
        ? "loading"
        : props.flatMap(({ propId, wanted, of }) =>
            !of || of === "loading" || of === "error" || of.available >= wanted
              ? []
              : [{ propId, name: propOf(propId)?.name ?? propId, wanted, ...of }],
          );

  const [ordering, setOrdering] = useState(false);
  usePreparedCommands("order");
  const items = approvedLines(list.lines).map((line) => lineItem(line, propOf(line.propId)));

  return (
    <>
      <HoldPanel
        hasDates={Boolean(list.pickUpDate && list.returnDate)}
        shortfalls={shortfalls}
        onRetry={() => {
          if (holds.status === "error") holds.retry();
          availability?.retry();
        }}
        hold={
          hold && {
            expiresAt: hold.expiresAt,
            pickUpDate: hold.pickUpDate,
            returnDate: hold.returnDate,
            stale: !sameHold(hold, approved, dates),
          }
        }
        holdHours={settings.holdHours}
        locale={settings.locale}
        timeZone={vendor.timezone}
        labels={holdLabels}
        onHold={async () => {
          const { expiresAt } = await (
            await getServices()
          ).commands.holdSetList({ setListId: null, productionList: ref });
          setPressed({ heldUntil: expiresAt });
        }}
        onRelease={async () => {
          await (await getServices()).commands.releaseHold({ holdId });
          setPressed("released");
        }}
      />
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

/** Whether the hold took the approved props as they are now, for the list's dates. */
function sameHold(
  hold: Pick<Hold, "pickUpDate" | "returnDate" | "lines">,
  approved: readonly { propId: string; quantity: number }[],
  dates: { pickUpDate: string; returnDate: string },
): boolean {
  const held = quantitiesByProp(hold.lines);
  const wanted = quantitiesByProp(approved);
  return (
    hold.pickUpDate === dates.pickUpDate &&
    hold.returnDate === dates.returnDate &&
    held.size === wanted.size &&
    [...wanted].every(([propId, quantity]) => held.get(propId) === quantity)
  );
}

export default ListToHouse;
