// During the rental (a confirmed order, or one out), staff change the order for the customer (decision 0048): a later
// return date (extendOrder) and more props (addToOrder), found with the catalogue search the quote pricing uses. The
// server books, prices and refuses; the forms show its answer, and the order's history (live) shows the change.
import { type AddedLineInput, type OrderChangeResult, type OrderStatus, orderChangeStatuses } from "@backlot/domain";
import { formatMoney } from "@backlot/domain/money";
import { AddPropsForm, type PickedProp } from "@backlot/ui/AddPropsForm";
import { ExtendRentalForm } from "@backlot/ui/ExtendRentalForm";
import {
  type PropChoice,
  PropFinder,
  defaultPropFinderLabels,
  usePropFinder,
  variantLine,
} from "../../catalogue/PropFinder/index.js";
import styles from "./OrderChanges.module.css";

export interface OrderChangesProps {
  order: { status: OrderStatus; pickUpDate: string; returnDate: string };
  settings: { locale: string; currency: string };
  /** Today and the last day a rental may reach, at the prop house. */
  today: string;
  latest: string;
  extend: (change: { returnDate: string; changeId: string }) => Promise<OrderChangeResult>;
  addTo: (change: { lines: AddedLineInput[]; changeId: string }) => Promise<OrderChangeResult>;
  newChangeId: () => string;
  /** Searches the catalogue (at least two characters typed). */
  findProps: (text: string) => Promise<readonly PropChoice[]>;
}

export function OrderChanges({
  order,
  settings,
  today,
  latest,
  extend,
  addTo,
  newChangeId,
  findProps,
}: OrderChangesProps) {
  if (!(orderChangeStatuses as readonly string[]).includes(order.status)) return null;
  return (
    <div className={styles.changes}>
      <ExtendRentalForm
        pickUpDate={order.pickUpDate}
        returnDate={order.returnDate}
        today={today}
        latest={latest}
        settings={settings}
        onExtend={extend}
        newChangeId={newChangeId}
      />
      <AddPropsForm
        settings={settings}
        picker={(add) => (
          <CatalogueFinder findProps={findProps} add={add} currency={settings.currency} locale={settings.locale} />
        )}
        onAdd={addTo}
        newChangeId={newChangeId}
      />
    </div>
  );
}

/** The quote pricing's catalogue search, its picks going on the add-on's list. */
function CatalogueFinder({
  findProps,
  add,
  currency,
  locale,
}: {
  findProps: OrderChangesProps["findProps"];
  add: (prop: PickedProp) => void;
  currency: string;
  locale: string;
}) {
  const finder = usePropFinder(findProps);
  return (
    <PropFinder
      finder={finder}
      onPick={(choice, variantId) => {
        const line = variantLine(choice, variantId);
        if (line.problem) {
          finder.setNotice(line.problem);
          return;
        }
        add({ propId: choice.propId, variantId, name: line.name });
        finder.setText("");
        finder.inputRef.current?.focus();
      }}
      money={(minor) => formatMoney(minor, currency, locale)}
      labels={{ ...defaultPropFinderLabels, finder: "Find a prop to add" }}
    />
  );
}
